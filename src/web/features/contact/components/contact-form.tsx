import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import Send from 'lucide-react/icons/send';
import {
  CONTACT_HONEYPOT,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  contactMessageInputSchema,
} from '#shared/contact.ts';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { EmailField, TextAreaField, TextField } from '#web/components/ui/form-field.tsx';
import { useSendContactMessage } from '#web/features/contact/api/send-contact-message.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  formLabel: { id: 'contact.form.label', defaultMessage: 'Contact us' },
  name: { id: 'contact.form.name', defaultMessage: 'Name' },
  email: { id: 'contact.form.email', defaultMessage: 'Email' },
  message: { id: 'contact.form.message', defaultMessage: 'Message' },
  honeypot: { id: 'contact.form.honeypot', defaultMessage: 'Leave this field empty' },
  replyTime: {
    id: 'contact.form.replyTime',
    defaultMessage: 'We reply within the day, usually within hours.',
  },
  sending: { id: 'contact.form.sending', defaultMessage: 'Sending…' },
  send: { id: 'contact.form.send', defaultMessage: 'Send Message' },
  sent: {
    id: 'contact.form.sent',
    defaultMessage:
      'Thank you, {name}. Your message has reached our reception and we will write back within the day.',
  },
  failed: {
    id: 'contact.form.failed',
    defaultMessage: 'We could not send your message. Please try again.',
  },
});

const emptyForm = { name: '', email: '', message: '', [CONTACT_HONEYPOT]: '' };

/**
 * Name, Email and Message (never a password: the spec's contact form had one by mistake). Each
 * message sits under its own field; the server checks again with the same schema.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const form = useSchemaForm(contactMessageInputSchema, {
    initialValues: emptyForm,
    onSubmit: async (message, { setValues }) => {
      await send.mutateAsync(message);
      setValues(emptyForm);
      return message.name;
    },
    failureMessage: t(messages.failed),
  });
  const sentTo = form.result;
  const honeypot = form.field(CONTACT_HONEYPOT);

  return (
    <Form {...form.props} aria-label={t(messages.formLabel)} className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          form={form}
          name="name"
          label={t(messages.name)}
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX}
        />
        <EmailField form={form} name="email" label={t(messages.email)} />
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from screen readers, so only
          bots that fill every input fill it (the server then stores nothing). */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={honeypot.id}>{t(messages.honeypot)}</label>
        <input
          id={honeypot.id}
          name={honeypot.name}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot.value}
          onChange={honeypot.onChange}
        />
      </div>
      <TextAreaField
        form={form}
        name="message"
        label={t(messages.message)}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        controlClassName="field-input min-h-40 resize-y leading-relaxed"
      />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{t(messages.replyTime)}</p>
        <Button type="submit" disabled={form.pending} className="shrink-0">
          <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {form.pending ? t(messages.sending) : t(messages.send)}
        </Button>
      </div>
      <div aria-live="polite">
        {sentTo ? (
          <p className="flex items-start gap-3 border border-forest/30 bg-forest/5 px-5 py-4 text-forest">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>{t(messages.sent, { name: sentTo })}</span>
          </p>
        ) : null}
      </div>
      {form.formError ? (
        <p
          role="alert"
          className="flex items-start gap-3 border border-danger/40 bg-danger/5 px-5 py-4 text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{form.formError}</span>
        </p>
      ) : null}
    </Form>
  );
}
