import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { formatBdt } from '#shared/money.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { bookThroughApi, randomStay, searchPath } from './support/booking.ts';
import { signInAsAdmin } from './support/shell.ts';

/**
 * Staff manage the suites: add one with a photo, build its gallery, find it in search, change
 * its price, archive and restore it, delete it. Desktop and phone run this against one server
 * and database, so each run's suites have names of their own, and leave the search as they found
 * it (deleted, or archived when a booking keeps them).
 */

/** A small real picture, in a colour of its own so two uploads differ. */
function picture(colour: string, format: 'png' | 'jpeg') {
  const image = sharp({
    create: { width: 480, height: 320, channels: 3, background: colour },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

let counter = 0;
function uniqueName(label: string) {
  counter++;
  return `${label} ${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 5)}`;
}

/** Searches suites for the stay, for four adults and one child (five guests). */
async function searchFor(page: Page, stay: ReturnType<typeof randomStay>) {
  await page.goto(searchPath(stay, 4, 1));
  await expect(page.getByRole('heading', { name: /^Available Suites \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ });

test.describe('suite management', () => {
  test.use({ reducedMotion: 'reduce' });

  test('an admin adds a suite, builds its gallery, edits, archives, restores and deletes it', async ({
    page,
    baseURL,
  }) => {
    // A long flow over four pages, with uploads and accessibility checks.
    test.setTimeout(180_000);
    const name = uniqueName('Lakeside Suite');
    const stay = randomStay();
    await signInAsAdmin(page, baseURL);

    // Add: each required message on its field, then the suite with its cover.
    await page.goto('/dashboard/addSuites');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Suites');
    await expect(page.getByText('not switched on yet')).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Add a suite' });
    await form.getByRole('button', { name: 'Add Suite' }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription(
      /! Name is required/,
    );
    await expect(form.getByLabel('Photo')).toHaveAccessibleDescription(/! Photo is required/);
    await expect(form.getByLabel('Bed')).toHaveAccessibleDescription(/! Bed is required/);
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Guest')).toHaveValue('5');
    await expect(form.getByLabel('Ratting')).toHaveValue('5');

    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Price', { exact: true }).fill('23500');
    await form.getByLabel('Square').fill('700');
    await form.getByLabel('Address').fill('Lake Wing, first floor');
    await form
      .getByLabel('Description', { exact: true })
      .fill('A suite over the lily lake, with a deep veranda and morning light on the water.');
    await form.getByLabel('Photo').setInputFiles({
      name: 'lake.png',
      mimeType: 'image/png',
      buffer: await picture('#2c4d3e', 'png'),
    });
    await form.getByLabel('Bed').selectOption('2 King Bed');
    await form.getByRole('button', { name: 'Add Suite' }).click();

    const popup = page.getByRole('dialog', { name: 'Success!' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Successfully added a suite.');
    await expectAccessible(page);
    await popup.getByRole('link', { name: 'Manage Its Photos' }).click();

    // Its page: the form filled in with it, and its gallery of one.
    await expect(page).toHaveURL(/\/dashboard\/editSuite\?id=[0-9a-f-]{36}$/);
    const editPage = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Suite');
    const editForm = page.getByRole('form', { name: `Edit ${name}` });
    await expect(editForm.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(editForm.getByLabel('Price', { exact: true })).toHaveValue('23500');
    await expect(editForm.getByLabel('Guest')).toHaveValue('5');
    const gallery = page.getByRole('list', { name: `Photos of ${name}, the cover first` });
    await expect(gallery.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();
    await expect(page.getByText('A suite always keeps at least one photo')).toBeVisible();

    // A second photo, moved first, then the old cover removed.
    const addPhoto = page.getByRole('form', { name: 'Add a photo' });
    await addPhoto.getByLabel('Add a photo').setInputFiles({
      name: 'veranda.jpg',
      mimeType: 'image/jpeg',
      buffer: await picture('#b08d57', 'jpeg'),
    });
    await addPhoto.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(status(page)).toHaveText('Photo 2 is added at the end of the gallery.');
    await expect(gallery.getByRole('listitem')).toHaveCount(2);
    const firstSources = await gallery
      .getByRole('img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).getAttribute('src')),
      );

    await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
    await expect(status(page)).toHaveText('Photo 2 moved earlier: it is now photo 1, the cover.');
    // The moved photo keeps the focus, on the way it can still go.
    await expect(page.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
    await expect(gallery.getByRole('img').first()).toHaveAttribute('src', firstSources[1] ?? '');

    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    const removal = page.getByRole('dialog', { name: 'Remove photo 2?' });
    await expect(removal).toBeVisible();
    await removal.getByRole('button', { name: 'Yes, Remove it' }).click();
    await expect(status(page)).toHaveText('Photo 2 is removed.');
    await expect(gallery.getByRole('listitem')).toHaveCount(1);
    await expect(gallery.getByRole('img')).toHaveAttribute('src', firstSources[1] ?? '');
    await expectAccessible(page);

    // Guests find it at once, for a party of its size.
    await searchFor(page, stay);
    const result = page.getByRole('article').filter({ hasText: name });
    await expect(result).toHaveCount(1);
    await expect(result).toContainText(formatBdt(23500));

    // A new price shows in search straight away.
    await page.goto(editPage);
    await editForm.getByLabel('Price', { exact: true }).fill('24800');
    await editForm.getByRole('button', { name: 'Save Changes' }).click();
    await expect(status(page)).toHaveText('Your changes are saved.');
    await searchFor(page, stay);
    await expect(result).toContainText(formatBdt(24800));

    // Archived, it leaves the search; restored, it is back.
    await page.goto('/dashboard/manageSuites');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`${formatBdt(24800)} per night`);
    await expect(row).toContainText('2 King Bed');
    await row.getByRole('button', { name: `Archive ${name}` }).click();
    const archive = page.getByRole('dialog', { name: `Archive ${name}?` });
    await archive.getByRole('button', { name: 'Yes, Archive it' }).click();
    await expect(archive).toBeHidden();
    await expect(status(page)).toHaveText(`${name} is archived: guests no longer see it.`);
    await expect(row.getByText('Archived').filter({ visible: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Restore ${name}` })).toBeFocused();
    await expectAccessible(page);

    await searchFor(page, stay);
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);

    await page.goto('/dashboard/manageSuites');
    await row.getByRole('button', { name: `Restore ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Restore ${name}?` })
      .getByRole('button', { name: 'Yes, Restore it' })
      .click();
    await expect(status(page)).toHaveText(`${name} is restored: guests can book it again.`);
    await expect(row.getByText('Archived')).toHaveCount(0);
    await searchFor(page, stay);
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(1);

    // Never booked, it can be deleted, after the spec's question.
    await page.goto('/dashboard/manageSuites');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText("You won't be able to revert this!");
    await confirm.getByRole('button', { name: 'Yes, Delete it!' }).click();
    await expect(status(page)).toHaveText(`${name} is deleted.`);
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test.describe('a suite that has been booked', () => {
    test.use({ allowHttpErrors: ['/api/suites/'] });

    test('cannot be deleted: the refusal suggests archiving it', async ({ page, baseURL }) => {
      const name = uniqueName('Booked Suite');
      await signInAsAdmin(page, baseURL);
      const origin = { origin: baseURL ?? '' };
      const added = await page.request.post('/api/suites', {
        headers: origin,
        multipart: {
          name,
          // Out of the home gallery (items 3 to 8 by price), as the rates spec's suite is.
          price: '26000',
          square: '450',
          address: 'Garden Wing',
          description: 'A garden suite made by the end-to-end tests, booked at once.',
          bed: '1 Double Bed',
          guest: '5',
          rating: '4',
          photo: {
            name: 'garden.png',
            mimeType: 'image/png',
            buffer: await picture('#1f3a2e', 'png'),
          },
        },
      });
      expect(added.status(), await added.text()).toBe(201);
      const suite = (await added.json()) as { id: string };
      await bookThroughApi(page.request, baseURL ?? '', suite.id);

      await page.goto('/dashboard/manageSuites');
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('1 booking');
      await row.getByRole('button', { name: `Delete ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
      await confirm.getByRole('button', { name: 'Yes, Delete it!' }).click();
      await expect(confirm.getByRole('alert')).toContainText(/archive/i);
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(row).toHaveCount(1);

      // Archived instead, it leaves the guests' search (and the other tests' results).
      await row.getByRole('button', { name: `Archive ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Archive ${name}?` })
        .getByRole('button', { name: 'Yes, Archive it' })
        .click();
      await expect(status(page)).toHaveText(`${name} is archived: guests no longer see it.`);
    });
  });

  test('a link to no suite says so, with the way back', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL);
    for (const path of ['/dashboard/editSuite', '/dashboard/editSuite?id=not-a-suite']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Suite');
      await expect(page.getByText('We could not find this suite')).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Manage Suites' }).click();
    await expect(page).toHaveURL(/\/dashboard\/manageSuites$/);
  });

  test.describe('an id that is no suite', () => {
    test.use({ allowHttpErrors: ['/api/admin/suites/'] });

    test('is not found either', async ({ page, baseURL }) => {
      await signInAsAdmin(page, baseURL);
      await page.goto('/dashboard/editSuite?id=00000000-0000-4000-8000-000000000000');
      await expect(page.getByText('We could not find this suite')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to Manage Suites' })).toBeVisible();
    });
  });
});
