import { describe, expect, it } from 'vitest';
import { requiredText } from './validation.ts';

describe('requiredText', () => {
  const name = requiredText('! Name is required');
  const messageFor = (input: unknown) => name.safeParse(input).error?.issues[0]?.message;

  it('gives the required message for missing, null, empty and blank input', () => {
    for (const input of [undefined, null, '', '   ']) {
      expect(messageFor(input)).toBe('! Name is required');
    }
  });

  it('says a value of another type is not text', () => {
    expect(messageFor(42)).toBe('Must be text');
  });

  it('refuses a NUL character', () => {
    expect(messageFor('a\u0000b')).toBe('Must not contain a NUL character');
  });

  it('trims accepted text', () => {
    expect(name.parse('  Farhana  ')).toBe('Farhana');
  });
});
