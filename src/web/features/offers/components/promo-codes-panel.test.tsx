// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PROMO_MESSAGES, type PromoCode } from '#shared/promo-codes.ts';
import { addDays, hotelToday } from '#shared/stay.ts';
import { serveAdmin } from '#web/features/offers/testing.tsx';
import { type Call, json, messageOf, renderWithQueries } from '#web/lib/testing.tsx';
import type { SuiteChoice } from './add-promo-code-form.tsx';
import { PromoCodesPanel } from './promo-codes-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = hotelToday();

const suites: SuiteChoice[] = [
  { id: '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a71', name: 'Tea Garden King Suite', active: true },
  { id: '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a72', name: 'Zamindar Heritage Suite', active: true },
  { id: '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a73', name: 'Old Boathouse Suite', active: false },
];

const monsoon: PromoCode = {
  id: '7a1b2c3d-0000-4000-8000-000000000001',
  code: 'MONSOON10',
  percentOff: 10,
  validFrom: '2026-06-01',
  validTo: addDays(today, 60),
  minNights: 3,
  suiteIds: [suites[0]?.id ?? ''],
  maxUses: 100,
  uses: 4,
  active: true,
  createdAt: '2026-05-01T10:00:00.000Z',
};
const partner: PromoCode = {
  ...monsoon,
  id: '7a1b2c3d-0000-4000-8000-000000000002',
  code: 'TEAESTATE',
  percentOff: 15,
  minNights: null,
  suiteIds: null,
  maxUses: null,
  uses: 0,
  active: false,
};

/** A server holding `codes`; `answer` decides each change's response (stored when accepted). */
function serve(codes: PromoCode[], answer: (call: Call) => Response) {
  let stored = codes;
  return serveAdmin({
    read: () => ({ promoCodes: stored }),
    write: async (call) => {
      const response = answer(call);
      if (response.ok) {
        const saved = (await response.clone().json()) as PromoCode;
        stored = stored.some((code) => code.id === saved.id)
          ? stored.map((code) => (code.id === saved.id ? saved : code))
          : [saved, ...stored];
      }
      return response;
    },
  });
}

const renderPanel = (choices: SuiteChoice[] | undefined = suites) =>
  renderWithQueries(
    <PromoCodesPanel suites={choices} suitesFailed={false} onRetrySuites={() => {}} />,
  );

const addForm = () => within(screen.getByRole('form', { name: 'Add a promo code' }));

async function fillCode(user: ReturnType<typeof userEvent.setup>, code: string, percent: string) {
  const form = addForm();
  await user.type(form.getByLabelText('Code'), code);
  await user.type(form.getByLabelText('Percent off'), percent);
  await user.type(form.getByLabelText('Booked until'), addDays(today, 30));
}

