// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { PaymentSystem } from './pay-at-hotel.tsx';

afterEach(cleanup);

const terms = (deposit: number) => ({ deposit, depositPercent: 30, holdMinutes: 30 });

describe('the payment system on /booking', () => {
  test('names the deposit as the share of the total it is', () => {
    render(<PaymentSystem terms={terms(3000)} total={10_000} />);
    expect(screen.getByText(/secures your suite/).textContent).toMatch(
      /A deposit of 3,000 BDT \(30% of the total\) secures your suite/,
    );
  });

  test('names no share when the gateway raised or capped the deposit', () => {
    // 30% of 20 BDT is 6: the gateway takes no less than 10.
    render(<PaymentSystem terms={terms(10)} total={20} />);
    const text = screen.getByText(/secures your suite/).textContent ?? '';
    expect(text).not.toMatch(/% of the total/);
    expect(text).toMatch(/A deposit of 10 BDT secures your suite/);
  });
});
