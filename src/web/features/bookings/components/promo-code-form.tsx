import Tag from 'lucide-react/icons/tag';
import X from 'lucide-react/icons/x';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { getQuote } from '#web/features/bookings/api/get-quote.ts';
import { getReservationQuote } from '#web/features/bookings/api/get-reservation-quote.ts';
import { isReservationDraft, type StayDraft } from '#web/features/bookings/lib/booking-draft.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';

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
      promoCode: values.promoCode.trim() === '' ? 'Enter the code you were given' : undefined,
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
      failureMessage: 'We could not check this code. Please try again.',
    },
  );
  if (applied) {
    return (
      <div className="flex items-center justify-between gap-3 border border-forest/30 bg-forest/5 px-4 py-3 text-sm text-forest">
        <span className="flex items-center gap-2">
          <Tag aria-hidden="true" className="size-4" strokeWidth={1.5} />
          Promo code <strong>{applied}</strong> applied
        </span>
        <Button variant="quiet" onClick={() => onChange(undefined)}>
          <X aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> the promo code</span>
        </Button>
      </div>
    );
  }
  return (
    <Form {...form.props} aria-label="Promo code" className="flex items-start gap-3">
      <TextField
        form={form}
        name="promoCode"
        label="Promo code"
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
        {form.pending ? 'Checking…' : 'Apply'}
      </Button>
      {form.formError ? <p className="sr-only">{form.formError}</p> : null}
    </Form>
  );
}
