import { expect, expectAccessible, test } from './fixtures.ts';
import { carouselIn, position } from './support/public-pages.ts';

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('carousels do not play by themselves, but the buttons still work', async ({ page }) => {
    // The page's timers run on Playwright's clock, so a wait is a jump, not a sleep.
    await page.clock.install();
    await page.goto('/');
    const services = await carouselIn(page, 'Extra Services', 'Extra services');
    await page.mouse.move(0, 0);
    await expect(position(services)).toHaveText('01 / 06');
    await expect(
      services.getByRole('button', { name: 'Start automatic service rotation' }),
    ).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(position(services)).toHaveText('01 / 06');
    await services.getByRole('button', { name: 'Next service' }).click();
    await expect(position(services)).toHaveText('02 / 06');

    const reviews = await carouselIn(page, 'Clients Testimonial', 'Guest reviews');
    await page.mouse.move(0, 0);
    await expect(position(reviews)).toHaveText(/^01 \//);
    await page.clock.runFor(4_500);
    await expect(position(reviews)).toHaveText(/^01 \//);
  });

  test('sections are there at once, without entrance animations', async ({ page }) => {
    await page.goto('/');
    const why = page.getByRole('region', { name: 'Why Choose Us' });
    await why.scrollIntoViewIfNeeded();
    const reveal = why.locator('.reveal').first();
    await expect(reveal).toHaveCSS('opacity', '1');
    await expect(reveal).toHaveCSS('animation-name', 'none');
  });

  for (const path of ['/', '/about', '/faq', '/teams', '/feature', '/contact']) {
    test(`${path} has no accessibility violations, all of it loaded`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});

test('section entrances take 800 to 2200 ms when motion is welcome', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const why = page.getByRole('region', { name: 'Why Choose Us' });
  const reveals = why.locator('.reveal');
  await expect(reveals).toHaveCount(7);
  for (const reveal of await reveals.all()) {
    await reveal.scrollIntoViewIfNeeded();
    await expect(reveal).toHaveAttribute('data-revealed', '');
    const seconds = await reveal.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).animationDuration),
    );
    expect(seconds).toBeGreaterThanOrEqual(0.8);
    expect(seconds).toBeLessThanOrEqual(2.2);
  }
  await expect(reveals.last()).toHaveCSS('opacity', '1', { timeout: 5_000 });
});
