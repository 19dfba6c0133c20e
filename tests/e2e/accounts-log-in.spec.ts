import { expect, expectAccessible, test } from './fixtures.ts';
import { DEMO_GUEST, logInThroughForm, newGuest, signUpThroughApi } from './support/accounts.ts';

// Axe measures colours once entrance animations are done, as a visitor finally sees them.
test.use({ reducedMotion: 'reduce' });

test.describe('log in', () => {
  test.use({ allowHttpErrors: ['/api/auth/sign-in/email'] });

  test('a dashboard page sends a visitor to log in, and back after; a wrong password is refused', async ({
    page,
    baseURL,
  }) => {
    const guest = newGuest();
    await signUpThroughApi(page, baseURL, guest);
    await page.context().clearCookies();

    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fprofile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('! Email is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      '! Password is required',
    );

    await logInThroughForm(page, { email: guest.email, password: 'not the password' });
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    // An unknown email gets the very same answer.
    await logInThroughForm(page, { email: `nobody-${guest.email}`, password: 'not the password' });
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);

    await logInThroughForm(page, guest);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    await expect(page.getByLabel('Display name')).toHaveValue(guest.name);

    // Signed in, the log-in page moves on by itself.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unsafe redirectTo is ignored', async ({ page }) => {
    await page.goto('/login?redirectTo=//evil.example/steal');
    await logInThroughForm(page, DEMO_GUEST);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
