import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { asFetchedAt } from './server-state.ts';

it('counts the data of a page the server kept as fetched when the page arrives', () => {
  const rendered = Date.parse('2026-11-28T06:00:00Z');
  const server = new QueryClient();
  server.setQueryData(['me'], null, { updatedAt: rendered });
  server.setQueryData(['suites'], [{ id: 'a' }], { updatedAt: rendered });
  const arrived = rendered + 10 * 60_000;

  const state = asFetchedAt(
    { cache: dehydrate(server), hotelDay: { today: '2026-11-28', until: 0 } },
    arrived,
  );

  expect(state.cache.queries.map((query) => query.state.dataUpdatedAt)).toEqual([arrived, arrived]);
  expect(state.cache.queries.map((query) => query.state.data)).toEqual([null, [{ id: 'a' }]]);
  // Fresh for a minute from its arrival: the page's code does not fetch it again as it starts.
  const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  hydrate(browser, state.cache);
  expect(browser.getQueryState(['suites'])?.dataUpdatedAt).toBe(arrived);
});
