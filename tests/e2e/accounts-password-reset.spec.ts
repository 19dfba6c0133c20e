import { expect, expectAccessible, mailedLink, test } from './fixtures.ts';
import { logInThroughForm, newGuest, signUpThroughApi } from './support/accounts.ts';

// Axe measures colours once entrance animations are done, as a visitor finally sees them.
test.use({ reducedMotion: 'reduce' });

/** The newest reset link mailed to `to`. */
const resetLinkFor = (to: string) => mailedLink(to, '/reset-password/');

test.describe('password reset', () => {
  test('a link from the outbox sets a new password that then logs in', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // a long flow, several pages and accessibility checks
    const guest = newGuest();
    await signUpThroughApi(page, baseURL, guest);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('! Email is required');
    await page.getByLabel('Email').fill(guest.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(
      `If an account exists for ${guest.email}, we’ve sent a link`,
    );

    await expect.poll(() => resetLinkFor(guest.email), { timeout: 10_000 }).toBeTruthy();
    const link = resetLinkFor(guest.email)!;
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
    await expectAccessible(page);

    const field = page.getByLabel('New password', { exact: true });
    await field.fill('short');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(field).toHaveAccessibleDescription(/Use at least 8 characters/);
    const newPassword = 'a brand new passphrase';
    await field.fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toContainText('Your password has been changed');

    await logInThroughForm(page, { email: guest.email, password: newPassword });
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/profile');
    await expect(page.getByLabel('Display name')).toHaveValue(guest.name);

    // The link works once.
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
    await expect(page.getByRole('alert')).toContainText(
      'This link is invalid or has expired. Ask for a new one.',
    );
    await page.getByRole('link', { name: 'Ask for a New Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an unknown address gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for nobody-here@example.com, we’ve sent a link',
    );
  });
});
