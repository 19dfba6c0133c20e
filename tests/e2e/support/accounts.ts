import type { Locator, Page } from '@playwright/test';
import { demoAccount, expect } from '#tests/e2e/fixtures.ts';

/** Demo accounts the e2e server creates (DEMO_ACCOUNTS=true). */
export const DEMO_GUEST = demoAccount('guest');
export const DEMO_ADMIN = demoAccount('admin');

export interface NewGuest {
  name: string;
  email: string;
  password: string;
  phone: string;
}

let counter = 0;
/** A guest nobody else uses: tests run in parallel, in two projects, against one database. */
export function newGuest(firstName = 'Nusrat'): NewGuest {
  counter++;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `${firstName} Jahan ${unique}`,
    email: `e2e-${unique}@example.com`,
    password: 'a long passphrase',
    phone: '+880 1711 555000',
  };
}

/** Creates the account through the API; the browser is then signed in as it. */
export async function signUpThroughApi(page: Page, baseURL: string | undefined, guest: NewGuest) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: guest,
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function logInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The navigation holding Log In / Sign Out: the top bar, or the opened menu on a phone. */
export async function accountNavigation(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Mobile' });
}
