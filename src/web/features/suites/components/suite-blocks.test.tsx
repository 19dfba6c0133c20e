// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error.ts';
import { BLOCK_MESSAGES, type SuiteBlock } from '#shared/suite-blocks.ts';
import { SuiteBlocks } from './suite-blocks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const suiteId = '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a7e';
const url = `/api/suites/${suiteId}/blocks`;

const repairs: SuiteBlock = {
  id: '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  suiteId,
  startDate: '2027-02-10',
  endDate: '2027-02-13',
  reason: 'Roof repairs',
  fromFeed: false,
};

function json(status: number, body: unknown) {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Call = { path: string; method: string; body: unknown };

/** A server holding `blocks`; `answer` decides each change's response. */
function serve(blocks: SuiteBlock[], answer: (call: Call) => Response) {
  const calls: Call[] = [];
  let listed = blocks;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const call = {
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      if (call.method === 'GET') return json(200, { blocks: listed });
      calls.push(call);
      const response = answer(call);
      if (response.ok && call.method === 'DELETE') {
        listed = listed.filter((block) => !path.endsWith(block.id));
      }
      if (response.status === 201) listed = [...listed, (await response.clone().json()) as never];
      return response;
    }),
  );
  return calls;
}

function renderBlocks() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SuiteBlocks suiteId={suiteId} suiteName="Tea Garden King Suite" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

function messageOf(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.find((id) => id.endsWith('-error'));
  return error ? (document.getElementById(error)?.textContent ?? null) : null;
}

const form = () => within(screen.getByRole('form', { name: 'Block nights' }));

async function fillBlock(
  user: ReturnType<typeof userEvent.setup>,
  values: { first: string; last: string; reason: string },
) {
  await user.type(form().getByLabelText('First night'), values.first);
  await user.type(form().getByLabelText('Last night'), values.last);
  if (values.reason) await user.type(form().getByLabelText('Reason'), values.reason);
}

describe('a suite’s blocked nights', () => {
  test('lists each block with its last night and its reason', async () => {
    serve([repairs], () => json(500, {}));
    renderBlocks();
    const list = await screen.findByRole('list', {
      name: 'Blocked nights of Tea Garden King Suite',
    });
    const [row] = within(list).getAllByRole('listitem');
    expect(row?.textContent).toContain('10 Feb 2027 – 12 Feb 2027 · 3 nights');
    expect(row?.textContent).toContain('Roof repairs');
  });

  test('blocks nights: the night after the last one sent, the list read again', async () => {
    const calls = serve([], (call) =>
      json(201, {
        ...(call.body as object),
        id: 'c3d4e5f6-0000-4000-8000-000000000002',
        suiteId,
        fromFeed: false,
      }),
    );
    const user = renderBlocks();
    await screen.findByText(/No blocked nights/);
    await fillBlock(user, { first: '2027-03-01', last: '2027-03-01', reason: 'Wedding party' });
    await user.click(form().getByRole('button', { name: 'Block Nights' }));

    expect(await screen.findByText(/^Blocked: 1 Mar 2027\./)).toBeTruthy();
    expect(calls).toEqual([
      {
        path: url,
        method: 'POST',
        body: { startDate: '2027-03-01', endDate: '2027-03-02', reason: 'Wedding party' },
      },
    ]);
    const list = await screen.findByRole('list', {
      name: 'Blocked nights of Tea Garden King Suite',
    });
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(within(list).getAllByRole('listitem')[0]),
    );
  });

  test('asks for a reason before sending anything', async () => {
    const calls = serve([], () => json(500, {}));
    const user = renderBlocks();
    await screen.findByText(/No blocked nights/);
    await fillBlock(user, { first: '2027-03-01', last: '2027-03-02', reason: '' });
    await user.click(form().getByRole('button', { name: 'Block Nights' }));
    expect(messageOf(form().getByLabelText('Reason'))).toBe(BLOCK_MESSAGES.reason);
    await vi.waitFor(() => expect(document.activeElement).toBe(form().getByLabelText('Reason')));
    expect(calls).toEqual([]);
  });

  test('shows the server’s field message on its field, and a booking in the way', async () => {
    const refused: ApiErrorBody = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Some fields are missing or invalid.',
        fields: { reason: BLOCK_MESSAGES.reasonLength },
      },
    };
    let attempt = 0;
    serve([], () => {
      attempt++;
      return attempt === 1
        ? json(400, refused)
        : json(409, { error: { code: 'CONFLICT', message: BLOCK_MESSAGES.overBooking } });
    });
    const user = renderBlocks();
    await screen.findByText(/No blocked nights/);
    await fillBlock(user, { first: '2027-03-01', last: '2027-03-02', reason: 'Painting' });
    await user.click(form().getByRole('button', { name: 'Block Nights' }));
    await vi.waitFor(() =>
      expect(messageOf(form().getByLabelText('Reason'))).toBe(BLOCK_MESSAGES.reasonLength),
    );

    await user.click(form().getByRole('button', { name: 'Block Nights' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BLOCK_MESSAGES.overBooking);
    // Changing the nights takes the refusal back: it was about the nights chosen.
    await user.clear(form().getByLabelText('First night'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('puts the nights back on sale once confirmed, then focuses what is left', async () => {
    const calls = serve([repairs], () => json(204, null));
    const user = renderBlocks();
    await user.click(
      await screen.findByRole('button', { name: 'Remove the block 10 Feb 2027 – 12 Feb 2027' }),
    );
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, Remove the block' }));

    expect(await screen.findByText('10 Feb 2027 – 12 Feb 2027 is back on sale.')).toBeTruthy();
    expect(calls).toEqual([{ path: `${url}/${repairs.id}`, method: 'DELETE', body: undefined }]);
    const empty = await screen.findByText(/No blocked nights/);
    await vi.waitFor(() => expect(document.activeElement).toBe(empty));
  });
});
