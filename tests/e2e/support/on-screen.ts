import type { Locator, Page } from '@playwright/test';
import { expect } from '#tests/e2e/fixtures.ts';

/** The bottom edge of the sticky site header: what lies above it is hidden behind it. */
export async function headerBottom(page: Page): Promise<number> {
  return page
    .locator('body > div header')
    .first()
    .evaluate((header) => {
      return header.getBoundingClientRect().bottom;
    });
}

/** `locator` lies wholly on screen, below the sticky header and above the screen's bottom. */
export async function expectReadable(page: Page, locator: Locator, what: string) {
  const top = await headerBottom(page);
  const box = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom, height: window.innerHeight };
  });
  expect(
    box.top,
    `${what}: its top (${box.top}) is below the header (${top})`,
  ).toBeGreaterThanOrEqual(top - 0.5);
  expect(box.bottom, `${what}: its bottom is on the screen`).toBeLessThanOrEqual(box.height + 0.5);
}

/**
 * Scrolls so `locator`'s top sits behind the sticky header, still on the screen: where a guest
 * who scrolled back up part way leaves a field, and where the browser sees no need to scroll to
 * it unless the page tells it the header is there.
 */
export async function scrollBehindHeader(locator: Locator) {
  await locator.evaluate((element) => {
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 30);
  });
}

export interface FocusRing {
  /** What has focus, for the failure message. */
  element: string;
  /** The indicator's colour, or null when the element shows none. */
  ring: string | null;
  /** The colour painted behind the indicator. */
  backdrop: string;
  /** Their contrast ratio (WCAG 2.x relative luminance). */
  ratio: number;
  /** The element's place in the document: the same for the same element, whatever it shows. */
  key: string;
}

/**
 * The focused element's focus indicator (its outline, else a box-shadow ring) and the contrast
 * between its colour and the colour behind it: the backgrounds of the element's ancestors (its
 * own for an inset ring), composed down to the first opaque one. Colours are resolved by a
 * canvas, so any CSS colour syntax (oklab, color-mix) counts. Null when nothing is focused.
 */
export async function focusedRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(async () => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    // The colours as they settle, not midway through a transition.
    await Promise.all(focused.getAnimations().map((animation) => animation.finished));

    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    const rgba = (colour: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      // fillRect composes onto transparent: the data is the colour itself, alpha included.
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value = 0) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };

    const style = getComputedStyle(focused);
    let ring: string | null = null;
    let inset = false;
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      ring = style.outlineColor;
      inset = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth) <= 0;
    } else if (style.boxShadow !== 'none') {
      ring = /(rgba?|oklab|oklch|lab|lch|color)\([^)]*\)/.exec(style.boxShadow)?.[0] ?? null;
      inset = style.boxShadow.includes('inset');
    }

    // The layers behind the ring, nearest first, down to the first opaque background.
    const layers: [number, number, number, number][] = [];
    for (
      let node: Element | null = inset ? focused : focused.parentElement;
      node;
      node = node.parentElement
    ) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    let backdrop: number[] = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) {
      backdrop = [r, g, b].map((value, index) => value * a + (backdrop[index] ?? 0) * (1 - a));
    }
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(
        element.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    const backdropText = `rgb(${backdrop.map(Math.round).join(', ')})`;
    const steps: number[] = [];
    for (let node: Element = focused; node.parentElement; node = node.parentElement) {
      steps.push([...node.parentElement.children].indexOf(node));
    }
    const key = steps.join('/');
    if (!ring) {
      return { element: describe(focused), ring: null, backdrop: backdropText, ratio: 1, key };
    }

    const [r, g, b, a] = rgba(ring);
    const shown = [r, g, b].map((value, index) => value * a + (backdrop[index] ?? 0) * (1 - a));
    const [light, dark] = [luminance(shown), luminance(backdrop)].sort((x, y) => y - x);
    return {
      element: describe(focused),
      ring,
      backdrop: backdropText,
      ratio: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
      key,
    };
  });
}
