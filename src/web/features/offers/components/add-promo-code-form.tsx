import TicketPlus from 'lucide-react/icons/ticket-plus';
import { useId } from 'react';
import { fieldErrors } from '#shared/field-errors.ts';
import { defineMessages } from '#shared/messages.ts';
import {
  normalCode,
  type PromoCode,
  type PromoCodeInput,
  promoCodeInputSchema,
} from '#shared/promo-codes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/form-field.tsx';
import { StaffPanelForm } from '#web/components/ui/staff-panel.tsx';
import { useAddPromoCode } from '#web/features/offers/api/promo-codes.ts';
import { type SchemaForm, useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';
import { typedNumber } from '#web/lib/typed-number.ts';

/** A suite a code may be limited to. */
export interface SuiteChoice {
  id: string;
  name: string;
  /** False once archived: no longer offered for a new code. */
  active: boolean;
}

type PromoFormValues = {
  code: string;
  percentOff: string;
  validFrom: string;
  validTo: string;
  minNights: string;
  maxUses: string;
  /** Every suite, or only those ticked in `suiteIds`. */
  scope: 'all' | 'some';
  suiteIds: string[];
};

const blankCode = (): PromoFormValues => ({
  code: '',
  percentOff: '',
  validFrom: hotelDay(),
  validTo: '',
  minNights: '',
  maxUses: '',
  scope: 'all',
  suiteIds: [],
});

const messages = defineMessages({
  noSuiteChosen: {
    id: 'offers.addPromoCode.noSuiteChosen',
    defaultMessage: 'Tick at least one suite, or choose every suite',
  },
  chooseFirstDay: {
    id: 'offers.addPromoCode.chooseFirstDay',
    defaultMessage: 'Choose the first day a booking may use it',
  },
  chooseLastDay: {
    id: 'offers.addPromoCode.chooseLastDay',
    defaultMessage: 'Choose the last day a booking may use it',
  },
  failure: {
    id: 'offers.addPromoCode.failure',
    defaultMessage: 'We could not add the promo code. Please try again.',
  },
  formLabel: { id: 'offers.addPromoCode.formLabel', defaultMessage: 'Add a promo code' },
  submit: { id: 'offers.addPromoCode.submit', defaultMessage: 'Add Promo Code' },
  code: { id: 'offers.addPromoCode.code', defaultMessage: 'Code' },
  codeHint: {
    id: 'offers.addPromoCode.codeHint',
    defaultMessage: '3 to 32 letters, digits or dashes; guests may type it in any case',
  },
  percentOff: { id: 'offers.addPromoCode.percentOff', defaultMessage: 'Percent off' },
  percentOffHint: {
    id: 'offers.addPromoCode.percentOffHint',
    defaultMessage: 'Off the subtotal, from 1 to 100',
  },
  maxUses: { id: 'offers.addPromoCode.maxUses', defaultMessage: 'Most uses' },
  maxUsesHint: {
    id: 'offers.addPromoCode.maxUsesHint',
    defaultMessage: 'Bookings in all; leave empty for no limit',
  },
  validFrom: { id: 'offers.addPromoCode.validFrom', defaultMessage: 'Booked from' },
  validFromHint: {
    id: 'offers.addPromoCode.validFromHint',
    defaultMessage: 'The first day a booking may use it',
  },
  validTo: { id: 'offers.addPromoCode.validTo', defaultMessage: 'Booked until' },
  validToHint: { id: 'offers.addPromoCode.validToHint', defaultMessage: 'The last day, included' },
  minNights: { id: 'offers.addPromoCode.minNights', defaultMessage: 'Minimum stay' },
  minNightsHint: {
    id: 'offers.addPromoCode.minNightsHint',
    defaultMessage: 'Nights; leave empty for any stay',
  },
  suites: { id: 'offers.addPromoCode.suites', defaultMessage: 'Suites' },
  everySuite: { id: 'offers.addPromoCode.everySuite', defaultMessage: 'Every suite' },
  onlyTicked: {
    id: 'offers.addPromoCode.onlyTicked',
    defaultMessage: 'Only the suites ticked below',
  },
  suitesFor: { id: 'offers.addPromoCode.suitesFor', defaultMessage: 'Suites the code is for' },
  suitesFailed: {
    id: 'offers.addPromoCode.suitesFailed',
    defaultMessage: 'We could not load the suites.',
  },
  tryAgain: { id: 'offers.addPromoCode.tryAgain', defaultMessage: 'Try again' },
  loadingSuites: { id: 'offers.addPromoCode.loadingSuites', defaultMessage: 'Loading the suites…' },
});

/** What the API takes: numbers as numbers, an empty rule as none, every suite as null. */
function promoInput(values: PromoFormValues) {
  return {
    code: values.code,
    percentOff: typedNumber(values.percentOff),
    validFrom: values.validFrom,
    validTo: values.validTo,
    minNights: typedNumber(values.minNights) ?? null,
    maxUses: typedNumber(values.maxUses) ?? null,
    suiteIds: values.scope === 'all' ? null : values.suiteIds,
  };
}

/** The shared schema's messages, on the form's fields (one suite's message on the suites). */
function promoProblems(values: PromoFormValues) {
  const checked = promoCodeInputSchema.safeParse(promoInput(values));
  const errors = checked.success ? {} : fieldErrors(checked.error.issues);
  const suites = Object.entries(errors).find(([name]) => name.startsWith('suiteIds'))?.[1];
  return {
    ...errors,
    // An empty date is not mistyped: say what to choose, not how to spell it.
    ...(values.validFrom === '' ? { validFrom: t(messages.chooseFirstDay) } : {}),
    ...(values.validTo === '' ? { validTo: t(messages.chooseLastDay) } : {}),
    suiteIds:
      suites ??
      (values.scope === 'some' && values.suiteIds.length === 0
        ? t(messages.noSuiteChosen)
        : undefined),
  };
}

interface AddPromoCodeFormProps {
  /** The hotel's suites; undefined while they load. */
  suites: readonly SuiteChoice[] | undefined;
  suitesFailed: boolean;
  onRetrySuites: () => void;
  onAdded: (code: PromoCode) => void;
}

/**
 * A new promo code: its name, what it takes off, the days it may be booked on, and optionally a
 * minimum stay, some suites and a most number of uses. Checked with the schema the server uses;
 * the server's own refusals (a name already taken) show on their fields.
 */
export function AddPromoCodeForm({
  suites,
  suitesFailed,
  onRetrySuites,
  onAdded,
}: AddPromoCodeFormProps) {
  const add = useAddPromoCode();
  const form = useSchemaForm(promoProblems, {
    initialValues: blankCode(),
    onSubmit: async (values, { setValues }) => {
      // The check has passed: the schema's output is the body.
      const input: PromoCodeInput = promoCodeInputSchema.parse(promoInput(values));
      const saved = await add.mutateAsync(input);
      setValues(blankCode());
      onAdded(saved);
      return saved;
    },
    failureMessage: t(messages.failure),
    clearFailureOnChange: true,
  });

  return (
    <StaffPanelForm
      form={form}
      label={t(messages.formLabel)}
      columns={3}
      submit={{ label: t(messages.submit), icon: TicketPlus }}
    >
      <TextField
        form={form}
        name="code"
        label={t(messages.code)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        hint={t(messages.codeHint)}
        onBlur={() => form.setValue('code', normalCode(form.values.code))}
      />
      <TextField
        form={form}
        name="percentOff"
        label={t(messages.percentOff)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        hint={t(messages.percentOffHint)}
      />
      <TextField
        form={form}
        name="maxUses"
        label={t(messages.maxUses)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        hint={t(messages.maxUsesHint)}
      />
      <TextField
        form={form}
        name="validFrom"
        label={t(messages.validFrom)}
        type="date"
        hint={t(messages.validFromHint)}
      />
      <TextField
        form={form}
        name="validTo"
        label={t(messages.validTo)}
        type="date"
        hint={t(messages.validToHint)}
      />
      <TextField
        form={form}
        name="minNights"
        label={t(messages.minNights)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        hint={t(messages.minNightsHint)}
      />
      <SuiteScope
        form={form}
        suites={suites}
        suitesFailed={suitesFailed}
        onRetrySuites={onRetrySuites}
      />
    </StaffPanelForm>
  );
}

/** Every suite, or only those ticked: the suites the code is for. */
function SuiteScope({
  form,
  suites,
  suitesFailed,
  onRetrySuites,
}: {
  form: SchemaForm<PromoFormValues>;
  suites: readonly SuiteChoice[] | undefined;
  suitesFailed: boolean;
  onRetrySuites: () => void;
}) {
  const id = useId();
  const error = form.errors.suiteIds;
  const errorId = `${id}-error`;
  const { scope, suiteIds } = form.values;
  const offered = suites?.filter((suite) => suite.active || suiteIds.includes(suite.id));
  const radio = 'size-4 shrink-0 cursor-pointer accent-forest';
  return (
    <fieldset
      className="grid gap-3 sm:col-span-2 lg:col-span-3"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 text-xs font-medium uppercase tracking-[0.16em] text-ink">
        {t(messages.suites)}
      </legend>
      <label className="flex min-h-10 cursor-pointer items-center gap-3 text-ink">
        <input
          type="radio"
          name={`${id}-scope`}
          className={radio}
          checked={scope === 'all'}
          onChange={() => form.setValue('scope', 'all')}
        />
        {t(messages.everySuite)}
      </label>
      <label className="flex min-h-10 cursor-pointer items-center gap-3 text-ink">
        <input
          type="radio"
          name={`${id}-scope`}
          className={radio}
          checked={scope === 'some'}
          aria-invalid={error ? true : undefined}
          onChange={() => form.setValue('scope', 'some')}
        />
        {t(messages.onlyTicked)}
      </label>
      {scope === 'some' ? (
        offered ? (
          <ul
            aria-label={t(messages.suitesFor)}
            className="ml-7 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3"
          >
            {offered.map((suite) => (
              <li key={suite.id}>
                <label className="flex min-h-10 cursor-pointer items-center gap-3 text-sm text-ink">
                  <input
                    type="checkbox"
                    className={radio}
                    checked={suiteIds.includes(suite.id)}
                    onChange={(event) =>
                      form.setValue(
                        'suiteIds',
                        event.target.checked
                          ? [...suiteIds, suite.id]
                          : suiteIds.filter((chosen) => chosen !== suite.id),
                      )
                    }
                  />
                  {suite.name}
                </label>
              </li>
            ))}
          </ul>
        ) : suitesFailed ? (
          <p className="ml-7 flex flex-wrap items-center gap-x-4 text-sm text-danger">
            {t(messages.suitesFailed)}
            <Button variant="quiet" onClick={onRetrySuites}>
              {t(messages.tryAgain)}
            </Button>
          </p>
        ) : (
          <p className="ml-7 text-sm text-ink-muted">{t(messages.loadingSuites)}</p>
        )
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
