import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { takeCarriedPlace } from '#web/lib/carried-place.ts';
import { isNewScreen } from '#web/lib/new-screen.ts';

const STORAGE_KEY = 'suitebook:scroll-positions';
/** Enough for any back-and-forth a visitor makes; older entries are dropped. */
const KEPT_POSITIONS = 100;
/** How long a restore or a #target waits for the page's content (code, data) to arrive. */
const PATIENCE_MS = 2000;

/** Scroll positions by history entry (react-router's location key), kept across reloads. */
let positions: Map<string, number> | undefined;
function savedPositions(): Map<string, number> {
  if (!positions) {
    positions = new Map();
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
      if (Array.isArray(stored)) {
        for (const entry of stored) {
          if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number')
            positions.set(entry[0], entry[1]);
        }
      }
    } catch {
      // Storage refused or spoiled: positions are a comfort, not a need.
    }
  }
  return positions;
}

function storePositions() {
  try {
    const entries = [...savedPositions()].slice(-KEPT_POSITIONS);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // As above.
  }
}

/**
 * Repeats `step` each frame until it reports done, the page's content has had its time, or the
 * visitor scrolls on their own (their move wins). Returns the cancel.
 */
function untilSettled(step: () => boolean): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
      window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const)
    window.addEventListener(type, stop, { passive: true });
  const attempt = () => {
    if (step() || performance.now() - started > PATIENCE_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  attempt();
  return stop;
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * The history entry a position is kept under. The entry a document opens at has no key of its
 * own (react-router calls every such entry "default"), so its address stands in for it: two
 * pages opened by their URL in one tab must not share a place.
 */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return location.key === 'default'
    ? `default ${location.pathname}${location.search}`
    : location.key;
}

/**
 * Whether the document itself came back (reload, back or forward to another document), rather
 * than being opened anew: only then is its first entry's place restored.
 */
function documentReturned(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Scrolls to `top` once the page is tall enough for it (see `untilSettled`). */
function restoreTo(top: number): () => void {
  return untilSettled(() => {
    window.scrollTo(0, top);
    return Math.abs(window.scrollY - top) < 2;
  });
}

/**
 * Where each screen opens. A move to another page starts at its top, or at its `#target`; back
 * and forward (and a reload) return to where the visitor was on that entry; a screen that
 * replaces itself at the same address (`NEW_SCREEN_STATE`) starts at its top too, while a new
 * query on one screen (a search, a page of a list) stays where the visitor is. The same page
 * opened in the other language opens where the visitor was (`carryPlace`). The browser's own
 * restoration is turned off: it runs before a lazily loaded page has its height, and lands short.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(entryKey(location));
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Where the visitor is on this entry, kept at every scroll (the browser sends at most one a
    // frame) and again as the entry is left: a scroll made in the frame of a click, or just before
    // the page unloads, is reported after the move, under the next entry or never.
    const remember = () => savedPositions().set(currentKey.current, window.scrollY);
    const onPageHide = () => {
      remember();
      storePositions();
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('click', remember, { capture: true });
    window.addEventListener('popstate', remember, { capture: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('click', remember, { capture: true });
      window.removeEventListener('popstate', remember, { capture: true });
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Before paint, so the new screen never shows a frame at the old position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per history entry (its key).
  useLayoutEffect(() => {
    const fromPath = previousPath.current;
    previousPath.current = location.pathname;
    currentKey.current = entryKey(location);
    // The document's first entry counts as POP even when opened anew (a link from elsewhere, an
    // address typed): that starts at the top, like any new page.
    const opened = fromPath === null && !documentReturned();

    if (opened) {
      // The same page in the other language: where the visitor was reading.
      const carried = takeCarriedPlace(`${location.pathname}${location.search}`);
      if (carried !== undefined) return restoreTo(carried);
    }
    if (navigationType === 'POP' && !opened) {
      const top = savedPositions().get(currentKey.current);
      if (top === undefined) return;
      return restoreTo(top);
    }
    if (location.hash) {
      return untilSettled(() => {
        const target = hashTarget(location.hash);
        target?.scrollIntoView();
        return !!target;
      });
    }
    if (fromPath !== location.pathname || isNewScreen(location.state)) window.scrollTo(0, 0);
  }, [location.key]);

  return null;
}
