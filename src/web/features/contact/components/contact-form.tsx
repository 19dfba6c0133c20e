import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { CONTACT_MESSAGE_MAX, contactMessageInputSchema } from '#shared/contact.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { useSendContactMessage } from '#web/features/contact/api/send-contact-message.ts';
import { ApiClientError } from '#web/lib/api-client-error.ts';
import { fieldErrors } from '#shared/field-errors.ts';

type Field = 'name' | 'email' | 'message';
const emptyForm: Record<Field, string> = { name: '', email: '', message: '' };

/**
 * Name, Email and Message (never a password: the spec's contact form had one by mistake). Each
 * message sits under its own field; the server checks again with the same schema.
 */
export function ContactForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string>();
  const send = useSendContactMessage();

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
    setSentTo(undefined);
    send.reset();
    const checked = contactMessageInputSchema.safeParse(values);
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues));
      focusFirstError();
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: () => {
        setSentTo(checked.data.name);
        setValues(emptyForm);
      },
      onError: (failure) => {
        if (failure instanceof ApiClientError && Object.keys(failure.fields).length > 0) {
          setErrors(failure.fields);
          focusFirstError();
        }
      },
    });
  };

  const failure = send.error;
  const generalError =
    failure && !(failure instanceof ApiClientError && Object.keys(failure.fields).length > 0)
      ? failure.message || 'We could not send your message. Please try again.'
      : undefined;

  return (
    <Form ref={formRef} onSubmit={onSubmit} aria-label="Contact us" className="grid gap-6">
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Name" error={errors.name}>
          {(describedBy) => (
            <input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              className="field-input"
              value={values.name}
              onChange={(event) => update('name')(event.target.value)}
              aria-invalid={errors.name ? true : undefined}
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
              className="field-input"
              value={values.email}
              onChange={(event) => update('email')(event.target.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-message`} label="Message" error={errors.message}>
        {(describedBy) => (
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            className="field-input min-h-40 resize-y leading-relaxed"
            value={values.message}
            onChange={(event) => update('message')(event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">We reply within the day, usually within hours.</p>
        <Button type="submit" disabled={send.isPending} className="shrink-0">
          <Send aria-hidden="true" className="size-4" strokeWidth={1.5} />
          {send.isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
      <div aria-live="polite">
        {sentTo ? (
          <p className="flex items-start gap-3 border border-forest/30 bg-forest/5 px-5 py-4 text-forest">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              Thank you, {sentTo}. Your message has reached our reception and we will write back
              within the day.
            </span>
          </p>
        ) : null}
      </div>
      {generalError ? (
        <p
          role="alert"
          className="flex items-start gap-3 border border-danger/40 bg-danger/5 px-5 py-4 text-danger"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{generalError}</span>
        </p>
      ) : null}
    </Form>
  );
}
