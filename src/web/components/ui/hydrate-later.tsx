import { type ReactElement, Suspense, use } from 'react';

/** The turns of a page's first hydration; a part given the last one hydrates last. */
export const HYDRATION_TURNS = 12;

/** Turn `n` comes `n` tasks after hydration starts; undefined when nothing is hydrated. */
let turns: Promise<void>[] | undefined;
/** How many turns have come. */
let passed = 0;

/** Starts the turns: the entry calls it just before it hydrates the server's HTML. */
export function startHydrationTurns() {
  turns = [];
  let previous: Promise<void> = Promise.resolve();
  for (let turn = 1; turn <= HYDRATION_TURNS; turn++) {
    previous = previous
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(() => {
        passed = turn;
      });
    turns.push(previous);
  }
}

/** The turn of a list's item: the first with the page, each next one a turn later. */
export function turnOfItem(index: number): number {
  return Math.min(index, HYDRATION_TURNS - 1);
}

function Turn({ turn, children }: { turn: number; children: ReactElement }) {
  const waiting = turns && turn > passed ? turns[turn - 1] : undefined;
  if (waiting) use(waiting);
  return children;
}

/**
 * Hydrates its one element `turn` tasks after the rest of the page (the server's HTML for it
 * stays on screen meanwhile), so that the first hydration is a series of short tasks rather than
 * one long one that would hold up a tap. Until then a link in it works as a plain link, and its
 * buttons are disabled (`useDisabledUntilHydrated`). Renders at once on the server, in a page the
 * browser draws itself, and once the first hydration is over. One element: Preact keeps the
 * first node of a part that waits.
 */
export function HydrateLater({ turn, children }: { turn: number; children: ReactElement }) {
  // Always behind its own boundary, so an item moving between turns keeps its state.
  return (
    <Suspense fallback={null}>
      <Turn turn={turn}>{children}</Turn>
    </Suspense>
  );
}
