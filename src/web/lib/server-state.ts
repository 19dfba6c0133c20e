import type { DehydratedState } from '@tanstack/react-query';

/** The id of the JSON block in which the server hands its query cache to the browser. */
export const SERVER_STATE_ID = 'server-state';

/**
 * Encodes the cache for a `<script type="application/json">` block: a data block is never run
 * (so the strict CSP allows it) and `<` is escaped so no value can close the element.
 */
export function serializeServerState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The server's cache, when this page was rendered by the server. */
export function readServerState(): DehydratedState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
