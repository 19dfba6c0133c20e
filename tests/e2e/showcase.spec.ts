import type { Locator, Page } from '@playwright/test';
import { demoAccount, expect, expectAccessible, test } from './fixtures.ts';

/** A unique address per run and project, so 'subscribed' really is the first time. */
function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The carousel's visible position, e.g. "02 / 06". */
function position(carousel: Locator) {
  return carousel.getByTestId('carousel-position');
}

async function carouselIn(page: Page, sectionName: string, label: string) {
  const section = page.getByRole('region', { name: sectionName });
  await section.scrollIntoViewIfNeeded();
  const carousel = section.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);
  await expect(carousel).toBeVisible();
  return carousel;
}

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
    for (const link of await gallery.getByRole('link', { name: /^Booking/ }).all()) {
      await expect(link).toHaveAttribute('href', '/allSuites');
    }
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
    await page.goto('/');
    const carousel = await carouselIn(page, 'Clients Testimonial', 'Guest reviews');
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await carousel.getByRole('button', { name: 'Next review' }).focus();
    const start = await position(carousel).textContent();
    await page.waitForTimeout(2_600);
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
    await page.goto('/');
    const carousel = await carouselIn(page, 'Clients Testimonial', 'Guest reviews');
    await expect(carousel.locator('[aria-roledescription="slide"]').first()).toBeVisible();
    await carousel.locator('[aria-roledescription="slide"]').first().hover();
    const hovered = await position(carousel).textContent();
    await page.waitForTimeout(2_600);
    await expect(position(carousel)).toHaveText(hovered!);
    await page.mouse.move(0, 0);
    await expect(position(carousel)).not.toHaveText(hovered!, { timeout: 5_000 });
  });

  test('the pause button stops a carousel for good, and says so', async ({ page }) => {
    await page.goto('/');
    const services = await carouselIn(page, 'Extra Services', 'Extra services');
    await services.getByRole('button', { name: 'Stop automatic service rotation' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    const stopped = await position(services).textContent();
    await page.waitForTimeout(1_800);
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

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('carousels do not play by themselves, but the buttons still work', async ({ page }) => {
    await page.goto('/');
    const services = await carouselIn(page, 'Extra Services', 'Extra services');
    await page.mouse.move(0, 0);
    await expect(position(services)).toHaveText('01 / 06');
    await expect(
      services.getByRole('button', { name: 'Start automatic service rotation' }),
    ).toBeVisible();
    await page.waitForTimeout(2_500);
    await expect(position(services)).toHaveText('01 / 06');
    await services.getByRole('button', { name: 'Next service' }).click();
    await expect(position(services)).toHaveText('02 / 06');

    const reviews = await carouselIn(page, 'Clients Testimonial', 'Guest reviews');
    await page.mouse.move(0, 0);
    await expect(position(reviews)).toHaveText(/^01 \//);
    await page.waitForTimeout(4_500);
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

test.describe('server rendering', () => {
  test('pages arrive as HTML with their texts, head tags and data', async ({
    request,
    baseURL,
  }) => {
    const home = await (await request.get('/')).text();
    expect(home).toContain('data-server-rendered');
    expect(home).toContain('Luxury suites for the elite passionate about luxury &amp; comfort.');
    expect(home).toContain('Grand Welcome');
    expect(home).toContain('COMFORTABLE AND LAVISH HOTELS &amp; RESIDENCES');
    expect(home).toContain(`<link rel="canonical" href="${baseURL}/" />`);
    // The hero picture is asked for from the head, before the body is read.
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="image"[^>]*hero-768\.webp/);
    // No inline script: the strict CSP would refuse it.
    expect(home).not.toMatch(/<script(?![^>]*(?:type="module"|type="application\/json"))/);

    const about = await (await request.get('/About')).text();
    expect(about).toContain('<title>About · Chandrabati Heritage Resort</title>');
    expect(about).toContain(`<link rel="canonical" href="${baseURL}/about" />`);

    // The suite list is in the page, with the data the browser takes over.
    const suites = await (await request.get('/allSuites')).text();
    expect(suites).toContain('Tea Terrace Single');
    expect(suites).toContain('id="server-state"');

    // Personal pages are left to the browser.
    const dashboard = await (await request.get('/dashboard')).text();
    expect(dashboard).not.toContain('data-server-rendered');

    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('data-server-rendered');
  });

  test('a signed-in visitor gets their own page, which no cache may share', async ({
    request,
    baseURL,
  }) => {
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: demoAccount('guest'),
      headers: { origin: baseURL ?? '' },
    });
    expect(signIn.ok()).toBe(true);
    const page = await request.get('/about');
    expect(page.headers()['cache-control']).toBe('private, no-store');
    expect(page.headers().vary).toMatch(/cookie/i);
    const html = await page.text();
    expect(html).toContain('Sign Out');
    expect(html).toContain('guest@demo.suitebook.dev');
  });

  test('without JavaScript the home page still reads, and forms cannot leak fields into URLs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Luxury suites for the elite passionate about luxury & comfort.',
    );
    const card = page.getByRole('region', { name: 'Check Availability' });
    await expect(card.getByRole('button', { name: 'Check Available' })).toBeDisabled();
    await page.goto('/login');
    await expect(page.locator('form[aria-label="Log in"]')).toHaveAttribute('method', 'post');
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    await context.close();
  });
});
