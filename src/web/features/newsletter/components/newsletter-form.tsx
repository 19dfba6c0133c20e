import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { newsletterSignupSchema } from '#shared/newsletter.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { useSubscribeToNewsletter } from '#web/features/newsletter/api/subscribe-to-newsletter.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { fieldErrors } from '#shared/field-errors.ts';

/**
 * The newsletter box: one email field and Subscribe. Checked in the browser with the schema the
 * server uses. The server answers alike whether or not the address was already on the list, so
 * the box cannot be used to learn who is.
 */
export default function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeToNewsletter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.reset();
    const checked = newsletterSignupSchema.safeParse({ email });
    if (!checked.success) {
      setError(fieldErrors(checked.error.issues).email ?? 'Enter a valid email address.');
      return;
    }
    setError(undefined);
    subscribe.mutate(checked.data, {
      onSuccess: () => setEmail(''),
      onError: (failure) => {
        if (failure instanceof ApiClientError && failure.fields.email) {
          setError(failure.fields.email);
        }
      },
    });
  };

  const result = subscribe.data;
  const failure = subscribe.error;
  const fieldError = error;
  const generalError =
    failure && !(failure instanceof ApiClientError && failure.fields.email)
      ? failure.message || 'We could not subscribe you. Please try again.'
      : undefined;
  const errorId = fieldError ? `${id}-error` : undefined;

  return (
    <div>
      <Form onSubmit={onSubmit} aria-label="Newsletter" className="w-full">
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Your email address"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={errorId}
            className="field-input min-h-12 flex-1 border-ivory/30 bg-ivory"
          />
          <Button type="submit" variant="brass" disabled={subscribe.isPending} className="shrink-0">
            <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
          </Button>
        </div>
        {fieldError ? (
          <p id={errorId} className="mt-3 text-sm font-medium text-[#f3b7a8]">
            {fieldError}
          </p>
        ) : null}
      </Form>
      <div aria-live="polite" className="mt-3 min-h-6 text-ivory/90">
        {result ? (
          <p className="flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brass-light" />
            {`Thank you! ${result.email} is now subscribed to our seasonal letter.`}
          </p>
        ) : null}
        {generalError ? (
          <p role="alert" className="font-medium text-[#f3b7a8]">
            {generalError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
