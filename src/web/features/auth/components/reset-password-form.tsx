import KeyRound from 'lucide-react/icons/key-round';
import * as z from 'zod/mini';
import { signUpSchema } from '#shared/account.ts';
import { PASSWORD_LENGTH } from '#shared/field-limits.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { PasswordField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import { authMessages } from '#web/features/auth/lib/auth-messages.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  failure: {
    id: 'auth.resetPasswordForm.failure',
    defaultMessage: 'We could not change your password. Please try again.',
  },
  label: { id: 'auth.resetPasswordForm.label', defaultMessage: 'Choose a new password' },
  newPassword: { id: 'auth.resetPasswordForm.newPassword', defaultMessage: 'New password' },
  submit: { id: 'auth.resetPasswordForm.submit', defaultMessage: 'Set New Password' },
});

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
  const reset = useResetPassword();
  const form = useSchemaForm(newPasswordSchema, {
    initialValues: { password: '' },
    onSubmit: async ({ password }) => {
      try {
        await reset.mutateAsync({ token, newPassword: password });
      } catch (failure) {
        if (failure instanceof ApiClientError && failure.fields.token) return onInvalidLink();
        throw failure;
      }
      onDone();
    },
    serverFields: { newPassword: 'password' },
    failureMessage: t(messages.failure),
  });
  const busy = form.pending || reset.isSuccess;

  return (
    <Form {...form.props} aria-label={t(messages.label)} className="grid gap-6">
      <PasswordField
        form={form}
        name="password"
        label={t(messages.newPassword)}
        hint={t(authMessages.passwordHint, { min: PASSWORD_LENGTH.min })}
        autoComplete="new-password"
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={busy}>
        <KeyRound aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t(busy ? commonMessages.saving : messages.submit)}
      </Button>
    </Form>
  );
}
