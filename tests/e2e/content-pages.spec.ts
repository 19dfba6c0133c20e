import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './support/public-pages.ts';

test('each FAQ question opens its answer in a modal, by keyboard', async ({ page }) => {
  await page.goto('/faq');
  const triggers = page.getByRole('main').getByRole('button', { name: /\?$/ });
  await expect(triggers).toHaveCount(5);
  for (let index = 0; index < 5; index += 1) {
    const trigger = triggers.nth(index);
    const question = (await trigger.textContent())?.trim() ?? '';
    // The server-rendered button works once the page's code runs.
    await expect(trigger).toBeEnabled();
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: question });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('p').first()).not.toBeEmpty();
    // Focus is inside the modal; Escape closes it and focus returns to the question.
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  }
  // The close button, reached with Tab, closes it as well.
  await triggers.first().press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // So does a click on the dimmed page around it.
  await triggers.nth(1).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await expect(triggers.nth(1)).toBeFocused();
});

test('teams shows six people with photos, names and titles', async ({ page }) => {
  await page.goto('/teams');
  const people = page.getByRole('main').getByRole('article');
  await expect(people).toHaveCount(6);
  for (const person of await people.all()) {
    await expect(person.getByRole('heading', { level: 2 })).not.toBeEmpty();
    const photo = person.getByRole('img');
    await expect(photo).toHaveAttribute('alt', /^Portrait of /);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(page.getByRole('main')).toContainText('Chief Executive Officer');
});

test('about has its facility sections, feature its list', async ({ page }) => {
  await page.goto('/about');
  for (const name of [
    'The Estate Kitchen',
    'Pool & Lotus Pond',
    'The Bathing House Spa',
    'Library & Music Room',
    'Tea Garden Walks',
    'Forest & Village Excursions',
  ]) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
  await page.goto('/feature');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(9);
});

test('contact shows the hotel’s details and the form answers', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '+880 1711-245 880' })).toHaveAttribute(
    'href',
    'tel:+8801711245880',
  );
  await expect(main.getByText('Sreemangal 3210').first()).toBeVisible();
  const form = main.getByRole('form', { name: 'Contact us' });
  await expect(form.locator('input[type="password"]')).toHaveCount(0);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('! Name is required')).toBeVisible();
  await expect(form.getByText('! Email is required')).toBeVisible();
  await expect(form.getByText('! TextArea is required')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  // Each message sits under its own field.
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('! Email is required');

  await form.getByLabel('Name').fill('Nadia Rahman');
  await form.getByLabel('Email').fill('nadia@');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
  await expect(form.getByText('Please write at least 10 characters')).toBeVisible();
  await expect(form.getByText('! Name is required')).toBeHidden();

  await form.getByLabel('Email').fill(uniqueEmail('contact'));
  await form
    .getByLabel('Message')
    .fill('We would like the Lotus Pond Suite for our anniversary in December.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(/Thank you, Nadia Rahman\. Your message has reached/)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test("SEO files are served, with the site's own address", async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.ok()).toBe(true);
  expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(await robots.text()).toContain('Disallow: /dashboard');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain(`<loc>${baseURL}/allSuites</loc>`);
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.ok()).toBe(true);
  expect((await manifest.json()).name).toBe('Chandrabati Heritage Resort');
});
