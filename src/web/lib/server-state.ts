import type { DehydratedState } from '@tanstack/react-query';
import type { HotelDay } from './hotel-day.ts';

/** The id of the JSON block in which the server hands its state to the browser. */
export const SERVER_STATE_ID = 'server-state';

/** What the server knew when it rendered the page. */
interface ServerState {
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

/**
 * The server's state, when this page was rendered by the server, its data counted as fetched at
 * `now`. A page the server kept is as new as its data when it is sent (every write the public
 * may see drops it, decision 019), however long ago it was rendered: the browser must not fetch
 * it all again, and the code to fetch it, the moment the page starts.
 */
export function readServerState(now: number = Date.now()): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return asFetchedAt(JSON.parse(text) as ServerState, now);
  } catch {
    return undefined;
  }
}

export function asFetchedAt(state: ServerState, now: number): ServerState {
  return {
    ...state,
    cache: {
      ...state.cache,
      queries: state.cache.queries.map((query) => ({
        ...query,
        state: { ...query.state, dataUpdatedAt: now },
      })),
    },
  };
}
