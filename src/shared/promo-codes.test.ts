import { describe, expect, test } from 'vitest';
import { promoCodeChangeProblem, promoCodeProblem, unknownCodeMessage } from './promo-codes.ts';

const SUITE = 'suite-a';
const code = {
  code: 'LONG40',
  percentOff: 40,
  validFrom: '2027-01-01',
  validTo: '2027-01-31',
  minNights: 5,
  suiteIds: [SUITE],
  maxUses: 3,
  uses: 0,
  active: true,
};
const stay = { suiteId: SUITE, nights: 5 };
const today = '2027-01-15';

describe('promoCodeProblem', () => {
  test('accepts a stay that meets every rule, on the first and the last day', () => {
    expect(promoCodeProblem(code, stay, today)).toBeNull();
    expect(promoCodeProblem(code, stay, code.validFrom)).toBeNull();
    expect(promoCodeProblem(code, stay, code.validTo)).toBeNull();
  });

  test('names each rule a stay breaks', () => {
    expect(promoCodeProblem({ ...code, active: false }, stay, today)).toBe(
      'The code LONG40 is no longer offered.',
    );
    expect(promoCodeProblem(code, stay, '2027-02-01')).toBe('The code LONG40 ended on 2027-01-31.');
    expect(promoCodeProblem(code, { ...stay, nights: 4 }, today)).toBe(
      'The code LONG40 is for stays of 5 nights or more.',
    );
    expect(promoCodeProblem(code, { ...stay, suiteId: 'suite-b' }, today)).toBe(
      'The code LONG40 does not apply to this suite.',
    );
    expect(promoCodeProblem({ ...code, uses: 3 }, stay, today)).toBe(
      'The code LONG40 has been used up.',
    );
  });

  test('answers a code not begun yet exactly as one that does not exist, switched off or not', () => {
    const unknown = unknownCodeMessage(' long40 ');
    expect(unknown).toBe('The code LONG40 is not one of ours.');
    expect(promoCodeProblem(code, stay, '2026-12-31')).toBe(unknown);
    expect(promoCodeProblem({ ...code, active: false }, stay, '2026-12-31')).toBe(unknown);
  });
});

describe('promoCodeChangeProblem', () => {
  test("counts the booking's own use as one the code already has: its last use is kept", () => {
    expect(promoCodeChangeProblem({ ...code, uses: 3 }, stay, today)).toBeNull();
  });

  test('applies every other rule again, on the day of the change', () => {
    expect(promoCodeChangeProblem({ ...code, uses: 1 }, { ...stay, nights: 2 }, today)).toBe(
      'The code LONG40 is for stays of 5 nights or more.',
    );
    expect(promoCodeChangeProblem({ ...code, uses: 1 }, stay, '2027-02-01')).toBe(
      'The code LONG40 ended on 2027-01-31.',
    );
    expect(promoCodeChangeProblem({ ...code, uses: 1, active: false }, stay, today)).toBe(
      'The code LONG40 is no longer offered.',
    );
  });
});
