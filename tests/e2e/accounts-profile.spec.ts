import sharp from 'sharp';
import { expect, expectAccessible, test } from './fixtures.ts';
import { newGuest, signUpThroughApi } from './support/accounts.ts';

// Axe measures colours once entrance animations are done, as a visitor finally sees them.
test.use({ reducedMotion: 'reduce' });

test.describe('profile', () => {
  test('name, phone and photo are updated', async ({ page, baseURL }) => {
    test.slow(); // a long flow, several pages and accessibility checks
    const guest = newGuest('Farhana');
    await signUpThroughApi(page, baseURL, guest);
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    const main = page.getByRole('main');
    await expect(main.getByText(guest.email).first()).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expectAccessible(page);

    const name = page.getByLabel('Display name');
    const phone = page.getByLabel('Phone number');
    await name.fill('');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(name).toHaveAccessibleDescription('! Name is required');
    await phone.fill('call me');
    await name.fill('Farhana Karim');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(phone).toHaveAccessibleDescription(
      'Enter a phone number using digits, like +880 1711 245880',
    );
    await phone.fill('+880 1819 000111');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'updated' })).toHaveText(
      'Your profile has been updated.',
    );
    await expect(main.getByText('Farhana Karim', { exact: true })).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue('Farhana Karim');
    await expect(phone).toHaveValue('+880 1819 000111');

    // The photo: a file that is no picture is refused before it is sent.
    const photo = page.getByLabel('Photo', { exact: true });
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(photo).toHaveAccessibleDescription(/! Photo is required/);
    await photo.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(photo).toHaveAccessibleDescription(/Choose a JPEG, PNG or WebP image\./);

    const png = await sharp({
      create: { width: 96, height: 96, channels: 3, background: '#b08d57' },
    })
      .png()
      .toBuffer();
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(main.locator('img[src^="blob:"]')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Photo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'photo' })).toHaveText(
      'Your new photo is saved.',
    );
    const avatar = main.locator('img[src^="/uploads/avatars/"]');
    await expect(avatar).toBeVisible();
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.reload();
    await expect(main.locator('img[src^="/uploads/avatars/"]')).toBeVisible();
  });
});
