// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MailOutbox, OutboxMessage } from '#shared/mail-outbox.ts';
import { OutgoingMail } from './outgoing-mail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const failed: OutboxMessage = {
  id: '7b0d8a1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  to: 'nusrat@example.com',
  subject: 'Your stay is booked: SB-7K3Q9D',
  status: 'failed',
  attempts: 15,
  lastError: 'Connection refused',
  nextAttemptAt: null,
  createdAt: '2027-06-01T10:00:00.000Z',
  sentAt: null,
};

function serve(outbox: MailOutbox) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const body = path.endsWith('/retry')
        ? { ...failed, status: 'pending', attempts: 0, lastError: null }
        : outbox;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OutgoingMail />
    </QueryClientProvider>,
  );
}

describe('outgoing mail', () => {
  test('says nothing waits when every message went', async () => {
    serve({ counts: { pending: 0, sending: 0, sent: 12, failed: 0 }, unsent: [] });
    renderSection();
    expect(await screen.findByText('12 sent in the last 30 days; nothing waiting.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Mail not sent yet' })).toBeNull();
  });

  test('lists a failed message with its reason and sends it again on request', async () => {
    const calls = serve({
      counts: { pending: 1, sending: 0, sent: 3, failed: 1 },
      unsent: [failed],
    });
    renderSection();
    const list = await screen.findByRole('list', { name: 'Mail not sent yet' });
    expect(list.textContent).toContain('Failed after 15 tries (Connection refused)');
    expect(list.textContent).toContain('To nusrat@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Send again.*SB-7K3Q9D/ }));
    expect(calls).toContain(`POST /api/admin/mail/${failed.id}/retry`);
  });
});
