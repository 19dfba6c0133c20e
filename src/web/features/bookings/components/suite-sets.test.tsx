// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Availability } from '#shared/availability.ts';
import { formatBdt } from '#shared/money.ts';
import { addDays, flatNights, hotelToday, quoteReservation, quoteStay } from '#shared/stay.ts';
import { type Suite, suiteImage } from '#shared/suite.ts';
import { NoSuitesFree } from './other-dates.tsx';
import { SuiteSets } from './suite-sets.tsx';

afterEach(cleanup);

function suite(name: string, capacity: number, pricePerNight: number): Suite {
  return {
    id: crypto.randomUUID(),
    name,
    description: `${name}, restored.`,
    bed: '1 King Bed',
    capacity,
    sizeSqft: 500,
    rating: 5,
    pricePerNight,
    weekendPricePerNight: null,
    baseOccupancy: null,
    extraAdultPerNight: 0,
    extraChildPerNight: 0,
    image: suiteImage('/images/suites/garden-king-suite'),
  };
}

const checkIn = addDays(hotelToday(), 20);
const stay = { checkIn, checkOut: addDays(checkIn, 2), adults: 4, children: 2 };

/** A set as the search answers it: each room priced for its nights, the whole on their sum. */
function set(rooms: [Suite, number, number][]): Availability['combinations'][number] {
  const priced = rooms.map(([each, adults, children]) => ({
    suite: each,
    adults,
    children,
    quote: quoteStay(flatNights(checkIn, 2, each.pricePerNight)),
  }));
  return {
    rooms: priced,
    quote: quoteReservation(
      priced.map((room) => room.quote.subtotal),
      { discount: 0, serviceCharge: 10, vat: 10, tax: 5 },
    ),
  };
}

const grand = suite('Zamindar Grand Suite', 5, 30_000);
const lotus = suite('Lotus Pond Double', 2, 9_000);
const single = suite('Courtyard Single', 1, 5_000);
const twin = suite('Heritage Twin Room', 2, 8_000);
const pair = set([
  [grand, 3, 2],
  [single, 1, 0],
]);
const trio = set([
  [lotus, 2, 0],
  [twin, 1, 1],
  [single, 1, 1],
]);

function renderSets(onReserve = vi.fn()) {
  render(
    <MemoryRouter>
      <SuiteSets sets={[pair, trio]} stay={stay} onReserve={onReserve} />
    </MemoryRouter>,
  );
  return { onReserve, user: userEvent.setup() };
}

describe('sets of suites on /allSuites', () => {
  test('says how many suites each set holds for the party, in words', () => {
    renderSets();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((each) => each.textContent);
    expect(headings).toEqual([
      'Two suites for your party of 6',
      'Three suites for your party of 6',
    ]);
  });

  test("shows each suite with who sleeps in it and its price, then the set's total", () => {
    renderSets();
    const [first] = screen.getAllByRole('article');
    const card = within(first as HTMLElement);
    expect(card.getByText('Lowest price')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Zamindar Grand Suite' })).toBeTruthy();
    expect(card.getByText('3 adults, 2 children')).toBeTruthy();
    expect(card.getByText('1 adult')).toBeTruthy();
    expect(card.getByText(formatBdt(60_000))).toBeTruthy();
    expect(card.getByText(formatBdt(10_000))).toBeTruthy();
    expect(card.getByText('Total for 2 nights, 4 adults, 2 children')).toBeTruthy();
    expect(card.getByText(formatBdt(pair.quote.total))).toBeTruthy();
    const [, second] = screen.getAllByRole('article');
    expect(within(second as HTMLElement).getAllByText('1 adult, 1 child')).toHaveLength(2);
    expect(within(second as HTMLElement).queryByText('Lowest price')).toBeNull();
  });

  test('reserves the whole set with one button: its stay and each room as a draft', async () => {
    const { onReserve, user } = renderSets();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Reserve both suites',
      'Reserve all three suites',
    ]);
    const reserve = screen.getByRole('button', { name: 'Reserve both suites' });
    expect(reserve.getAttribute('aria-describedby')).toBeTruthy();
    await user.click(reserve);
    expect(onReserve).toHaveBeenCalledWith({
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      rooms: [
        { suiteId: grand.id, adults: 3, children: 2 },
        { suiteId: single.id, adults: 1, children: 0 },
      ],
    });
  });
});

describe('no one suite for the party', () => {
  const today = hotelToday();

  test('offers the sets shown, and reception, to a party larger than any suite', () => {
    render(
      <MemoryRouter>
        <NoSuitesFree stay={stay} today={today} largestCapacity={5} sets={2} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No suite sleeps 6 guests')).toBeTruthy();
    const advice = screen.getByText(/Our largest suites sleep 5/).textContent ?? '';
    expect(advice).toMatch(/Choose a set below/);
    expect(advice).not.toMatch(/search for each part/);
  });

  test('without a free set, keeps the call to reception and offers other dates', () => {
    render(
      <MemoryRouter>
        <NoSuitesFree stay={stay} today={today} largestCapacity={5} sets={0} />
      </MemoryRouter>,
    );
    const advice = screen.getByText(/Our largest suites sleep 5/).textContent ?? '';
    expect(advice).toMatch(/Call reception on/);
    expect(advice).not.toMatch(/search for each part|below/);
    expect(screen.getAllByRole('link').length).toBeGreaterThan(1);
  });
});
