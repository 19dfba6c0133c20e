import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { ADULTS, CHILDREN } from '#shared/constants.ts';
import { addDays, isCalendarDate, type Stay, stayProblems } from '#shared/stay.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';

export type StayErrors = Partial<Record<keyof Stay, string>>;

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
 * Check In, Check Out, Adult and Children, checked with the same rules and messages as the
 * server; each message sits under its field. Past dates cannot be picked.
 */
export function StaySearchForm({
  initial,
  errors: outsideErrors = {},
  today,
  onSearch,
  checkInRef,
  notice,
}: StaySearchFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [checkIn, setCheckIn] = useState(initial.checkIn ?? '');
  const [checkOut, setCheckOut] = useState(initial.checkOut ?? '');
  const [adults, setAdults] = useState(initial.adults ?? ADULTS.min);
  const [children, setChildren] = useState(initial.children ?? CHILDREN.min);
  const [errors, setErrors] = useState<StayErrors>(outsideErrors);

  const clear = (field: keyof Stay) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stay = { checkIn, checkOut, adults, children };
    const problems = stayProblems(stay, { today });
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSearch(stay);
  };

  const checkOutMin =
    isCalendarDate(checkIn) && checkIn >= today ? addDays(checkIn, 1) : addDays(today, 1);

  return (
    <Form
      ref={formRef}
      onSubmit={onSubmit}
      aria-label="Search suites"
      className="border border-rule bg-ivory p-6 sm:p-8"
    >
      {notice}
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-start">
        <FormField id={`${id}-in`} label="Check In" error={errors.checkIn}>
          {(describedBy) => (
            <input
              ref={checkInRef}
              id={`${id}-in`}
              name="checkIn"
              type="date"
              className="field-input"
              min={today}
              value={checkIn}
              onChange={(event) => {
                setCheckIn(event.target.value);
                clear('checkIn');
              }}
              aria-invalid={errors.checkIn ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id={`${id}-out`} label="Check Out" error={errors.checkOut}>
          {(describedBy) => (
            <input
              id={`${id}-out`}
              name="checkOut"
              type="date"
              className="field-input"
              min={checkOutMin}
              value={checkOut}
              onChange={(event) => {
                setCheckOut(event.target.value);
                clear('checkOut');
              }}
              aria-invalid={errors.checkOut ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id={`${id}-adults`} label="Adult" error={errors.adults}>
          {(describedBy) => (
            <select
              id={`${id}-adults`}
              name="adults"
              className="field-input"
              value={adults}
              onChange={(event) => {
                setAdults(Number(event.target.value));
                clear('adults');
              }}
              aria-invalid={errors.adults ? true : undefined}
              aria-describedby={describedBy}
            >
              {range(ADULTS.min, ADULTS.max).map((count) => (
                <option key={count} value={count}>
                  {count} Adults
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-children`} label="Children" error={errors.children}>
          {(describedBy) => (
            <select
              id={`${id}-children`}
              name="children"
              className="field-input"
              value={children}
              onChange={(event) => {
                setChildren(Number(event.target.value));
                clear('children');
              }}
              aria-invalid={errors.children ? true : undefined}
              aria-describedby={describedBy}
            >
              {range(CHILDREN.min, CHILDREN.max).map((count) => (
                <option key={count} value={count}>
                  {count} Children
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="submit" className="sm:col-span-2 lg:col-span-1 lg:mt-[1.6rem]">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </div>
    </Form>
  );
}
