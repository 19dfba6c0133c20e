import { useId } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { PERSONS } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';
import { STAY_MESSAGES, stayProblems } from '#shared/stay.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';

const personOptions = Array.from(
  { length: PERSONS.max - PERSONS.min + 1 },
  (_, index) => PERSONS.min + index,
);

/**
 * The card words four of the stay rules its own way (the search page uses the spec's wording);
 * the rules themselves are the server's (decision 006).
 */
const cardWording: Record<string, string> = {
  [STAY_MESSAGES.checkInRequired]: 'Choose a check-in date.',
  [STAY_MESSAGES.checkOutRequired]: 'Choose a check-out date.',
  [STAY_MESSAGES.checkInPast]: 'Check-in must be today or later.',
  [STAY_MESSAGES.checkOutOrder]: 'Check-out must be after check-in.',
};

interface CardValues {
  checkIn: string;
  checkOut: string;
  person: string;
}

/** The dates' problems in the card's words; the party is checked by the search it opens. */
function dateProblems({ checkIn, checkOut }: CardValues, today: string) {
  const found = stayProblems({ checkIn, checkOut }, { today });
  const say = (message: string | undefined) => message && (cardWording[message] ?? message);
  return { checkIn: say(found.checkIn), checkOut: say(found.checkOut) };
}

/** The home page's 'Check Availability' card: checks the dates, then opens the suite search. */
export function AvailabilityCard() {
  const navigate = useNavigate();
  const id = useId();
  const today = hotelDay();
  const form = useSchemaForm((values: CardValues) => dateProblems(values, today), {
    initialValues: { checkIn: '', checkOut: '', person: String(PERSONS.default) },
    onSubmit: async ({ checkIn, checkOut, person }) =>
      navigate({
        pathname: paths.allSuites,
        search: `?${createSearchParams({ checkIn, checkOut, adults: person, children: '0' })}`,
      }),
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="surface-light border border-rule bg-ivory p-6 shadow-[0_30px_60px_-35px_rgb(21_42_32/0.6)] sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-3xl text-forest">
        Check Availability
      </h2>
      <Form {...form.props} className="mt-6 grid gap-5">
        <TextField form={form} name="checkIn" label="Check In" type="date" min={today} />
        <TextField
          form={form}
          name="checkOut"
          label="Check Out"
          type="date"
          min={form.values.checkIn || today}
        />
        <SelectField form={form} name="person" label="Person">
          {personOptions.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="mt-1 w-full">
          Check Available
        </Button>
      </Form>
    </section>
  );
}
