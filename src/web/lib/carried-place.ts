/**
 * The place a visitor leaves a page at to read it in the other language, which opens as a new
 * document (decision 049): the language switch keeps it, the new page's scroll restoration
 * (src/web/app/scroll-restoration.tsx) takes it.
 */
const CARRIED_KEY = 'suitebook:carried-place';

/**
 * Keeps where the visitor is on this page for the same page in another language, which opens
 * as a new document (the language switch): `path` is the page's path and query, the same in
 * either language.
 */
export function carryPlace(path: string) {
  try {
    sessionStorage.setItem(CARRIED_KEY, JSON.stringify({ path, top: window.scrollY }));
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
