import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import * as z from 'zod/mini';
import { PASSWORD_LENGTH, signUpSchema } from '#shared/account.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { PasswordInput } from '#web/components/ui/password-input.tsx';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { fieldErrors } from '#shared/field-errors.ts';

/** The new password follows the sign-up rules. */
const newPasswordSchema = z.pick(signUpSchema, { password: true });

interface ResetPasswordFormProps {
  token: string;
  /** After the change (every session has ended): on to log in. */
  onDone: () => void;
  /** The link turned out to be used or expired. */
  onInvalidLink: () => void;
}

export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const id = useId();
  // PasswordInput takes no ref: reach the field by its id.
  const focusField = () => document.getElementById(`${id}-password`)?.focus();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.reset();
    const checked = z.safeParse(newPasswordSchema, { password });
    if (!checked.success) {
      setError(fieldErrors(checked.error.issues).password);
      focusField();
      return;
    }
    setError(undefined);
    reset.mutate(
      { token, newPassword: checked.data.password },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (!(failure instanceof ApiClientError)) return;
          if (failure.fields.token) onInvalidLink();
          else if (failure.fields.newPassword) {
            setError(failure.fields.newPassword);
            focusField();
          }
        },
      },
    );
  };

  const failure = reset.error;
  const generalError =
    failure &&
    !(failure instanceof ApiClientError && (failure.fields.token || failure.fields.newPassword))
      ? failure.message || 'We could not change your password. Please try again.'
      : undefined;

  return (
    <Form onSubmit={onSubmit} aria-label="Choose a new password" className="grid gap-6">
      <FormField
        id={`${id}-password`}
        label="New password"
        hint={`At least ${PASSWORD_LENGTH.min} characters.`}
        error={error}
      >
        {(describedBy) => (
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (error) setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      {generalError ? <FormAlert>{generalError}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={reset.isPending || reset.isSuccess}>
        <KeyRound aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {reset.isPending || reset.isSuccess ? 'Saving…' : 'Set New Password'}
      </Button>
    </Form>
  );
}
