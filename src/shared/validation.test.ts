import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  plainLines,
  requiredText,
  singleLine,
  sitePath,
  toSingleLine,
  wholeNumber,
  wholeNumberParam,
} from './validation.ts';

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

describe('whole numbers', () => {
  const json = wholeNumber('Choose 1 to 4', { min: 1, max: 4 });
  const param = wholeNumberParam('Choose 1 to 4', { min: 1, max: 4 });

  it('takes a JSON integer in range, and only that, from a body', () => {
    expect(json.parse(2)).toBe(2);
    for (const input of ['2', ' 2 ', true, [2], 2.5, 0, 5, null, '0x2']) {
      expect(json.safeParse(input).error?.issues[0]?.message, JSON.stringify(input)).toBe(
        'Choose 1 to 4',
      );
    }
  });

  it('takes plain decimal digits in range, and only those, from a query string', () => {
    expect(param.parse('2')).toBe(2);
    for (const input of [' 2 ', '0x2', '2e0', '+2', '02', '2.0', '', '5', '0', ['2', '3'], 2]) {
      expect(param.safeParse(input).error?.issues[0]?.message, JSON.stringify(input)).toBe(
        'Choose 1 to 4',
      );
    }
  });
});

describe('sitePath', () => {
  it('takes a path of this site and nothing that leaves it', () => {
    for (const path of [
      '/',
      '/dashboard/profile',
      '/reset-password?x=1',
      '/login?redirectTo=%2Fbooking',
    ]) {
      expect(sitePath.safeParse(path).success, path).toBe(true);
    }
    for (const path of [
      '//evil.example',
      '/\\evil',
      'https://evil.example',
      'dashboard',
      '/a b',
      '/a\u0000b',
      '/a\u001bb',
      `/${'x'.repeat(500)}`,
      // Whatever reads it decodes it first.
      '/%2F%2Fevil.example',
      '/%2fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%',
    ]) {
      expect(sitePath.safeParse(path).success, path).toBe(false);
    }
  });
});

describe('one-line text', () => {
  it('refuses control and direction characters, and toSingleLine removes them', () => {
    const name = z.string().check(singleLine);
    expect(name.safeParse("Nusrat D'Souza-Jahan").success).toBe(true);
    for (const text of ['a\nb', 'a\u0007', 'a\u202eb', 'a\u2066b', 'a\u200fb']) {
      expect(name.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
    expect(toSingleLine('  Tahmina\u202e \n\t Social  ')).toBe('Tahmina Social');
  });

  it.each([
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
    ['zero-width space', '\u200b'],
    ['word joiner', '\u2060'],
    ['byte-order mark', '\ufeff'],
    ['Hangul filler', '\u3164'],
    ['soft hyphen', '\u00ad'],
    ['Mongolian vowel separator', '\u180e'],
    ['tag letter', '\u{e0041}'],
  ])('refuses the invisible %s inside one line and inside text', (_name, char) => {
    const name = z.string().check(singleLine);
    const text = z.string().check(plainLines);
    expect(name.safeParse(`Nusrat${char}Jahan`).success).toBe(false);
    expect(text.safeParse(`A fine stay.\nThe tea${char} gardens.`).success).toBe(false);
    expect(toSingleLine(`Nusrat${char}Jahan`)).toMatch(/^Nusrat ?Jahan$/);
  });

  it('keeps what Bengali spelling and emoji need, and line breaks in text', () => {
    const name = z.string().check(singleLine);
    // র‍্যাব needs the zero-width joiner; a family emoji too.
    for (const value of ['র\u200d্যাব', 'ক্\u200cষ', '👨\u200d👩\u200d👧', 'Åsa Ñuñez']) {
      expect(name.safeParse(value).success, value).toBe(true);
    }
    expect(z.string().check(plainLines).safeParse('Lovely.\r\n\tThank you.').success).toBe(true);
  });
});
