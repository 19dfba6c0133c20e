import { LogIn } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { type LogInInput, logInSchema } from '#shared/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { useLogIn } from '#web/features/auth/api/log-in.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { fieldErrors } from '#shared/field-errors.ts';

type Field = keyof LogInInput;
const emptyForm: Record<Field, string> = { email: '', password: '' };

const linkClass = 'text-forest underline decoration-brass underline-offset-4 hover:text-brass-dark';

/**
 * Email and password. A wrong pair gets one message that does not say which half was wrong;
 * once signed in, the page around it moves on (see routes/login.tsx).
 */
export function LogInForm({ forgotPasswordHref }: { forgotPasswordHref: string }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const logIn = useLogIn();

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    logIn.reset();
    const checked = z.safeParse(logInSchema, values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      focusFirstError();
      return;
    }
    setErrors({});
    logIn.mutate(checked.data, {
      onError: (failure) => {
        if (failure instanceof ApiClientError && Object.keys(failure.fields).length > 0) {
          setErrors(failure.fields);
          focusFirstError();
        }
      },
    });
  };

  const failure = logIn.error;
  const generalError =
    failure && !(failure instanceof ApiClientError && Object.keys(failure.fields).length > 0)
      ? failure.message || 'We could not sign you in. Please try again.'
      : undefined;
  const busy = logIn.isPending || logIn.isSuccess;

  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-label="Log in" className="grid gap-6">
      <FormField id={`${id}-email`} label="Email" error={errors.email}>
        {(describedBy) => (
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            className="field-input"
            value={values.email}
            onChange={(event) => update('email')(event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <div className="grid gap-2">
        <FormField id={`${id}-password`} label="Password" error={errors.password}>
          {(describedBy) => (
            <PasswordInput
              id={`${id}-password`}
              name="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => update('password')(event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <p className="text-right text-sm">
          <Link to={forgotPasswordHref} className={linkClass}>
            Forgot password?
          </Link>
        </p>
      </div>
      {generalError ? <FormAlert>{generalError}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        <LogIn aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {busy ? 'Logging in…' : 'Log In'}
      </Button>
    </Form>
  );
}
