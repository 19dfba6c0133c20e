import { expect, test } from './fixtures.ts';
import { carouselIn, position, uniqueEmail } from './support/public-pages.ts';

test.describe('home page', () => {
  test('shows every text and link of the spec, in order', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Luxury suites for the elite passionate about luxury & comfort.',
    );
    await expect(main.getByText('Book Your Suites & Enjoy Your Luxury Experience.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Explore More' })).toHaveAttribute(
      'href',
      '/about',
    );
    const card = main.getByRole('region', { name: 'Check Availability' });
    await expect(card.getByLabel('Check In')).toBeVisible();
    await expect(card.getByLabel('Check Out')).toBeVisible();
    await expect(card.getByLabel('Person').locator('option')).toHaveText([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    await expect(card.getByLabel('Person')).toHaveValue('1');
    await expect(card.getByRole('button', { name: 'Check Available' })).toBeVisible();

    // The spec's sections, in its order.
    const headings = [
      'Grand Welcome',
      'COMFORTABLE AND LAVISH HOTELS & RESIDENCES',
      'STEP INTO A ROOM THAT BLURS THE LINES BETWEEN DREAMS AND REALITY',
      'Relax in our Hotel Resort',
      'Interiors of the Estate',
      'Extra Services',
      'Why Choose Us',
      'Clients Testimonial',
    ];
    const h2s = await main.getByRole('heading', { level: 2 }).allTextContents();
    const order = headings.map((heading) => h2s.indexOf(heading));
    expect(order, `h2 order in ${JSON.stringify(h2s)}`).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    await expect(main.getByRole('link', { name: 'Learn More ...' })).toHaveAttribute(
      'href',
      '/about',
    );
    const gallery = main.getByRole('region', {
      name: 'STEP INTO A ROOM THAT BLURS THE LINES BETWEEN DREAMS AND REALITY',
    });
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.getByRole('article')).toHaveCount(6);
    // Each Booking link opens the search with its own suite chosen.
    const bookingLinks = await gallery.getByRole('link', { name: /^Booking/ }).all();
    const chosen = new Set<string>();
    for (const link of bookingLinks) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/allSuites\?suite=[0-9a-f-]{36}$/);
      chosen.add(href);
    }
    expect(chosen.size).toBe(bookingLinks.length);
    await expect(gallery.getByRole('link', { name: 'View All Suites' })).toHaveAttribute(
      'href',
      '/allSuites',
    );
    const intro = main.getByRole('region', { name: 'Relax in our Hotel Resort' });
    await expect(intro).toContainText('Hotel');
    await expect(intro).toContainText('Chandrabati');
    await expect(intro).toContainText('Anisur Rahman Chowdhury');
    await expect(intro).toContainText('CEO');

    const interiors = main.getByRole('region', { name: 'Interiors of the Estate' });
    await expect(interiors.getByRole('img')).toHaveCount(6);

    const why = main.getByRole('region', { name: 'Why Choose Us' });
    for (const blurb of [
      'Estate Food',
      'Swimming Pool',
      'Spa',
      'Private Car',
      'Air Freshener',
      'Parting Gift',
    ]) {
      await expect(why.getByRole('heading', { name: blurb, exact: true })).toBeVisible();
    }

    const testimonials = main.getByRole('region', { name: 'Clients Testimonial' });
    await expect(testimonials.getByRole('link', { name: 'Add Your Review' })).toHaveAttribute(
      'href',
      '/dashboard/review',
    );
    await expect(main.getByText('Our receptionist is available 24 hours')).toBeVisible();
    await expect(page).toHaveTitle('Chandrabati Heritage Resort · Luxury suites in Sreemangal');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /zamindar estate/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /Chandrabati/,
    );
  });

  test('the extra services carousel shows six priced services and advances by itself', async ({
    page,
  }) => {
    await page.goto('/');
    const carousel = await carouselIn(page, 'Extra Services', 'Extra services');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(6);
    await expect(slides.first()).toHaveAttribute('aria-label', '1 of 6');
    for (const [name, price] of [
      ['Room Cleaning', '50 BDT'],
      ['Cloth Washing', '40 BDT'],
      ['Drinks Included', '60 BDT'],
    ] as const) {
      const slide = slides.filter({ has: page.getByRole('heading', { name }) });
      await expect(slide).toContainText(price);
      await expect(slide).toContainText('per day');
      await expect(slide.getByRole('listitem')).toHaveCount(3);
      await expect(slide.locator('img')).toHaveAttribute('width', '960');
    }
    // Autoplay every second: the position moves on without any input.
    await page.mouse.move(0, 0);
    await expect(position(carousel)).toHaveText('01 / 06');
    await expect(position(carousel)).not.toHaveText('01 / 06', { timeout: 4_000 });
  });

  test('wide screens show two services at once', async ({ page, isMobile }) => {
    test.skip(isMobile, 'one service at a time on a phone');
    await page.goto('/');
    const carousel = await carouselIn(page, 'Extra Services', 'Extra services');
    const widths = await carousel
      .locator('[aria-roledescription="slide"]')
      .evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().width));
    const viewport = await carousel
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((slide) => slide.parentElement!.parentElement!.getBoundingClientRect().width);
    for (const width of widths) expect(Math.abs(width - (viewport + 24) / 2)).toBeLessThan(2);
  });

  test('a carousel stops while focus is in it, and Previous and Next move it', async ({ page }) => {
    // The page's timers run on Playwright's clock, so a wait is a jump, not a sleep.
    await page.clock.install();
    await page.goto('/');
    const carousel = await carouselIn(page, 'Clients Testimonial', 'Guest reviews');
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await carousel.getByRole('button', { name: 'Next review' }).focus();
    const start = await position(carousel).textContent();
    await page.clock.runFor(2_600);
    await expect(position(carousel)).toHaveText(start!);
    // Not playing: the slides are a polite live region, so a change is announced.
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await page.keyboard.press('Enter');
    await expect(position(carousel)).not.toHaveText(start!);
    await carousel.getByRole('button', { name: 'Previous review' }).press('Enter');
    await expect(position(carousel)).toHaveText(start!);
  });

  test('a carousel stops while the pointer is over it', async ({ page, isMobile }) => {
    test.skip(isMobile, 'no hover on a touch screen');
    await page.clock.install();
    await page.goto('/');
    const carousel = await carouselIn(page, 'Clients Testimonial', 'Guest reviews');
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await carousel.locator('[aria-roledescription="slide"]').first().hover();
    const hovered = await position(carousel).textContent();
    await page.clock.runFor(2_600);
    await expect(position(carousel)).toHaveText(hovered!);
    await page.mouse.move(0, 0);
    await expect(position(carousel)).not.toHaveText(hovered!, { timeout: 5_000 });
  });

  test('the pause button stops a carousel for good, and says so', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const services = await carouselIn(page, 'Extra Services', 'Extra services');
    await services.getByRole('button', { name: 'Stop automatic service rotation' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    const stopped = await position(services).textContent();
    await page.clock.runFor(1_800);
    await expect(position(services)).toHaveText(stopped!);
    await expect(
      services.getByRole('button', { name: 'Start automatic service rotation' }),
    ).toBeVisible();
  });

  test('the testimonials show comment, name and address of each review', async ({ page }) => {
    await page.goto('/');
    const carousel = await carouselIn(page, 'Clients Testimonial', 'Guest reviews');
    const slide = carousel.locator('[aria-roledescription="slide"]').first();
    await expect(slide.locator('blockquote')).not.toBeEmpty();
    await expect(slide.locator('figcaption')).toContainText(/\S+/);
    const count = await carousel.locator('[aria-roledescription="slide"]').count();
    expect(count).toBeGreaterThanOrEqual(3);
  });

  test('the newsletter subscribes, answers a known address alike, and rejects a bad address', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('region', { name: 'Letters from the tea garden' });
    await box.scrollIntoViewIfNeeded();
    const email = box.getByLabel('Email address');
    const subscribe = box.getByRole('button', { name: 'Subscribe' });

    await email.fill('not-an-address');
    await subscribe.click();
    await expect(box.getByText('Enter a valid email address, like name@example.com')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('');
    await subscribe.click();
    await expect(box.getByText('! Email is required')).toBeVisible();

    const address = uniqueEmail('newsletter');
    await email.fill(address);
    await subscribe.click();
    await expect(box.getByText(`Thank you! ${address} is now subscribed`)).toBeVisible();
    await expect(email).not.toHaveAttribute('aria-invalid');

    // Whether an address is on the list is nobody's business: the same thanks.
    await email.fill(address.toUpperCase());
    await subscribe.click();
    await expect(box.getByText(`Thank you! ${address} is now subscribed`)).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('nothing scrolls sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    for (const path of ['/', '/about', '/contact', '/faq', '/teams', '/feature']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Bring every lazy part in: scroll to the bottom in steps.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal scroll on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
