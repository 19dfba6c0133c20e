import CircleCheck from 'lucide-react/icons/circle-check';
import Send from 'lucide-react/icons/send';
import { EMAIL_MAX_LENGTH } from '#shared/field-limits.ts';
import { newsletterSignupSchema } from '#shared/newsletter.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { useSubscribeToNewsletter } from '#web/features/newsletter/api/subscribe-to-newsletter.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';

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
    failureMessage: 'We could not subscribe you. Please try again.',
  });
  // The field and its button share one row, on the dark band: laid out here, wired by the form.
  const { error, ...email } = form.field('email');
  const errorId = error ? `${email.id}-error` : undefined;

  return (
    <div>
      <Form {...form.props} aria-label="Newsletter" className="w-full">
        <label htmlFor={email.id} className="sr-only">
          Email address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            {...email}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            placeholder="Your email address"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            className="field-input min-h-12 flex-1 border-ivory/30 bg-ivory"
          />
          <Button type="submit" variant="brass" disabled={form.pending} className="shrink-0">
            <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {form.pending ? 'Subscribing…' : 'Subscribe'}
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
            {`Thank you! ${form.result.email} is now subscribed to our seasonal letter.`}
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
