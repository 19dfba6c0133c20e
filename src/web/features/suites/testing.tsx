// What the suites feature's component tests share: one suite, a fake admin API and a render with a
// query client. Convention: a feature's test support is one module, `testing.tsx` (or `testing.ts`
// when it renders nothing) at the feature's root; only *.test.ts(x) files import it (the lint
// plugin biome-plugins/web-layers.grit refuses it in product code), so it never reaches the
// bundle. It stays inside its feature, as features never import each other.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type Suite, suiteImage } from '#shared/suite.ts';

/** The suite the tests edit, show and block, as the public API lists it. */
export const teaGardenSuite: Suite = {
  id: '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a7e',
  name: 'Tea Garden King Suite',
  description: 'A corner suite over the tea rows, with a deep bath and a reading nook.',
  bed: '1 King Bed',
  capacity: 3,
  sizeSqft: 640,
  rating: 4,
  pricePerNight: 18500,
  weekendPricePerNight: null,
  baseOccupancy: null,
  extraAdultPerNight: 0,
  extraChildPerNight: 0,
  image: suiteImage('/images/suites/tea-garden-king-suite'),
};

export function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export type Call = { path: string; method: string; body: unknown };

/**
 * A fake admin API in place of fetch, holding a suite's list (`{ [key]: items }`, as a GET
 * answers); `answer` decides each change's response and is recorded. A created item (201) joins
 * the list and a deleted one (a DELETE answered ok) leaves it. Returns the changes, in order.
 */
export function serveList<Item extends { id: string }>(
  key: string,
  items: Item[],
  answer: (call: Call) => Response,
) {
  const calls: Call[] = [];
  let listed = items;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const call = {
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      if (call.method === 'GET') return json(200, { [key]: listed });
      calls.push(call);
      const response = answer(call);
      if (response.ok && call.method === 'DELETE') {
        listed = listed.filter((item) => !path.endsWith(item.id));
      }
      if (response.status === 201) listed = [...listed, (await response.clone().json()) as Item];
      return response;
    }),
  );
  return calls;
}

/** `ui` with a query client that does not retry, and a user to drive it. */
export function renderWithQueries(ui: ReactNode, options?: Parameters<typeof userEvent.setup>[0]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return userEvent.setup(options);
}

/** The message the field's aria-describedby points at, or null when it has none. */
export function messageOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}
