import { type ReactElement, Suspense, use } from 'react';

/** The turns of a page's first hydration; a part given the last one hydrates last. */
export const HYDRATION_TURNS = 12;

/** Turn `n` comes `n` tasks after hydration starts; undefined when nothing is hydrated. */
let turns: Promise<void>[] | undefined;
/** How many turns have come. */
let passed = 0;
/** Whether the page's first hydration is over: every part has had its turn. */
let hydrated = true;
const onHydrated = new Set<() => void>();

/** Starts the turns: the entry calls it just before it hydrates the server's HTML. */
export function startHydrationTurns() {
  const mine: Promise<void>[] = [];
  turns = mine;
  passed = 0;
  hydrated = false;
  let previous: Promise<void> = Promise.resolve();
  for (let turn = 1; turn <= HYDRATION_TURNS; turn++) {
    previous = previous
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(() => {
        if (turns === mine) passed = turn;
      });
    mine.push(previous);
  }
  // One task more: the parts of the last turn hydrate as it comes.
  void previous.then(() =>
    setTimeout(() => {
      if (turns !== mine) return;
      hydrated = true;
      for (const listener of onHydrated) listener();
    }, 0),
  );
}

/**
 * Whether the page is wholly hydrated (always, for a page the browser drew itself), and a way to
 * hear when it becomes so: `useHydrated` is built on these. Until then a control that changes
 * what the page shows must wait, since Preact cannot move or redraw a part still waiting for its
 * turn (a list sorted then would keep its waiting items where they were).
 */
export function isPageHydrated(): boolean {
  return hydrated;
}

export function subscribeToHydration(listener: () => void): () => void {
  onHydrated.add(listener);
  return () => onHydrated.delete(listener);
}

/** The header's turn: right after the rest of the frame and the page's first part. */
export const HEADER_TURN = 1;

/** The turn of a page's own part that can wait a little: its search form, say. */
export const PAGE_TURN = 2;

/** The turn of a list's item: the first after the page's part, each next one a turn later. */
export function turnOfItem(index: number): number {
  return Math.min(PAGE_TURN + 1 + index, HYDRATION_TURNS - 1);
}

function Turn({ turn, children }: { turn: number; children: ReactElement }) {
  const waiting = turns && turn > passed ? turns[turn - 1] : undefined;
  if (waiting) use(waiting);
  return children;
}

/**
 * Hydrates its one element `turn` tasks after the rest of the page (the server's HTML for it
 * stays on screen meanwhile), so that the first hydration is a series of short tasks rather than
 * one long one that would hold up a tap. Until then a link in it works as a plain link; the
 * page's buttons stay disabled until every part has had its turn (`useDisabledUntilHydrated`).
 * Renders at once on the server, in a page the browser draws itself, and once the first
 * hydration is over. One element: Preact keeps the first node of a part that waits.
 */
export function HydrateLater({ turn, children }: { turn: number; children: ReactElement }) {
  // Always behind its own boundary, so an item moving between turns keeps its state.
  return (
    <Suspense fallback={null}>
      <Turn turn={turn}>{children}</Turn>
    </Suspense>
  );
}
