import { addDays, hotelToday } from '#shared/stay.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { DEMO_ADMIN } from './support/accounts.ts';
import { chooseFirstResult, randomStay } from './support/booking.ts';

/**
 * An admin adds a promo code and an extra in the dashboard; a guest's reservation summary then
 * offers the extra and takes the code. Desktop only: a staff workflow (the screens are checked
 * at 390 px by the component tests and the shell specs).
 */

// Refusals this test is about: a code's name taken (409), and the quote of an extra switched off (400).
test.use({ reducedMotion: 'reduce', allowHttpErrors: ['/api/admin/promo-codes', '/api/quote'] });

test('an admin adds a promo code and an extra, which /booking then offers and applies', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const unique =
    `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const code = `TEA${unique}`;
  const extraName = `Sunset Tea Walk ${unique}`;
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
    headers: { origin: baseURL ?? '' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  // The promo code, from the dashboard's side menu.
  await page.goto('/dashboard');
  const side = page.getByRole('navigation', { name: 'Dashboard' });
  await side.getByRole('link', { name: 'Promo Codes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/promoCodes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
  const codeForm = page.getByRole('form', { name: 'Add a promo code' });
  await codeForm.getByLabel('Code').fill(code.toLowerCase());
  await codeForm.getByLabel('Percent off').fill('12');
  await codeForm.getByLabel('Booked until').fill(addDays(hotelToday(), 30));
  await codeForm.getByRole('button', { name: 'Add Promo Code' }).click();
  // The page's other panel (the charges) has a status line of its own.
  await expect(page.getByRole('status').filter({ hasText: code })).toContainText(
    `${code} is added: 12% off`,
  );
  const codeRow = page.getByRole('row').filter({ hasText: code });
  await expect(codeRow).toContainText('12%');
  await expect(codeRow).toContainText('All suites');
  await expect(codeRow).toContainText('0 / no limit');
  await expect(codeRow).toContainText('Live');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);

  // The same name again is refused, on its field.
  await codeForm.getByLabel('Code').fill(code);
  await codeForm.getByLabel('Percent off').fill('5');
  await codeForm.getByLabel('Booked until').fill(addDays(hotelToday(), 30));
  await codeForm.getByRole('button', { name: 'Add Promo Code' }).click();
  await expect(codeForm.getByText('Another promo code already has this name')).toBeVisible();
  await expect(codeForm.getByLabel('Code')).toBeFocused();

  // The extra.
  await side.getByRole('link', { name: 'Extras' }).click();
  await expect(page).toHaveURL(/\/dashboard\/extras$/);
  const extraForm = page.getByRole('form', { name: 'Add an extra' });
  await extraForm.getByLabel('Name', { exact: true }).fill(extraName);
  await extraForm.getByLabel('Price').fill('1200');
  await extraForm.getByLabel('Charged').selectOption({ label: 'Per stay' });
  await extraForm.getByRole('button', { name: 'Add Extra' }).click();
  await expect(page.getByRole('status')).toContainText(
    `${extraName} is added at 1,200 BDT per stay and offered to guests.`,
  );
  await expect(page.getByRole('button', { name: `Edit ${extraName}` })).toBeFocused();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);

  // On a reservation summary, the extra is offered and the code applies.
  await chooseFirstResult(page, randomStay());
  const extras = page.getByRole('region', { name: 'Enhance your stay' });
  const added = extras.getByRole('checkbox', { name: extraName });
  await expect(added).toBeVisible();
  await expect(extras).toContainText('1,200 BDT per stay');
  await added.check();
  const summary = page.getByRole('region', { name: 'Price of your stay' });
  await expect(summary).toContainText(`${extraName}, per stay: 1,200 BDT`);
  await summary.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary).toContainText(`Promo code ${code} applied`);
  await expect(summary.locator('dt', { hasText: 'Discount (12%)' })).toBeVisible();

  // Switched off again, the extra leaves the summary, and the guest is told.
  await page.goto('/dashboard/extras');
  await page.getByRole('button', { name: `Switch off ${extraName}` }).click();
  await page
    .getByRole('dialog', { name: `Switch off ${extraName}?` })
    .getByRole('button', { name: 'Yes, switch it off' })
    .click();
  await expect(page.getByRole('status')).toContainText(`${extraName} is switched off`);
  await expect(page.getByRole('button', { name: `Switch on ${extraName}` })).toBeFocused();

  // A new visit: the page never listed it, so it cannot name it.
  await page.goto('/booking');
  await expect(
    page.getByText('An extra you chose is no longer available, so we have taken it off your stay.'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: extraName })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Price of your stay' })).toContainText(
    `Promo code ${code} applied`,
  );
});
