import CircleCheck from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { EMAIL_MAX_LENGTH } from '#shared/field-limits.ts';
import { defineMessages } from '#shared/messages.ts';
import { newsletterSignupSchema } from '#shared/newsletter.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { useSubscribeToNewsletter } from '#web/features/newsletter/api/subscribe-to-newsletter.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  formLabel: { id: 'newsletter.form.label', defaultMessage: 'Newsletter' },
  email: { id: 'newsletter.form.email', defaultMessage: 'Email address' },
  placeholder: { id: 'newsletter.form.placeholder', defaultMessage: 'Your email address' },
  subscribing: { id: 'newsletter.form.subscribing', defaultMessage: 'Subscribing…' },
  subscribe: { id: 'newsletter.form.subscribe', defaultMessage: 'Subscribe' },
  subscribed: {
    id: 'newsletter.form.subscribed',
    defaultMessage: 'Thank you! {email} is now subscribed to our seasonal letter.',
  },
  failed: {
    id: 'newsletter.form.failed',
    defaultMessage: 'We could not subscribe you. Please try again.',
  },
});

/**
 * The newsletter box: one email field and Subscribe. Checked in the browser with the schema the
 * server uses. The server answers alike whether or not the address was already on the list, so
 * the box cannot be used to learn who is.
 */
export default function NewsletterForm() {
  const subscribe = useSubscribeToNewsletter();
  const form = useSchemaForm(newsletterSignupSchema, {
    initialValues: { email: '' },
    onSubmit: async (signup, { setValues }) => {
      const result = await subscribe.mutateAsync(signup);
      setValues({ email: '' });
      return result;
    },
    failureMessage: t(messages.failed),
  });
  // The field and its button share one row, on the dark band: laid out here, wired by the form.
  const { error, ...email } = form.field('email');
  const errorId = error ? `${email.id}-error` : undefined;

  return (
    <div>
      <Form {...form.props} aria-label={t(messages.formLabel)} className="w-full">
        <label htmlFor={email.id} className="sr-only">
          {t(messages.email)}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            {...email}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder={t(messages.placeholder)}
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className="field-input min-h-12 flex-1 border-ivory/30 bg-ivory"
          />
          <Button type="submit" variant="brass" disabled={form.pending} className="shrink-0">
            <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {form.pending ? t(messages.subscribing) : t(messages.subscribe)}
          </Button>
        </div>
        {error ? (
          <p id={errorId} className="mt-3 text-sm font-medium text-[#f3b7a8]">
            {error}
          </p>
        ) : null}
      </Form>
      <div aria-live="polite" className="mt-3 min-h-6 text-ivory/90">
        {form.result ? (
          <p className="flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-light" />
            {t(messages.subscribed, { email: form.result.email })}
          </p>
        ) : null}
        {form.formError ? (
          <p role="alert" className="font-medium text-[#f3b7a8]">
            {form.formError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
