// What every feature's component tests share: the API's JSON answer, a fake fetch recording the
// calls, a render with a query client and a field's error message. Convention: like a feature's
// `testing.tsx`, only *.test.ts(x), *.fixtures.ts(x) and the features' own testing modules import
// it (the lint plugin biome-plugins/web-layers.grit refuses it in product code), so it never
// reaches the bundle. What one feature's tests alone need (a Booking, a Suite, an admin fake)
// stays in that feature's `testing.tsx`, built on these.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** The API's JSON answer (a 204 has no body). */
export function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** One request the page made: its path, method and JSON body (parsed). */
export type Call = { path: string; method: string; body: unknown };

/** Puts `answer` in place of fetch: each request reaches it as a Call. */
export function stubFetch(answer: (call: Call) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) =>
      answer({
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      }),
    ),
  );
}

/**
 * A fake API in place of fetch: `read` answers each GET and `write` each change. Returns the
 * changes in order (and the GETs among them when `reads` is set).
 */
export function serveApi({
  read,
  write,
  reads = false,
}: {
  read: () => unknown;
  write: (call: Call) => Response | Promise<Response>;
  reads?: boolean;
}) {
  const calls: Call[] = [];
  stubFetch((call) => {
    const isRead = call.method === 'GET';
    if (reads || !isRead) calls.push(call);
    return isRead ? json(200, read()) : write(call);
  });
  return calls;
}

/** A query client that does not retry, as the tests want a failure at once. */
export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * `ui` with a query client (`queryClient`, for a test that reads its cache, or one that does not
 * retry), and a user to drive it (set up with the rest of `options`).
 */
export function renderWithQueries(
  ui: ReactNode,
  {
    queryClient = testQueryClient(),
    ...options
  }: Parameters<typeof userEvent.setup>[0] & { queryClient?: QueryClient } = {},
) {
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
