// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error.ts';
import { BLOCK_MESSAGES, type SuiteBlock } from '#shared/suite-blocks.ts';
import { serveList, teaGardenSuite } from '#web/features/suites/testing.tsx';
import { type Call, json, messageOf, renderWithQueries } from '#web/lib/testing.tsx';
import { SuiteBlocks } from './suite-blocks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const suiteId = teaGardenSuite.id;
const url = `/api/suites/${suiteId}/blocks`;

const repairs: SuiteBlock = {
  id: '5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  suiteId,
  startDate: '2027-02-10',
  endDate: '2027-02-13',
  reason: 'Roof repairs',
  fromFeed: false,
};

/** A server holding `blocks`; `answer` decides each change's response. */
const serve = (blocks: SuiteBlock[], answer: (call: Call) => Response) =>
  serveList('blocks', blocks, answer);

const renderBlocks = () =>
  renderWithQueries(<SuiteBlocks suiteId={suiteId} suiteName={teaGardenSuite.name} />);

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
