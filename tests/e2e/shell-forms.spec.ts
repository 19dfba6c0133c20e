import { expect, test } from './fixtures.ts';

/** A calendar date `days` from today, as a date input writes it. */
function isoDateFromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

test('the availability card checks the dates and opens the search', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Check Availability' });
  await expect(card.getByLabel('Person')).toHaveValue('1');
  await card.getByRole('button', { name: 'Check Available' }).click();
  await expect(card.getByText('Choose a check-in date.')).toBeVisible();
  await expect(card.getByText('Choose a check-out date.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const checkIn = isoDateFromToday(3);
  const checkOut = isoDateFromToday(5);
  await card.getByLabel('Check In').fill(checkOut);
  await card.getByLabel('Check Out').fill(checkIn);
  await card.getByRole('button', { name: 'Check Available' }).click();
  await expect(card.getByText('Check-out must be after check-in.')).toBeVisible();

  await card.getByLabel('Check In').fill(checkIn);
  await card.getByLabel('Check Out').fill(checkOut);
  await card.getByLabel('Person').selectOption('3');
  await card.getByRole('button', { name: 'Check Available' }).click();
  await expect(page).toHaveURL(
    `/allSuites?checkIn=${checkIn}&checkOut=${checkOut}&adults=3&children=0`,
  );
  await expect(page.getByLabel('Check In')).toHaveValue(checkIn);
  await expect(page.getByLabel('Adult')).toHaveValue('3');
});

test('log in and sign up show each required message under its field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('! Email is required')).toBeVisible();
  await expect(page.getByText('! Password is required')).toBeVisible();

  await page.goto('/signUp');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of [
    '! Name is required',
    '! Email is required',
    '! Password is required',
    '! Number is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
});
