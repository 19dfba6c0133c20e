import { MailCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { logInSchema } from '#shared/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { useRequestPasswordReset } from '#web/features/auth/api/request-password-reset.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { fieldErrors } from '#shared/field-errors.ts';

const emailSchema = z.pick(logInSchema, { email: true });

/**
 * Asks for a reset link. The answer never says whether the address has an account: the server
 * answers the same for both, and so does this screen.
 */
export function ForgotPasswordForm() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const request = useRequestPasswordReset();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.reset();
    const checked = z.safeParse(emailSchema, { email });
    if (!checked.success) {
      setError(fieldErrors(checked.error.issues).email);
      inputRef.current?.focus();
      return;
    }
    setError(undefined);
    request.mutate(checked.data.email, {
      onSuccess: () => setSentTo(checked.data.email),
      onError: (failure) => {
        if (failure instanceof ApiClientError && failure.fields.email) {
          setError(failure.fields.email);
          inputRef.current?.focus();
        }
      },
    });
  };

  const failure = request.error;
  const generalError =
    failure && !(failure instanceof ApiClientError && failure.fields.email)
      ? failure.message || 'We could not send the link. Please try again.'
      : undefined;

  return (
    <div className="grid gap-6">
      <div role="status" className={sentTo ? undefined : 'sr-only'}>
        {sentTo ? (
          <div className="flex items-start gap-3 border border-forest/30 bg-forest/5 px-5 py-4 text-forest">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              If an account exists for <strong className="font-medium">{sentTo}</strong>, we’ve sent
              a link to reset its password. It works for one hour; check your spam folder if it has
              not arrived in a few minutes.
            </p>
          </div>
        ) : null}
      </div>
      <Form onSubmit={onSubmit} aria-label="Reset your password" className="grid gap-6">
        <FormField id={`${id}-email`} label="Email" error={error}>
          {(describedBy) => (
            <input
              ref={inputRef}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              className="field-input"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (error) setError(undefined);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        {generalError ? <FormAlert>{generalError}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={request.isPending}>
          <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {request.isPending ? 'Sending…' : sentTo ? 'Send Another Link' : 'Send Reset Link'}
        </Button>
      </Form>
    </div>
  );
}
