// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ChannelImport, Channels } from '#shared/channels.ts';
import { CHANNEL_MESSAGES } from '#shared/channels.ts';
import { teaGardenSuite } from '#web/features/suites/testing.tsx';
import { json, renderWithQueries } from '#web/lib/testing.tsx';
import { SuiteChannels } from './suite-channels.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const suiteId = teaGardenSuite.id;
const exportUrl = 'https://hotel.test/ical/abcdefghijklmnopqrstuvwxyz012345.ics';

const fetched: ChannelImport = {
  id: 'c3d4e5f6-0000-4000-8000-000000000001',
  url: 'https://ota.test/feeds/suite-9.ics',
  lastSyncedAt: '2026-11-25T08:15:00.000Z',
  lastStatus: 'ok',
  lastError: null,
  eventCount: 2,
  conflicts: [
    {
      startDate: '2027-01-10',
      endDate: '2027-01-12',
      summary: 'Reserved',
      with: 'booking',
      reference: 'SB-7K3Q9D',
    },
  ],
};

const failed: ChannelImport = {
  ...fetched,
  id: 'c3d4e5f6-0000-4000-8000-000000000002',
  url: 'https://other.test/cal.ics',
  lastStatus: 'failed',
  lastError: 'The feed answered HTTP 404',
  eventCount: 0,
  conflicts: [],
};

function serve(channels: Channels, answer: (body: unknown) => Response) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      if ((init.method ?? 'GET') === 'GET') return json(200, channels);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      posted.push(body);
      return answer(body);
    }),
  );
  return posted;
}

const renderChannels = () => renderWithQueries(<SuiteChannels suiteId={suiteId} />);

describe('a suite’s channels', () => {
  test('show the export address, each feed’s last fetch, failures and nights sold twice', async () => {
    serve({ exportUrl, imports: [fetched, failed] }, () => json(500, {}));
    renderChannels();
    expect(await screen.findByDisplayValue(exportUrl)).toBeTruthy();
    const [first, second] = Array.from(
      screen.getByRole('list', { name: 'Channel calendars' }).children,
    );
    expect(first?.textContent).toContain('2 stays blocked');
    expect(within(first as HTMLElement).getByRole('alert').textContent).toContain(
      'booking SB-7K3Q9D here, “Reserved” at the channel',
    );
    expect(second?.textContent).toContain('The feed answered HTTP 404');
  });

  test('add a feed, with the server’s message on the field when it refuses it', async () => {
    const posted = serve({ exportUrl, imports: [] }, (body) =>
      (body as { url: string }).url.includes('dup')
        ? json(409, { error: { code: 'CONFLICT', message: CHANNEL_MESSAGES.duplicate } })
        : json(201, {
            exportUrl,
            imports: [{ ...fetched, url: (body as { url: string }).url, conflicts: [] }],
          }),
    );
    const user = renderChannels();
    const form = within(await screen.findByRole('form', { name: 'Add a channel feed' }));
    await user.type(form.getByLabelText('Feed address'), 'ftp://ota.test/x.ics');
    await user.click(form.getByRole('button', { name: 'Add Feed' }));
    expect(form.getByLabelText('Feed address').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);

    await user.clear(form.getByLabelText('Feed address'));
    await user.type(form.getByLabelText('Feed address'), 'https://ota.test/dup.ics');
    await user.click(form.getByRole('button', { name: 'Add Feed' }));
    expect((await form.findByRole('alert')).textContent).toContain(CHANNEL_MESSAGES.duplicate);

    await user.clear(form.getByLabelText('Feed address'));
    await user.type(form.getByLabelText('Feed address'), 'https://ota.test/new.ics');
    await user.click(form.getByRole('button', { name: 'Add Feed' }));
    expect(
      (await screen.findByText(/Added and fetched: 2 stays blocked/)).textContent,
    ).toBeTruthy();
    expect(posted.at(-1)).toEqual({ url: 'https://ota.test/new.ics' });
  });
});
