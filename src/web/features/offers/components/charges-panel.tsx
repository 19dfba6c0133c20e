import Save from 'lucide-react/icons/save';
import { useState } from 'react';
import { CHARGE_PERCENT, type Charges, chargesSchema } from '#shared/charges.ts';
import { fieldErrors } from '#shared/field-errors.ts';
import { defineMessages } from '#shared/messages.ts';
import { chargeLabels } from '#shared/price-lines.ts';
import { TextField } from '#web/components/ui/form-field.tsx';
import { StaffPanel, StaffPanelForm } from '#web/components/ui/staff-panel.tsx';
import { useCharges, useSetCharges } from '#web/features/offers/api/charges.ts';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';
import { asciiDigits } from '#web/lib/typed-number.ts';

const messages = defineMessages({
  saved: {
    id: 'offers.charges.saved',
    defaultMessage:
      'New quotes now charge {serviceCharge}, {vat} and {tax}. Bookings already made keep the rates they were sold at.',
    description: 'Each argument is a charge with its rate, as the reservation summary labels it.',
  },
  noun: { id: 'offers.charges.noun', defaultMessage: 'charges' },
  inForce: { id: 'offers.charges.inForce', defaultMessage: 'In force for new quotes' },
  inForceLabel: { id: 'offers.charges.inForceLabel', defaultMessage: 'Charges in force' },
  failure: {
    id: 'offers.charges.failure',
    defaultMessage: 'We could not change the charges. Please try again.',
  },
  hint: {
    id: 'offers.charges.hint',
    defaultMessage: 'From {min, number} to {max, number}, e.g. 7.5',
  },
  formLabel: { id: 'offers.charges.formLabel', defaultMessage: 'Change the charges' },
  submit: { id: 'offers.charges.submit', defaultMessage: 'Save Charges' },
  serviceCharge: { id: 'offers.charges.serviceCharge', defaultMessage: 'Services Charge (%)' },
  vat: { id: 'offers.charges.vat', defaultMessage: 'VAT (%)' },
  tax: { id: 'offers.charges.tax', defaultMessage: 'TAX (%)' },
});

type ChargesFormValues = Record<keyof Charges, string>;

/** A percentage typed as text, as the JSON body wants it ("7.5" → 7.5); else left for the schema. */
function typedPercent(text: string): number | string | undefined {
  const trimmed = asciiDigits(text.trim());
  if (trimmed === '') return undefined;
  return /^\d{1,3}(?:\.\d{1,6})?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function chargesInput(values: ChargesFormValues) {
  return {
    serviceChargePercent: typedPercent(values.serviceChargePercent),
    vatPercent: typedPercent(values.vatPercent),
    taxPercent: typedPercent(values.taxPercent),
  };
}

/** The shared schema's messages, on the form's fields. */
function chargesProblems(values: ChargesFormValues) {
  const checked = chargesSchema.safeParse(chargesInput(values));
  return checked.success ? {} : fieldErrors(checked.error.issues);
}

/** "New quotes now charge Services Charge (12%), VAT(7.5%) and TAX(5%). …" */
function savedStatus(charges: Charges): string {
  return t(messages.saved, chargeLabels(charges));
}

/**
 * The hotel's charges on a stay (service charge, VAT, tax) as the reservation summary labels
 * them, and the form that changes them. A change applies to quotes made from then on; bookings
 * already made keep the rates they were sold at.
 */
export function ChargesPanel() {
  const charges = useCharges();
  const [status, setStatus] = useState<string>();

  return (
    <StaffPanel
      query={charges}
      noun={t(messages.noun)}
      placeholder={{ height: 'h-48' }}
      status={status}
      form={
        charges.data ? (
          <ChargesForm charges={charges.data} onSaved={(saved) => setStatus(savedStatus(saved))} />
        ) : undefined
      }
    >
      {(current) => (
        <div className="border border-rule bg-ivory px-4 py-4 sm:px-5">
          <p className="text-sm text-ink-muted">{t(messages.inForce)}</p>
          <ul
            aria-label={t(messages.inForceLabel)}
            className="mt-1 flex flex-wrap gap-x-6 gap-y-1 font-display text-xl text-forest"
          >
            {Object.entries(chargeLabels(current)).map(([key, label]) => (
              <li key={key}>{label}</li>
            ))}
          </ul>
        </div>
      )}
    </StaffPanel>
  );
}

interface ChargesFormProps {
  /** The charges in force, the form's starting values. */
  charges: Charges;
  onSaved: (saved: Charges) => void;
}

function ChargesForm({ charges, onSaved }: ChargesFormProps) {
  const save = useSetCharges();
  const form = useSchemaForm(chargesProblems, {
    initialValues: {
      serviceChargePercent: String(charges.serviceChargePercent),
      vatPercent: String(charges.vatPercent),
      taxPercent: String(charges.taxPercent),
    },
    onSubmit: async (values) => {
      // The check has passed: the schema's output is the body.
      const saved = await save.mutateAsync(chargesSchema.parse(chargesInput(values)));
      onSaved(saved);
      return saved;
    },
    failureMessage: t(messages.failure),
    clearFailureOnChange: true,
  });
  const field = { form, inputMode: 'decimal', autoComplete: 'off', maxLength: 6 } as const;
  const hint = t(messages.hint, { min: CHARGE_PERCENT.min, max: CHARGE_PERCENT.max });

  return (
    <StaffPanelForm
      form={form}
      label={t(messages.formLabel)}
      columns={3}
      submit={{ label: t(messages.submit), icon: Save }}
    >
      <TextField
        {...field}
        name="serviceChargePercent"
        label={t(messages.serviceCharge)}
        hint={hint}
      />
      <TextField {...field} name="vatPercent" label={t(messages.vat)} hint={hint} />
      <TextField {...field} name="taxPercent" label={t(messages.tax)} hint={hint} />
    </StaffPanelForm>
  );
}
