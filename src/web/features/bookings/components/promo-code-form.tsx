import Tag from 'lucide-react/icons/tag';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { defineMessages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { Message } from '#web/components/ui/message.tsx';
import { getQuote } from '#web/features/bookings/api/get-quote.ts';
import { getReservationQuote } from '#web/features/bookings/api/get-reservation-quote.ts';
import { isReservationDraft, type StayDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  required: { id: 'booking.promoCode.required', defaultMessage: 'Enter the code you were given' },
  failed: {
    id: 'booking.promoCode.failed',
    defaultMessage: 'We could not check this code. Please try again.',
  },
  applied: {
    id: 'booking.promoCode.applied',
    defaultMessage: 'Promo code <strong>{code}</strong> applied',
  },
  remove: {
    id: 'booking.promoCode.remove',
    description: 'Takes the applied code off; the hidden part is for screen readers.',
    defaultMessage: 'Remove<hidden> the promo code</hidden>',
  },
  label: { id: 'booking.promoCode.label', defaultMessage: 'Promo code' },
  apply: { id: 'booking.promoCode.apply', defaultMessage: 'Apply' },
  checking: { id: 'booking.promoCode.checking', defaultMessage: 'Checking…' },
});

/** A message's `<hidden>` part: for screen readers only. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** The applied code, in the line that says so. */
const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

interface PromoCodeFormProps {
  /** One suite's stay, or a set of suites'. */
  draft: StayDraft;
  /** The code the price already includes, if any. */
  applied: string | null;
  onChange: (code: string | undefined) => void;
}

/**
 * A promo code for the stay: the server checks it against this stay and prices it, and only a
 * code it accepts is applied; its reason for refusing one (ended, another suite, used up…)
 * shows under the field. An applied code can be taken off again.
 */
export function PromoCodeForm({ draft, applied, onChange }: PromoCodeFormProps) {
  const form = useSchemaForm(
    (values: { promoCode: string }) => ({
      promoCode: values.promoCode.trim() === '' ? t(messages.required) : undefined,
    }),
    {
      initialValues: { promoCode: '' },
      onSubmit: async ({ promoCode }, { setValues }) => {
        const code = promoCode.trim();
        const priced = isReservationDraft(draft)
          ? await getReservationQuote({ ...draft, promoCode: code })
          : await getQuote({ ...draft, promoCode: code });
        setValues({ promoCode: '' });
        onChange(priced.promoCode ?? undefined);
        return priced;
      },
      failureMessage: t(messages.failed),
    },
  );
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 border border-forest/30 bg-forest/5 px-4 py-3 text-sm text-forest">
        <span className="flex items-center gap-2">
          <Tag aria-hidden="true" className="size-4" strokeWidth={1.5} />
          <Message of={messages.applied} values={{ code: applied, strong }} />
        </span>
        <Button variant="quiet" onClick={() => onChange(undefined)}>
          <X aria-hidden="true" className="size-4" />
          <Message of={messages.remove} values={{ hidden }} />
        </Button>
      </div>
    );
  }
  return (
    <Form {...form.props} aria-label={t(messages.label)} className="flex items-start gap-3">
      <TextField
        form={form}
        name="promoCode"
        label={t(messages.label)}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={40}
        className="min-w-0 flex-1"
      />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="mt-[1.6rem] min-h-12"
        disabled={form.pending}
      >
        {t(form.pending ? messages.checking : messages.apply)}
      </Button>
      {form.formError ? <p className="sr-only">{form.formError}</p> : null}
    </Form>
  );
}
