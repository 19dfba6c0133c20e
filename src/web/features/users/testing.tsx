// What the users feature's component tests share: the signed-in guest, the API's JSON answer and a
// render with a query client. Convention: a feature's test support is one module, `testing.tsx`
// (or `testing.ts` when it renders nothing) at the feature's root; only *.test.ts(x) files import
// it (the lint plugin biome-plugins/web-layers.grit refuses it in product code), so it never
// reaches the bundle. It stays inside its feature, as features never import each other.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { CurrentUser } from '#shared/account.ts';

export const guest: CurrentUser = {
  id: 'user-1',
  name: 'Ayesha Rahman',
  email: 'ayesha@example.com',
  emailVerified: true,
  phone: null,
  image: null,
  role: 'guest',
};

export function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** `ui` with a query client whose mutations do not retry, and a user to drive it. */
export function renderWithQueries(ui: ReactNode, options?: Parameters<typeof userEvent.setup>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return userEvent.setup(options);
}
