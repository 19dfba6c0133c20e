import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADULTS, CHILDREN } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { type StayDateErrors, todayIsoDate, validateStayDates } from '../lib/stay-dates.ts';

function range(min: number, max: number) {
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** A count from the URL, kept inside the select's options (the home card allows up to 6). */
function countParam(value: string | null, min: number, max: number, fallback: number) {
  const parsed = Number(value);
  if (value === null || !Number.isInteger(parsed)) return fallback;
  return Math.min(max, Math.max(min, parsed));
}

/**
 * The search form: Check In, Check Out, Adult and Children. Its values live in the URL, so a
 * search can be shared and survives a reload; the booking work turns them into a real search.
 */
export function SuiteSearchForm() {
  const [params, setParams] = useSearchParams();
  const id = useId();
  const today = todayIsoDate();
  const [checkIn, setCheckIn] = useState(params.get('checkIn') ?? '');
  const [checkOut, setCheckOut] = useState(params.get('checkOut') ?? '');
  const [adults, setAdults] = useState(countParam(params.get('adults'), ADULTS.min, ADULTS.max, 1));
  const [children, setChildren] = useState(
    countParam(params.get('children'), CHILDREN.min, CHILDREN.max, 0),
  );
  const [errors, setErrors] = useState<StayDateErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStayDates(checkIn, checkOut, today);
    setErrors(found);
    if (found.checkIn || found.checkOut) return;
    setParams({ checkIn, checkOut, adults: String(adults), children: String(children) });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Search suites"
      className="grid gap-5 border border-rule bg-ivory p-6 sm:grid-cols-2 sm:p-8 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-start"
    >
      <FormField id={`${id}-in`} label="Check In" error={errors.checkIn}>
        {(describedBy) => (
          <input
            id={`${id}-in`}
            type="date"
            className="field-input"
            min={today}
            value={checkIn}
            onChange={(event) => setCheckIn(event.target.value)}
            aria-invalid={errors.checkIn ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField id={`${id}-out`} label="Check Out" error={errors.checkOut}>
        {(describedBy) => (
          <input
            id={`${id}-out`}
            type="date"
            className="field-input"
            min={checkIn || today}
            value={checkOut}
            onChange={(event) => setCheckOut(event.target.value)}
            aria-invalid={errors.checkOut ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField id={`${id}-adults`} label="Adult">
        {() => (
          <select
            id={`${id}-adults`}
            className="field-input"
            value={adults}
            onChange={(event) => setAdults(Number(event.target.value))}
          >
            {range(ADULTS.min, ADULTS.max).map((count) => (
              <option key={count} value={count}>
                {count} Adults
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-children`} label="Children">
        {() => (
          <select
            id={`${id}-children`}
            className="field-input"
            value={children}
            onChange={(event) => setChildren(Number(event.target.value))}
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
    </form>
  );
}
