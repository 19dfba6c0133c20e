import { expect, expectAccessible, test } from './fixtures.ts';
import { accountNavigation, newGuest } from './support/accounts.ts';

// Axe measures colours once entrance animations are done, as a visitor finally sees them.
test.use({ reducedMotion: 'reduce' });

test.describe('sign up', () => {
  test.use({ allowHttpErrors: ['/api/auth/sign-up/email'] });

  test('asks for every field, shows loading..., signs in; Sign Out returns to Log In', async ({
    page,
    isMobile,
  }) => {
    test.slow(); // a long flow, several pages and accessibility checks
    const guest = newGuest();
    await page.goto('/signUp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('! Name is required');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('! Email is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /! Password is required/,
    );
    await expect(page.getByLabel('Number')).toHaveAccessibleDescription(/! Number is required/);
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill(guest.name);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Number').fill(guest.phone);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      page.getByText('Enter a valid email address, like name@example.com'),
    ).toBeVisible();
    await expect(page.getByText('Use at least 8 characters')).toBeVisible();

    // The password is masked, and the toggle shows it.
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await page.getByLabel('Email').fill(guest.email);
    await password.fill(guest.password);
    // Hold the request a moment, so the spec's 'loading...' can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sign-up/email', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const loading = page.getByRole('button', { name: 'loading...' });
    await expect(loading).toBeVisible();
    await expect(loading).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/$/);
    let nav = await accountNavigation(page, isMobile);
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Log In' })).toHaveCount(0);

    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log In');
    nav = await accountNavigation(page, isMobile);
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

    // The same email again is taken.
    await page.goto('/signUp');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password', { exact: true }).fill('another long passphrase');
    await page.getByLabel('Number').fill('+880 1711 000999');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'An account with this email already exists. Log in instead?',
    );
    await expect(page).toHaveURL(/\/signUp$/);
  });
});
