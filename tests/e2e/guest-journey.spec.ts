import type { Page } from '@playwright/test';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '#shared/contact.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_LENGTH,
  PHONE_MAX_LENGTH,
} from '#shared/field-limits.ts';
import { formatBdt } from '#shared/money.ts';
import { type PageEntry, pageNames, pages, pathWith } from '#shared/pages.ts';
import type { Quote } from '#shared/stay.ts';
import { expect, test } from '#tests/e2e/fixtures.ts';
import { DEMO_GUEST, logInThroughForm } from '#tests/e2e/support/accounts.ts';
import { chooseFirstResult, randomStay, signUpGuest } from '#tests/e2e/support/booking.ts';
import {
  expectReadable,
  focusedRing,
  headerBottom,
  scrollBehindHeader,
} from '#tests/e2e/support/on-screen.ts';

/**
 * A guest's way through the site on a phone and a desktop: screens open where they can be read,
 * Reserve Now is at hand, a form's mistakes are seen, and focus is always visible.
 */

test.use({ reducedMotion: 'reduce' });

test.describe('screens open where the guest can read them', () => {
  test('the confirmation opens at its heading and reference after the log-in detour', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const guest = await signUpGuest(request, baseURL ?? '');
    await chooseFirstResult(page, randomStay());

    // Signed out, Reserve Now leads to log in and back to the same summary, at its top.
    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbooking$/);
    await logInThroughForm(page, guest);
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    // The guest reads down the page before reserving.
    await page.getByRole('heading', { name: 'Payment System' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reserve Now' }).click();
    await expect(page).toHaveURL(/\/booking\?confirmed=/);

    const confirmed = page.getByRole('status').filter({ hasText: 'Your booking is confirmed' });
    await expect(confirmed).toBeVisible();
    await expectReadable(page, page.getByRole('heading', { level: 1 }), 'the heading');
    await expectReadable(page, confirmed, 'the booking reference');
  });

  test('back and forward return to where the guest was', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
    await link.scrollIntoViewIfNeeded();
    const readAt = await page.evaluate(() => window.scrollY);
    expect(readAt).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readAt);
    await page.goForward();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a page opened by its address starts at its top, and a reload keeps the place', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const readAt = await page.evaluate(() => window.scrollY);
    expect(readAt).toBeGreaterThan(0);
    // Another page opened by its address in the same tab (a new document, not back or forward)
    // does not take the place the last one was left at.
    await page.goto('/faq');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // A reload comes back to where the visitor was.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const leftAt = await page.evaluate(() => window.scrollY);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  });

  test('a scroll made in the moment of the click is where back returns', async ({ page }) => {
    await page.goto('/about');
    // The browser reports a scroll with the next frame: here, after the click has left the page.
    const readAt = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      const link = [...(footer?.querySelectorAll('a') ?? [])].find(
        (anchor) => anchor.textContent?.trim() === 'FAQ',
      );
      if (!link) throw new Error('no FAQ link in the footer');
      link.scrollIntoView();
      const top = window.scrollY;
      link.click();
      return top;
    });
    expect(readAt).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readAt);
  });
});

test.describe('Reserve Now within reach', () => {
  test('on a phone, the total and Reserve Now are on the first screen', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the first screen of a phone');
    const quoted = page.waitForResponse((response) => response.url().includes('/api/quote'));
    await chooseFirstResult(page, randomStay());
    const quote = (await (await quoted).json()) as { quote: Quote };

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectReadable(page, page.getByRole('button', { name: 'Reserve Now' }), 'Reserve Now');
    const totals = page.getByText(formatBdt(quote.quote.total), { exact: true });
    const onScreen = await totals.evaluateAll(
      (elements, bottom) =>
        elements.some((element) => {
          const rect = element.getBoundingClientRect();
          return rect.height > 0 && rect.top >= bottom && rect.bottom <= window.innerHeight;
        }),
      await headerBottom(page),
    );
    expect(onScreen, 'the total is on the first screen').toBe(true);

    // Every price line is still there to read.
    const lines = page.getByRole('region', { name: 'Price of your stay' }).locator('dt');
    await expect(lines).toHaveText([
      /^Subtotal/,
      'Discount (0%)',
      'Services Charge (10%)',
      'VAT(10%)',
      'TAX(5%)',
      'Total (BDT)',
    ]);
  });
});

interface FormCase {
  path: string;
  submit: string;
  /** The first field the empty form names as wrong. */
  firstField: string;
  signedIn?: boolean;
}

const forms: FormCase[] = [
  { path: '/contact', submit: 'Send Message', firstField: 'Name' },
  { path: '/signUp', submit: 'Sign Up', firstField: 'Name' },
  { path: '/login', submit: 'Log In', firstField: 'Email' },
  { path: '/forgot-password', submit: 'Send Reset Link', firstField: 'Email' },
  { path: '/dashboard/profile', submit: 'Update', firstField: 'Display name', signedIn: true },
  { path: '/dashboard/review', submit: 'Submit Review', firstField: 'Address', signedIn: true },
];

