import { paths } from '#shared/paths.ts';

/**
 * The `/allSuites` search param naming the suite a guest chose (in the home gallery, or before
 * going back to change dates): the search marks it and offers it first. Until suites have pages
 * of their own, this is how a choice of suite travels.
 */
export const CHOSEN_SUITE_PARAM = 'suite';

/** `/allSuites?suite=<id>`: every suite, the chosen one first. */
export function chosenSuitePath(suiteId: string): string {
  return `${paths.allSuites}?${new URLSearchParams({ [CHOSEN_SUITE_PARAM]: suiteId })}`;
}
