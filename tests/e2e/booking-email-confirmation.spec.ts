import type { Suite } from '#shared/suite.ts';
import { expect, expectAccessible, mailedLink, test } from './fixtures.ts';
import { bookThroughApi, chooseFirstResult, randomStay, signUpGuest } from './support/booking.ts';

/**
 * The booking engine as a guest and an admin use it. Desktop and phone run these against one
 * server and database, so every test books its own random dates far ahead: no two tests (or
 * projects) compete for the same suite and nights.
 */

test.describe('an email not yet confirmed', () => {
  // The booking past the cap is refused (403) before the guest confirms.
  test.use({ reducedMotion: 'reduce', allowHttpErrors: ['/api/bookings'] });

  test('a guest who has not confirmed their email is told why at the cap, and confirms from there', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const guest = await signUpGuest(page.request, baseURL ?? '');
    const suites = (await (await page.request.get('/api/suites')).json()) as Suite[];
    // Three upcoming stays: as many as an unconfirmed account may hold.
    for (const suite of suites.slice(0, 3)) {
      await bookThroughApi(page.request, baseURL ?? '', suite.id);
    }

    const stay = randomStay();
    await chooseFirstResult(page, stay);
    await page.getByRole('button', { name: 'Reserve Now' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'You can hold 3 upcoming stays until you confirm your email address',
    );
    await expectAccessible(page);
    await alert.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(alert).toContainText(`Sent to ${guest.email}`);

    // The mail leaves through the outbox a moment after the answer. The sign-up's own mail (its
    // link back to the home page) is there already: wait for the new one, back to the profile.
    const newLink = () => {
      const link = mailedLink(guest.email, '/api/auth/verify-email');
      return link && /callbackURL=(%2F|\/)dashboard(%2F|\/)profile/.test(link) ? link : undefined;
    };
    await expect.poll(newLink).toBeTruthy();
    const link = newLink();
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

    // Confirmed, the same stay books.
    await chooseFirstResult(page, stay);
    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page).toHaveURL(/\/booking\?confirmed=/);
  });
});
