// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { json } from '#web/lib/testing.tsx';
import { PromoCodeForm } from './promo-code-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft = {
  suiteId: '4f1c2b9e-8d7a-4c3b-9a1e-2f3d4c5b6a7e',
  checkIn: '2027-01-10',
  checkOut: '2027-01-13',
  adults: 2,
  children: 0,
};

describe('the promo code on /booking', () => {
  test("applies a code the server accepts, and shows the server's reason for one it refuses", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        asked.push(path);
        const code = new URL(path, 'http://x').searchParams.get('promoCode');
        if (code === 'OLDONE') {
          const message = 'The code OLDONE ended on 2026-10-31.';
          return json(400, {
            error: { code: 'VALIDATION_ERROR', message, fields: { promoCode: message } },
          });
        }
        // Only the parts the form reads: the schema is checked by the API client.
        return json(200, { promoCode: 'MONSOON10' });
      }),
    );
    const onChange = vi.fn();
    render(<PromoCodeForm draft={draft} applied={null} onChange={onChange} />);
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Promo code' }));
    await user.click(form.getByRole('button', { name: 'Apply' }));
    expect(form.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);

    await user.type(form.getByLabelText('Promo code'), 'OLDONE');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    expect(await form.findByText('The code OLDONE ended on 2026-10-31.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect(asked[0]).toContain('promoCode=OLDONE');
  });

  test('shows the wait when too many codes that do not apply were tried', async () => {
    const message =
      'Too many promo codes that do not apply have been tried. Please wait 10 minutes and try again.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(429, { error: { code: 'RATE_LIMITED', message, fields: { promoCode: message } } }),
      ),
    );
    const onChange = vi.fn();
    render(<PromoCodeForm draft={draft} applied={null} onChange={onChange} />);
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Promo code' }));
    await user.type(form.getByLabelText('Promo code'), 'GUESS21');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    expect(await form.findByText(message)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('shows an applied code with a way to take it off', async () => {
    const onChange = vi.fn();
    render(<PromoCodeForm draft={draft} applied="MONSOON10" onChange={onChange} />);
    expect(screen.getByText('MONSOON10')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the promo code' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
