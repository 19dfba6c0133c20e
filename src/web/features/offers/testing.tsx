// What the offers feature's component tests share: a fake admin API and a render with a query
// client. Convention: a feature's test support is one module, `testing.tsx` (or `testing.ts` when
// it renders nothing) at the feature's root; only *.test.ts(x) files import it (the lint plugin
// biome-plugins/web-layers.grit refuses it in product code), so it never reaches the bundle. It
// stays inside its feature, as features never import each other.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The API's 503 while the hotel's server is down, for the panels' retries. */
export const unavailable = () =>
  json(503, { error: { code: 'UNAVAILABLE', message: 'The hotel is resting.' } });

export type Call = { path: string; method: string; body: unknown };

/**
 * A fake admin API in place of fetch: `read` answers each GET; each change is recorded and
 * answered by `write`. Returns the changes, in order.
 */
export function serveAdmin({
  read,
  write,
}: {
  read: () => unknown;
  write: (call: Call) => Response | Promise<Response>;
}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const call = {
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      if (call.method === 'GET') return json(200, read());
      calls.push(call);
      return write(call);
    }),
  );
  return calls;
}

/** `ui` with a query client that does not retry (given, for a test that reads its cache). */
export function renderWithQueries(
  ui: ReactNode,
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { user: userEvent.setup(), queryClient };
}

/** The message the field's aria-describedby points at, or null when it has none. */
export function messageOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}
