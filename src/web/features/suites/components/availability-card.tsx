import { type FormEvent, useId, useState } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { PERSONS } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { type StayDateErrors, validateStayDates } from '#web/features/suites/lib/stay-dates.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';

const personOptions = Array.from(
  { length: PERSONS.max - PERSONS.min + 1 },
  (_, index) => PERSONS.min + index,
);

/** The home page's 'Check Availability' card: checks the dates, then opens the suite search. */
export function AvailabilityCard() {
  const navigate = useNavigate();
  const id = useId();
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [person, setPerson] = useState(String(PERSONS.default));
  const [errors, setErrors] = useState<StayDateErrors>({});
  const today = hotelDay();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateStayDates(checkIn, checkOut, today);
    setErrors(found);
    if (found.checkIn || found.checkOut) return;
    navigate({
      pathname: paths.allSuites,
      search: `?${createSearchParams({ checkIn, checkOut, adults: person, children: '0' })}`,
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="border border-rule bg-ivory p-6 shadow-[0_30px_60px_-35px_rgb(21_42_32/0.6)] sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-3xl text-forest">
        Check Availability
      </h2>
      <Form onSubmit={onSubmit} className="mt-6 grid gap-5">
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
        <FormField id={`${id}-person`} label="Person">
          {(describedBy) => (
            <select
              id={`${id}-person`}
              className="field-input"
              value={person}
              onChange={(event) => setPerson(event.target.value)}
              aria-describedby={describedBy}
            >
              {personOptions.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button type="submit" className="mt-1 w-full">
          Check Available
        </Button>
      </Form>
    </section>
  );
}
