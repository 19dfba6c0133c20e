import type { DehydratedState } from '@tanstack/react-query';
import type { HotelDay } from './hotel-day.ts';

/** The id of the JSON block in which the server hands its state to the browser. */
export const SERVER_STATE_ID = 'server-state';

/** What the server knew when it rendered the page. */
export interface ServerState {
  /** The query cache: the session and the data the page shows. */
  cache: DehydratedState;
  hotelDay: HotelDay;
}

/**
 * Encodes the state for a `<script type="application/json">` block: a data block is never run
 * (so the strict CSP allows it) and `<` is escaped so no value can close the element.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The server's state, when this page was rendered by the server. */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
