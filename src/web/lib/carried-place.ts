/**
 * The place a visitor leaves a page at to read it in the other language, which opens as a new
 * document (decision 049): the language switch keeps it, the new page's scroll restoration
 * (src/web/app/scroll-restoration.tsx) takes it.
 */
const CARRIED_KEY = 'suitebook:carried-place';

/**
 * Where the visitor was last reading. Not simply the page's scroll: moving focus to a link of
 * the sticky header (the switch, by keyboard) scrolls the page to its top, the header's static
 * place, which is not where the visitor was.
 */
let readingTop: number | undefined;
let tracking = false;

/** Starts keeping `readingTop` (once per page; the switch asks for it). */
export function trackReadingPlace() {
  if (tracking) return;
  tracking = true;
  readingTop = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      if (!document.activeElement?.closest('header')) readingTop = window.scrollY;
    },
    { passive: true },
  );
}

/**
 * Keeps where the visitor is on this page for the same page in another language, which opens
 * as a new document (the language switch): `path` is the page's path and query, the same in
 * either language.
 */
export function carryPlace(path: string) {
  try {
    const top = readingTop ?? window.scrollY;
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify({ path, top }));
  } catch {
    // Storage refused: the page opens at its top, which is all.
  }
}

/** The place carried to the page at `path` from the other language, taken once. */
export function takeCarriedPlace(path: string): number | undefined {
  try {
    const carried: unknown = JSON.parse(sessionStorage.getItem(CARRIED_KEY) ?? 'null');
    sessionStorage.removeItem(CARRIED_KEY);
    const { path: from, top } = (carried ?? {}) as { path?: unknown; top?: unknown };
    return from === path && typeof top === 'number' ? top : undefined;
  } catch {
    return undefined;
  }
}
