import { demoAccount, expect, expectAccessible, test } from './fixtures.ts';

/**
 * The contact inbox as the front desk uses it: a visitor writes, an admin reads the message
 * (the menu's unread count goes down), marks it handled, deletes it, and the deletion shows in
 * Activity.
 */

const ADMIN = demoAccount('admin');
const shots = process.env.E2E_SCREENSHOTS;

test.use({ reducedMotion: 'reduce' });

test('a visitor’s message reaches the inbox, is handled, deleted and shows in Activity', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  const name = `Farida Yasmin ${Date.now()}`;
  const email = `farida-${Date.now()}-${testInfo.project.name}@example.com`;

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill(email);
  await form
    .getByLabel('Message')
    .fill('Could we arrange a tea-garden walk at dawn for four people on our second morning?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(`Thank you, ${name}. Your message has reached`)).toBeVisible();

  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: baseURL ?? '' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);

  await page.goto('/dashboard/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const menuItem = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /^Inbox/ });
  await expect(menuItem).toHaveAccessibleName(/^Inbox \d+ unread$/);
  // On a phone the menu is a bar that scrolls sideways; the count in it never widens the page.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  const unreadBefore = Number((await menuItem.textContent())?.match(/\d+/)?.[0]);

  const message = page.getByRole('article', { name });
  await expect(message).toContainText('New');
  await expect(message.getByRole('link', { name: `Reply by email to ${name}` })).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent('Re: Your message to Chandrabati Heritage Resort')}`,
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  if (shots) await page.screenshot({ path: `${shots}/inbox-${testInfo.project.name}.png` });

  await message.getByRole('button', { name: `Read message from ${name}` }).click();
  await expect(message.getByRole('button', { name: `Close from ${name}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(message).not.toContainText('New');
  if (unreadBefore > 1) {
    await expect(menuItem).toHaveAccessibleName(`Inbox ${unreadBefore - 1} unread`);
  } else {
    await expect(menuItem).toHaveAccessibleName('Inbox');
  }

  await message.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Marked the message from ${name} as handled.` }),
  ).toBeVisible();
  await expect(message.getByText('Handled', { exact: true })).toBeVisible();

  // By keyboard: the delete dialog must work without a pointer too.
  await message.getByRole('button', { name: `Delete the message from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText("You won't be able to revert this!");
  await dialog.getByRole('button', { name: 'Yes, Delete it!' }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Deleted the message from ${name}.` }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const deletion = page
    .getByRole('listitem')
    .filter({ hasText: 'Deleted a message' })
    .filter({ hasText: email })
    .first();
  await expect(deletion).toContainText(`by ${ADMIN.email}`);
  await expect(deletion).toContainText(name);
  const handled = page
    .getByRole('listitem')
    .filter({ hasText: 'Marked a message handled' })
    .filter({ hasText: email });
  await expect(handled).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  if (shots)
    await page.screenshot({
      path: `${shots}/activity-${testInfo.project.name}.png`,
      fullPage: true,
    });

  await page.getByLabel('Show').selectOption({ label: 'Inbox' });
  await expect(page.getByRole('listitem').filter({ hasText: 'Changed a role' })).toHaveCount(0);
  await expect(deletion).toBeVisible();
});
