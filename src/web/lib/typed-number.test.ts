import { describe, expect, it } from 'vitest';
import { asciiDigits, typedNumber } from './typed-number.ts';

describe('a number typed in a form', () => {
  it('is taken in ASCII or Bengali digits', () => {
    expect(typedNumber('12500')).toBe(12_500);
    expect(typedNumber(' ১২৫০০ ')).toBe(12_500);
    expect(asciiDigits('৭.৫')).toBe('7.5');
  });

  it('leaves anything else for the schema to name', () => {
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('12a')).toBe('12a');
    expect(typedNumber('১২ক')).toBe('12ক');
  });
});
