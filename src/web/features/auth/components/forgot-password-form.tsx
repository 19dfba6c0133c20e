import MailCheck from 'lucide-react/icons/mail-check';
import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import * as z from 'zod/mini';
import { logInSchema } from '#shared/account.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { EmailField } from '#web/components/ui/form-field.tsx';
import { FormAlert } from '#web/components/ui/form-message.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { useRequestPasswordReset } from '#web/features/auth/api/request-password-reset.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  failure: {
    id: 'auth.forgotPasswordForm.failure',
    defaultMessage: 'We could not send the link. Please try again.',
  },
  sent: {
    id: 'auth.forgotPasswordForm.sent',
    defaultMessage:
      'If an account exists for <strong>{email}</strong>, we’ve sent a link to reset its password. It works for one hour; check your spam folder if it has not arrived in a few minutes.',
  },
  label: { id: 'auth.forgotPasswordForm.label', defaultMessage: 'Reset your password' },
  sendAnother: { id: 'auth.forgotPasswordForm.sendAnother', defaultMessage: 'Send Another Link' },
  send: { id: 'auth.forgotPasswordForm.send', defaultMessage: 'Send Reset Link' },
});

const emailSchema = z.pick(logInSchema, { email: true });

/**
 * Asks for a reset link. The answer never says whether the address has an account: the server
 * answers the same for both, and so does this screen.
 */
export function ForgotPasswordForm() {
  // Kept through a later attempt: the link already sent still works.
  const [sentTo, setSentTo] = useState<string>();
  const request = useRequestPasswordReset();
  const form = useSchemaForm(emailSchema, {
    initialValues: { email: '' },
    onSubmit: async ({ email }) => {
      await request.mutateAsync(email);
      setSentTo(email);
    },
    failureMessage: t(messages.failure),
  });

  return (
    <div className="grid gap-6">
      <div role="status" className={sentTo ? undefined : 'sr-only'}>
        {sentTo ? (
          <div className="flex items-start gap-3 border border-forest/30 bg-forest/5 px-5 py-4 text-forest">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              <Message
                of={messages.sent}
                values={{
                  email: sentTo,
                  strong: (chunks) => <strong className="font-medium">{chunks}</strong>,
                }}
              />
            </p>
          </div>
        ) : null}
      </div>
      <Form {...form.props} aria-label={t(messages.label)} className="grid gap-6">
        <EmailField form={form} name="email" label={t(commonMessages.email)} />
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <Button type="submit" className="w-full" disabled={form.pending}>
          <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {form.pending
            ? t(commonMessages.sending)
            : t(sentTo ? messages.sendAnother : messages.send)}
        </Button>
      </Form>
    </div>
  );
}
