/**
 * Navigation state for a move that replaces the screen at the same address (a reservation draft
 * becoming its confirmation): the new screen opens at its top, with its heading in view. Other
 * moves within one address (a search, a filter, a page of a list) keep the scroll position.
 */
export const NEW_SCREEN_STATE = { newScreen: true } as const;

export function isNewScreen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'newScreen' in state && !!state.newScreen;
}
