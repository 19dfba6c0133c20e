import { demoAccount, expect, expectAccessible, mailedLink, test } from './fixtures.ts';

/**
 * The newsletter list as staff use it, and a subscriber leaving it: the welcome mail's link
 * opens a page that changes nothing until its button is pressed.
 */

const ADMIN = demoAccount('admin');

test.use({ reducedMotion: 'reduce' });

test('a subscriber shows in the admin list, then leaves through the mailed link', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const email = `letter-${Date.now()}-${testInfo.project.name}@example.com`;
  const subscribed = await page.request.post('/api/newsletter', {
    data: { email },
    headers: { origin: baseURL ?? '' },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL ?? '' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Newsletter' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await page.getByLabel('Search by address').fill(email);
  await expect(page.getByText(`1 subscriber matching “${email}”.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/admin/newsletter.csv?q=${encodeURIComponent(email)}`,
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);

  let link: string | undefined;
  await expect.poll(() => (link = mailedLink(email, '/newsletter/unsubscribe'))).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed.');

  await page.goto('/dashboard/newsletter');
  await page.getByLabel('Search by address').fill(email);
  await expect(page.getByText('No one matches')).toBeVisible();
});