async function logInAsDemoGuest(page: Page) {
  await page.goto('/login');
  await logInThroughForm(page, DEMO_GUEST);
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe('a form’s mistakes are seen', () => {
  for (const form of forms) {
    test(`${form.path}: the first wrong field and its label land below the header`, async ({
      page,
    }) => {
      if (form.signedIn) await logInAsDemoGuest(page);
      await page.goto(form.path);
      const submit = page.getByRole('button', { name: form.submit, exact: true });
      await expect(submit).toBeEnabled();
      const field = page.getByLabel(form.firstField, { exact: true });
      // Empty the field (the profile's is filled in), so submitting names it first.
      if (!(await field.evaluate((element) => element.hasAttribute('readonly')))) {
        await field.fill('');
        // Focusing a field that already has the focus would not move the page.
        await field.blur();
      }
      // The field sits behind the header; the button is pressed without scrolling to it (a
      // click event, as a tap on a button left in view would give).
      await scrollBehindHeader(field);
      await submit.dispatchEvent('click');

      await expect(field).toBeFocused();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectReadable(page, field, `the ${form.firstField} field`);
      const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
      await expectReadable(page, label, `the ${form.firstField} label`);
    });
  }
});

test.describe('text fields take no more than the server accepts', () => {
  const limits: Record<string, Record<string, number>> = {
    '/contact': { Name: CONTACT_NAME_MAX, Email: EMAIL_MAX_LENGTH, Message: CONTACT_MESSAGE_MAX },
    '/signUp': {
      Name: NAME_MAX_LENGTH,
      Email: EMAIL_MAX_LENGTH,
      Password: PASSWORD_LENGTH.max,
      Number: PHONE_MAX_LENGTH,
    },
    '/login': { Email: EMAIL_MAX_LENGTH, Password: PASSWORD_LENGTH.max },
    '/forgot-password': { Email: EMAIL_MAX_LENGTH },
  };
  for (const [path, fields] of Object.entries(limits)) {
    test(`${path}: each field's maxlength is the shared limit`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      for (const [label, limit] of Object.entries(fields)) {
        await expect(main.getByLabel(label, { exact: true }), label).toHaveAttribute(
          'maxlength',
          String(limit),
        );
      }
      // And no text field of the page is left without one.
      const unlimited = await main
        .locator(
          'input:is([type="text"], [type="email"], [type="tel"], [type="password"], [type="search"], :not([type])), textarea',
        )
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getClientRects().length > 0 && element.tabIndex >= 0)
            .filter((element) => !element.hasAttribute('maxlength'))
            .map((element) => element.getAttribute('name')),
        );
      expect(unlimited, 'text fields without a maxlength').toEqual([]);

      // The limit holds while typing: the field keeps only what the server takes.
      const [firstLabel, firstLimit] = Object.entries(fields)[0] ?? ['', 0];
      const first = main.getByLabel(firstLabel, { exact: true });
      await first.fill('x'.repeat(firstLimit + 10));
      expect(((await first.inputValue()) ?? '').length).toBe(firstLimit);
    });
  }
});

/** The pages anyone may see, at the address links use. */
const publicPaths = pageNames.flatMap((name) => {
  const page: PageEntry = pages[name];
  return page.access === 'public' && page.path !== null ? [page.path] : [];
});

/** A page's address: a path with a `:id` (a suite's page) is walked with the first suite. */
async function addressOf(page: Page, path: string): Promise<string> {
  if (!path.includes('/:')) return path;
  const [suite] = (await (await page.request.get('/api/suites')).json()) as { id: string }[];
  return pathWith(path, { id: suite?.id ?? '' });
}

test.describe('focus is seen on every public page', () => {
  for (const path of publicPaths) {
    test(`${path}: every focus indicator reaches 3:1 against its background`, async ({ page }) => {
      test.slow();
      await page.goto(await addressOf(page, path));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const failures: string[] = [];
      const seen = new Set<string>();
      let first: string | undefined;
      for (let step = 0; step < 120; step++) {
        await page.keyboard.press('Tab');
        const ring = await focusedRing(page);
        if (!ring) continue;
        const { key } = ring;
        // Back at the first element: the page has been walked through. A date input keeps the
        // focus over several presses (day, month, year), so a repeat alone is no end.
        if (key === first && seen.size > 1) break;
        first ??= key;
        if (seen.has(key)) continue;
        seen.add(key);
        if (!ring.ring || ring.ratio < 3) {
          failures.push(
            `${ring.element}: ${ring.ring ?? 'no indicator'} on ${ring.backdrop} is ${ring.ratio.toFixed(2)}:1`,
          );
        }
      }
      expect(seen.size, 'focusable elements reached').toBeGreaterThan(3);
      expect(failures, 'focus indicators under 3:1').toEqual([]);
    });
  }
});
