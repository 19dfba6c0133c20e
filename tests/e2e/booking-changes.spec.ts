import { readFile } from 'node:fs/promises';
import type { Booking } from '#shared/booking.ts';
import { formatBdt } from '#shared/money.ts';
import { addDays } from '#shared/stay.ts';
import { formatStayDate } from '#shared/stay-format.ts';
import type { Suite } from '#shared/suite.ts';
import { newGuest, signUpThroughApi } from '#tests/e2e/support/accounts.ts';
import { icsEvents } from '#tests/support/ical.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { bookingEntry, randomStay } from './support/booking.ts';

/** A guest moves a booking from their booking list, then takes it into their calendar. */
test.describe('changing a booking', () => {
  test.use({ reducedMotion: 'reduce' });

  test('moves the stay after showing the new price, and downloads its calendar file', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signUpThroughApi(page, baseURL, newGuest('Tahmina'));
    // Book a random stay in the first free suite, through the API as the signed-in guest.
    let booking: Booking | undefined;
    for (let attempt = 0; !booking && attempt < 5; attempt++) {
      const stay = randomStay();
      // Free one night past the stay too, so the move a day later (below) does not meet another
      // test's booking of that suite.
      const search = await page.request.get(
        `/api/suites/availability?checkIn=${stay.checkIn}&checkOut=${addDays(stay.checkOut, 1)}&adults=1&children=0`,
      );
      const suite = ((await search.json()) as { suites: { suite: Suite }[] }).suites[0]?.suite;
      if (!suite) continue;
      const made = await page.request.post('/api/bookings', {
        data: {
          suiteId: suite.id,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          adults: 1,
          children: 0,
        },
        headers: { origin: baseURL ?? '' },
      });
      if (made.status() === 201) booking = (await made.json()) as Booking;
    }
    if (!booking) throw new Error('could not book a stay');
    const newCheckIn = addDays(booking.checkIn, 1);
    const newCheckOut = addDays(booking.checkOut, 1);

    await page.goto('/dashboard');
    const entry = bookingEntry(page, booking.reference);
    await entry.getByRole('button', { name: `Change dates of ${booking.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change dates' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Check In').fill(newCheckIn);
    await dialog.getByLabel('Check Out').fill(newCheckOut);
    await dialog.getByRole('button', { name: 'See the new price' }).click();
    const price = dialog.getByRole('region', { name: 'New price' });
    await expect(price).toContainText('Total (BDT)');
    await expectAccessible(page);

    // Nothing is saved until the guest confirms.
    const before = (await (
      await page.request.get(`/api/bookings/${booking.id}`)
    ).json()) as Booking;
    expect(before.checkIn).toBe(booking.checkIn);

    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await expect(dialog.getByRole('status')).toContainText(`Booking ${booking.reference} is now`);
    const after = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as Booking;
    expect(after).toMatchObject({
      reference: booking.reference,
      checkIn: newCheckIn,
      checkOut: newCheckOut,
    });
    await expect(dialog).toContainText(formatBdt(after.total));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(entry).toContainText(formatStayDate(newCheckIn, 'short'));

    const download = page.waitForEvent('download');
    await entry.getByRole('link', { name: `Add to calendar (${booking.reference})` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${booking.reference}.ics`);
    const [event] = icsEvents(await readFile(await file.path(), 'utf8'));
    expect(event?.startDate.toString()).toBe(newCheckIn);
    expect(event?.endDate.toString()).toBe(newCheckOut);
    expect(event?.summary).toContain(booking.reference);
  });
});
