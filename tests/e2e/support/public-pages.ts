import type { Locator, Page } from '@playwright/test';
import { expect } from '#tests/e2e/fixtures.ts';

/** A unique address per run and project, so 'subscribed' really is the first time. */
export function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The carousel's visible position, e.g. "02 / 06". */
export function position(carousel: Locator) {
  return carousel.getByTestId('carousel-position');
}

export async function carouselIn(page: Page, sectionName: string, label: string) {
  const section = page.getByRole('region', { name: sectionName });
  await section.scrollIntoViewIfNeeded();
  const carousel = section.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);
  await expect(carousel).toBeVisible();
  return carousel;
}
