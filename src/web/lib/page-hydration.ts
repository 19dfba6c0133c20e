/**
 * Whether the page's code runs all of the server's HTML yet. React hydrates the page as a
 * transition, in short tasks, each part behind its own Suspense boundary (a part a visitor
 * touches first is hydrated first); until the page's own part has committed, a control that
 * does nothing without its code waits (`useDisabledUntilHydrated`). A page the browser draws
 * itself is hydrated from the start.
 */
let hydrated = true;
const listeners = new Set<() => void>();

/** The entry says so just before it hydrates the server's HTML. */
export function expectHydration() {
  hydrated = false;
}

/** The page's part has committed (an effect in it says so): every control works now. */
export function pageHydrated() {
  if (hydrated) return;
  hydrated = true;
  for (const listener of listeners) listener();
}

export function isPageHydrated(): boolean {
  return hydrated;
}

export function subscribeToHydration(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