describe('the promo codes, as staff manage them', () => {
  test('shows each code with what it takes off, its window, rules, uses and whether it is on', async () => {
    serve([monsoon, partner], () => json(500, {}));
    renderPanel();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row ?? document.body)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(first ?? document.body).getByRole('rowheader').textContent).toBe('MONSOON10');
    expect(cells(first)).toEqual([
      '10%',
      expect.stringMatching(/^1 Jun 2026to → /),
      '3 nights or more',
      'Tea Garden King Suite',
      '4 / 100',
      expect.stringMatching(/^LiveSwitch off/),
    ]);
    expect(cells(second).slice(2)).toEqual([
      'Any stay',
      'All suites',
      '0 / no limit',
      'Switched offSwitch on',
    ]);
    expect(screen.getByRole('button', { name: 'Switch off MONSOON10' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Switch on TEAESTATE' })).toBeTruthy();
  });

  test('says when there is none', async () => {
    serve([], () => json(500, {}));
    renderPanel();
    expect(await screen.findByText('No promo codes yet')).toBeTruthy();
  });

  test('checks a code with the shared rules before sending anything', async () => {
    const calls = serve([], () => json(500, {}));
    const user = renderPanel();
    await screen.findByText('No promo codes yet');
    await user.type(addForm().getByLabelText('Code'), 'x');
    await user.type(addForm().getByLabelText('Percent off'), '150');
    await user.click(addForm().getByLabelText('Only the suites ticked below'));
    await user.click(addForm().getByRole('button', { name: 'Add Promo Code' }));

    expect(messageOf(addForm().getByLabelText('Code'))).toBe(PROMO_MESSAGES.code);
    expect(messageOf(addForm().getByLabelText('Percent off'))).toBe(PROMO_MESSAGES.percent);
    expect(messageOf(addForm().getByLabelText('Booked until'))).toBe(
      'Choose the last day a booking may use it',
    );
    expect(
      screen.getByText('Tick at least one suite, or choose every suite').textContent,
    ).toBeTruthy();
    expect(document.activeElement).toBe(addForm().getByLabelText('Code'));
    expect(calls).toEqual([]);
  });

  test('adds a code for some suites, and shows the server’s refusal of a name taken', async () => {
    let attempt = 0;
    const calls = serve([], (call) => {
      attempt++;
      if (attempt === 1) {
        return json(409, {
          error: {
            code: 'CONFLICT',
            message: PROMO_MESSAGES.taken,
            fields: { code: PROMO_MESSAGES.taken },
          },
        });
      }
      return json(201, { ...monsoon, ...(call.body as object), uses: 0 });
    });
    const user = renderPanel();
    await screen.findByText('No promo codes yet');
    await fillCode(user, 'monsoon10', '10');
    await user.type(addForm().getByLabelText('Minimum stay'), '3');
    await user.click(addForm().getByLabelText('Only the suites ticked below'));
    const offered = within(addForm().getByRole('list', { name: 'Suites the code is for' }));
    // An archived suite is not offered for a new code.
    expect(offered.getAllByRole('checkbox')).toHaveLength(2);
    await user.click(offered.getByLabelText('Zamindar Heritage Suite'));
    await user.click(addForm().getByRole('button', { name: 'Add Promo Code' }));

    const code = addForm().getByLabelText('Code');
    await vi.waitFor(() => expect(messageOf(code)).toBe(PROMO_MESSAGES.taken));
    expect(calls[0]?.body).toEqual({
      code: 'MONSOON10',
      percentOff: 10,
      validFrom: today,
      validTo: addDays(today, 30),
      minNights: 3,
      maxUses: null,
      suiteIds: [suites[1]?.id],
    });

    await user.clear(code);
    await user.type(code, 'MONSOON-TWO');
    await user.click(addForm().getByRole('button', { name: 'Add Promo Code' }));
    expect(await screen.findByText(/^MONSOON-TWO is added: 10% off bookings made /)).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'MONSOON-TWO' })).toBeTruthy();
    expect((addForm().getByLabelText('Code') as HTMLInputElement).value).toBe('');
  });

  test('switches a code off once confirmed, and on again', async () => {
    const calls = serve([monsoon], (call) => json(200, { ...monsoon, ...(call.body as object) }));
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Switch off MONSOON10' }));
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, switch it off' }));

    expect(
      await screen.findByText('MONSOON10 is switched off: guests can no longer apply it.'),
    ).toBeTruthy();
    const switchOn = await screen.findByRole('button', { name: 'Switch on MONSOON10' });
    await vi.waitFor(() => expect(document.activeElement).toBe(switchOn));
    await user.click(switchOn);
    expect(await screen.findByText('MONSOON10 is switched on again.')).toBeTruthy();
    expect(calls).toEqual([
      { path: `/api/admin/promo-codes/${monsoon.id}`, method: 'PATCH', body: { active: false } },
      { path: `/api/admin/promo-codes/${monsoon.id}`, method: 'PATCH', body: { active: true } },
    ]);
  });
});
