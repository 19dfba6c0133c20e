import { useId } from 'react';
import { createSearchParams, useNavigate } from 'react-router';
import { PERSONS } from '#shared/constants.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { paths } from '#shared/paths.ts';
import { STAY_MESSAGES, stayProblems } from '#shared/stay.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { SelectField, TextField } from '#web/components/ui/form-field.tsx';
import { useSchemaForm } from '#web/hooks/use-schema-form.ts';
import { hotelDay } from '#web/lib/hotel-day.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'suites.availabilityCard.title', defaultMessage: 'Check Availability' },
  checkIn: { id: 'suites.availabilityCard.checkIn', defaultMessage: 'Check In' },
  checkOut: { id: 'suites.availabilityCard.checkOut', defaultMessage: 'Check Out' },
  person: { id: 'suites.availabilityCard.person', defaultMessage: 'Person' },
  personCount: { id: 'suites.availabilityCard.personCount', defaultMessage: '{count, number}' },
  submit: { id: 'suites.availabilityCard.submit', defaultMessage: 'Check Available' },
  checkInRequired: {
    id: 'suites.availabilityCard.checkInRequired',
    defaultMessage: 'Choose a check-in date.',
  },
  checkOutRequired: {
    id: 'suites.availabilityCard.checkOutRequired',
    defaultMessage: 'Choose a check-out date.',
  },
  checkInPast: {
    id: 'suites.availabilityCard.checkInPast',
    defaultMessage: 'Check-in must be today or later.',
  },
  checkOutOrder: {
    id: 'suites.availabilityCard.checkOutOrder',
    defaultMessage: 'Check-out must be after check-in.',
  },
});

const personOptions = Array.from(
  { length: PERSONS.max - PERSONS.min + 1 },
  (_, index) => PERSONS.min + index,
);

/**
 * The card words four of the stay rules its own way (the search page uses the spec's wording);
 * the rules themselves are the server's (decision 006).
 */
const cardWording = [
  ['checkInRequired', messages.checkInRequired],
  ['checkOutRequired', messages.checkOutRequired],
  ['checkInPast', messages.checkInPast],
  ['checkOutOrder', messages.checkOutOrder],
] as const satisfies readonly (readonly [keyof typeof STAY_MESSAGES, Message])[];

interface CardValues {
  checkIn: string;
  checkOut: string;
  person: string;
}

/** The dates' problems in the card's words; the party is checked by the search it opens. */
function dateProblems({ checkIn, checkOut }: CardValues, today: string) {
  const found = stayProblems({ checkIn, checkOut }, { today });
  // The rules' messages are in the language of the moment: compared as they are now.
  const say = (message: string | undefined) => {
    const wording = cardWording.find(([rule]) => STAY_MESSAGES[rule] === message)?.[1];
    return wording ? t(wording) : message;
  };
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
        {t(messages.title)}
      </h2>
      <Form {...form.props} className="mt-6 grid gap-5">
        <TextField form={form} name="checkIn" label={t(messages.checkIn)} type="date" min={today} />
        <TextField
          form={form}
          name="checkOut"
          label={t(messages.checkOut)}
          type="date"
          min={form.values.checkIn || today}
        />
        <SelectField form={form} name="person" label={t(messages.person)}>
          {personOptions.map((count) => (
            <option key={count} value={count}>
              {t(messages.personCount, { count })}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="mt-1 w-full">
          {t(messages.submit)}
        </Button>
      </Form>
    </section>
  );
}
