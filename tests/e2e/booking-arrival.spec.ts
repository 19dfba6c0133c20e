import { addDays, hotelToday } from '#shared/stay.ts';
import { demoAccount, expect, expectAccessible, test } from './fixtures.ts';
import { chooseFirstResult, signUpGuest } from './support/booking.ts';

/**
 * The guest's details as a guest and staff use them: said on /booking before Reserve Now,
 * changed from the booking's page until check-in, and read at the front desk on the arrival day.
 * Desktop and phone run it; the stay begins today, so the front desk lists it.
 */

const ADMIN = demoAccount('admin');

test.use({ reducedMotion: 'reduce' });

test('a guest says when they arrive and what they need, changes it, and the front desk reads it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const today = hotelToday();
  // Sign-up signs the browser in.
  const guest = await signUpGuest(page.request, origin);
  await chooseFirstResult(page, { checkIn: today, checkOut: addDays(today, 1), nights: 1 });

  // Folded under one line until opened, before Reserve Now.
  await page.getByText('Special requests & arrival time').click();
  const details = page.getByRole('form', { name: 'Your arrival' });
  const requests = details.getByLabel('Special requests');
  await requests.fill('A cot for our baby, please.\nA quiet room if you have one.');
  await expect(details).toContainText('Optional. 443 of 500 characters left.');
  await expect(requests).toHaveAttribute('maxlength', '500');
  await details.getByLabel('Arrival time').selectOption('21:30');
  await expect(details).toContainText('In hotel time (Bangladesh, GMT+6)');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Reserve Now' }).click();
  await expect(page).toHaveURL(/\/booking\?confirmed=/);
  const arrival = page.getByRole('region', { name: 'Your arrival' });
  await expect(arrival).toContainText('21:30');
  await expect(arrival).toContainText('A cot for our baby, please.');
  const reference = (
    (await page
      .getByText(/^SB-[A-Z0-9]{6}$/)
      .first()
      .textContent()) ?? ''
  ).trim();

  // Changed until check-in, from the booking's page.
  await arrival.getByRole('button', { name: `Arrival & requests of ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Arrival & requests' });
  await expect(dialog.getByLabel('Special requests')).toHaveValue(
    'A cot for our baby, please.\nA quiet room if you have one.',
  );
  await dialog.getByLabel('Arrival time').selectOption('22:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Saved: reception has your arrival time and requests.',
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(arrival).toContainText('22:00');

  // Staff read them on the day's arrivals.
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  await page.goto('/dashboard/frontDesk');
  const entry = page
    .getByRole('region', { name: /^Today/ })
    .getByRole('list', { name: 'Arrivals' })
    // Desktop and phone run at once, with guests of the same name: the reference tells them apart.
    .getByRole('article', { name: guest.name })
    .filter({ hasText: reference });
  await expect(entry).toBeVisible();
  await expect(
    entry.locator('dt', { hasText: 'Arrival time' }).locator('xpath=following-sibling::dd'),
  ).toHaveText('22:00');
  await expect(entry).toContainText('A quiet room if you have one.');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
});
