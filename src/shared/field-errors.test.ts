import { describe, expect, it } from 'vitest';
import { fieldErrors, hasFieldErrors } from './field-errors.ts';

describe('fieldErrors', () => {
  it('keeps the first message of each field, under its dotted path', () => {
    const errors = fieldErrors([
      { path: ['email'], message: 'Email is required' },
      { path: ['email'], message: 'Enter a valid email address.' },
      { path: ['stay', 'checkIn'], message: 'Check In is required' },
      { path: [], message: 'Nothing to change' },
    ]);
    expect(errors).toEqual({
      email: 'Email is required',
      'stay.checkIn': 'Check In is required',
      request: 'Nothing to change',
    });
    expect(hasFieldErrors(errors)).toBe(true);
    expect(hasFieldErrors(fieldErrors([]))).toBe(false);
  });

  it('names an issue about the whole value as the caller asks', () => {
    expect(fieldErrors([{ path: [], message: 'must be valid JSON' }], 'body')).toEqual({
      body: 'must be valid JSON',
    });
  });
});
