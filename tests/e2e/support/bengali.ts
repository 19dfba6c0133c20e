import type { Page } from '@playwright/test';
import { readCatalogue } from '#server/i18n/catalogue.ts';
import { addCatalogue, type MessageValues, translator } from '#shared/messages.ts';

/**
 * The Bengali pages as a Bengali reader meets them (issue 36): what the site says, from its own
 * catalogue, and the English words a page has left.
 */

addCatalogue('bn', readCatalogue('bn'));
const bengali = translator('bn');

/**
 * A message's Bengali wording as a browser names it: its tags' words kept, the words for screen
 * readers only (`<hidden>`, out of the flow) set apart by a space, as the accessibility tree has
 * them.
 */
export function bn(id: string, values: MessageValues = {}): string {
  const keep = (chunks: unknown[]) => chunks.join('');
  const apart = (chunks: unknown[]) => ` ${chunks.join('')} `;
  const tags = new Proxy(values, {
    get: (target, name) =>
      typeof name === 'string' && name in target ? target[name] : name === 'hidden' ? apart : keep,
    has: () => true,
  });
  return bengali
    .formatParts<string>({ id, defaultMessage: '' }, tags)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The brand, and names written as their owners write them: the sign-in providers' and the
 * payment services'.
 */
export const WRITTEN_AS_THEIRS = new Set([
  'Chandrabati',
  'Heritage',
  'Resort',
  'Suitebook',
  'Google',
  'Facebook',
  'GitHub',
  'SSLCommerz',
]);

/**
 * The Latin words a Bengali reader meets on the page (text, labels, titles, alternatives),
 * except addresses, booking references and `data`: what the page shows as people wrote it.
 */
export async function latinWords(page: Page, data: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    // Not the site's words: another language's (the switch, a form's English fields), addresses
    // (mail, phone), what a form holds as typed, code.
    const notWords = (element: Element | null) =>
      !!element?.closest(
        '[lang]:not([lang="bn"]), [translate="no"], a[href^="mailto:"], a[href^="tel:"], textarea, script, style, noscript, svg',
      );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || notWords(parent) || !parent.checkVisibility()) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [alt], [placeholder]',
    )) {
      if (notWords(element)) continue;
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  return texts.flatMap((text) => {
    // Addresses, booking references (SB-…, SR-…) and setting names (GOOGLE_CLIENT_ID) first:
    // a name's initials may be letters inside a reference.
    let rest = text
      .replace(/\S*@\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\bS[BR]-[A-Z0-9]+\b/g, ' ')
      .replace(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, ' ');
    for (const written of data) {
      // Initials only as words of their own.
      rest =
        written.length <= 3
          ? rest.replace(new RegExp(`\\b${written.replace(/\W/g, '\\$&')}\\b`, 'g'), ' ')
          : rest.split(written).join(' ');
    }
    return (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !WRITTEN_AS_THEIRS.has(word));
  });
}
