import Search from 'lucide-react/icons/search';
import type { ReactNode, Ref } from 'react';
import { ADULTS, CHILDREN } from '#shared/constants.ts';
import { defineMessages } from '#shared/messages.ts';
import { addDays, isCalendarDate, type Stay, stayProblems } from '#shared/stay.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { stayFieldMessages } from '#web/features/bookings/lib/stay-field-messages.ts';
import { type SchemaForm, useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  formLabel: { id: 'booking.staySearch.formLabel', defaultMessage: 'Search suites' },
  search: { id: 'booking.staySearch.search', defaultMessage: 'Search' },
});

type StayErrors = Partial<Record<keyof Stay, string>>;

function range(min: number, max: number) {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

interface StaySearchFormProps {
  /** The search the page shows (from its URL); the form starts from it. */
  initial: Partial<Stay>;
  /** Messages found outside the form: a URL that breaks a rule, or the server's answer. */
  errors?: StayErrors;
  /** Today at the hotel: the first date a stay can start. */
  today: string;
  onSearch: (stay: Stay) => void;
  /** The Check In input, for a page that needs to bring the guest back to the dates. */
  checkInRef?: Ref<HTMLInputElement>;
  /** A note above the fields, e.g. "choose your dates first". */
  notice?: ReactNode;
}

/**
 * Check In, Check Out, Adult and Children of a stay form: past dates cannot be picked, nor a
 * check-out before the day after check-in.
 */
export function StayFields({
  form,
  today,
  checkInRef,
}: {
  form: SchemaForm<Stay>;
  today: string;
  checkInRef?: Ref<HTMLInputElement>;
}) {
  const { checkIn } = form.values;
  const checkOutMin =
    isCalendarDate(checkIn) && checkIn >= today ? addDays(checkIn, 1) : addDays(today, 1);
  return (
    <>
      <TextField
        form={form}
        name="checkIn"
        label={t(stayFieldMessages.checkIn)}
        type="date"
        min={today}
        ref={checkInRef}
      />
      <TextField
        form={form}
        name="checkOut"
        label={t(stayFieldMessages.checkOut)}
        type="date"
        min={checkOutMin}
      />
      <SelectField form={form} name="adults" label={t(stayFieldMessages.adult)}>
        {range(ADULTS.min, ADULTS.max).map((count) => (
          <option key={count} value={count}>
            {t(stayFieldMessages.adultsOption, { count })}
          </option>
        ))}
      </SelectField>
      <SelectField form={form} name="children" label={t(stayFieldMessages.children)}>
        {range(CHILDREN.min, CHILDREN.max).map((count) => (
          <option key={count} value={count}>
            {t(stayFieldMessages.childrenOption, { count })}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/**
 * Check In, Check Out, Adult and Children, checked with the same rules and messages as the
 * server; each message sits under its field. Past dates cannot be picked.
 */
export function StaySearchForm({
  initial,
  errors = {},
  today,
  onSearch,
  checkInRef,
  notice,
}: StaySearchFormProps) {
  const form = useSchemaForm((stay: Stay) => stayProblems(stay, { today }), {
    initialValues: {
      checkIn: initial.checkIn ?? '',
      checkOut: initial.checkOut ?? '',
      adults: initial.adults ?? ADULTS.min,
      children: initial.children ?? CHILDREN.min,
    },
    initialErrors: errors,
    onSubmit: async (stay) => onSearch(stay),
  });
  return (
    <Form
      {...form.props}
      aria-label={t(messages.formLabel)}
      className="border border-rule bg-ivory p-6 sm:p-8"
    >
      {notice}
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-start">
        <StayFields form={form} today={today} checkInRef={checkInRef} />
        <Button type="submit" className="sm:col-span-2 lg:col-span-1 lg:mt-[1.6rem]">
          <Search aria-hidden="true" className="size-4" />
          {t(messages.search)}
        </Button>
      </div>
    </Form>
  );
}
