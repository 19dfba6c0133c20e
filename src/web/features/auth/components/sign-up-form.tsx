import { MailCheck, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { PASSWORD_LENGTH, type SignUpInput, signUpSchema } from '#shared/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { useSignUp } from '#web/features/auth/api/sign-up.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { fieldErrors } from '#shared/field-errors.ts';

type Field = keyof SignUpInput;
const emptyForm: Record<Field, string> = { name: '', email: '', password: '', phone: '' };

/**
 * Name, Email, Password and Number (the spec's four). Checked here with the server's own schema,
 * so the same message sits under the same field whichever side finds the problem.
 */
export function SignUpForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirmEmailTo, setConfirmEmailTo] = useState<string>();
  const signUp = useSignUp();

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
    signUp.reset();
    const checked = z.safeParse(signUpSchema, values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      focusFirstError();
      return;
    }
    setErrors({});
    signUp.mutate(checked.data, {
      // Signed in: the page moves on by itself. Otherwise the hotel wants the email confirmed.
      onSuccess: ({ signedIn }) => {
        if (!signedIn) setConfirmEmailTo(checked.data.email);
      },
      onError: (failure) => {
        if (failure instanceof ApiClientError && Object.keys(failure.fields).length > 0) {
          setErrors(failure.fields);
          focusFirstError();
        }
      },
    });
  };

  if (confirmEmailTo) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full border border-brass/50 text-brass-dark">
          <MailCheck aria-hidden="true" className="size-6" strokeWidth={1.5} />
        </span>
        <p className="font-display text-2xl text-forest">Confirm your email</p>
        <p className="text-ink-muted">
          We have sent a link to <strong className="font-medium text-ink">{confirmEmailTo}</strong>.
          Open it to finish creating your account; then you can log in.
        </p>
      </div>
    );
  }

  const failure = signUp.error;
  const generalError =
    failure && !(failure instanceof ApiClientError && Object.keys(failure.fields).length > 0)
      ? failure.message || 'We could not create your account. Please try again.'
      : undefined;
  const busy = signUp.isPending || signUp.isSuccess;
  const invalid = (field: Field) => (errors[field] ? true : undefined);

  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-label="Sign up" className="grid gap-6">
      <FormField id={`${id}-name`} label="Name" error={errors.name}>
        {(describedBy) => (
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            className="field-input"
            value={values.name}
            onChange={(event) => update('name')(event.target.value)}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
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
            aria-invalid={invalid('email')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-password`}
        label="Password"
        hint={`At least ${PASSWORD_LENGTH.min} characters.`}
        error={errors.password}
      >
        {(describedBy) => (
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => update('password')(event.target.value)}
            aria-invalid={invalid('password')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-number`}
        label="Number"
        hint="Your phone number with its country code, like +880 1711 245880."
        error={errors.phone}
      >
        {(describedBy) => (
          <input
            id={`${id}-number`}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className="field-input"
            value={values.phone}
            onChange={(event) => update('phone')(event.target.value)}
            aria-invalid={invalid('phone')}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      {generalError ? <FormAlert>{generalError}</FormAlert> : null}
      <Button type="submit" className="mt-2 w-full" disabled={busy}>
        {busy ? null : <UserPlus aria-hidden="true" className="size-4" strokeWidth={1.5} />}
        {/* The spec's literal text while the request runs; lower case, as the spec has it. */}
        <span className={busy ? 'normal-case tracking-normal' : undefined}>
          {busy ? 'loading...' : 'Sign Up'}
        </span>
      </Button>
    </Form>
  );
}
