import { describe, expect, it } from 'vitest';
import { chosenEncoding } from './compression.ts';

describe('the encoding an answer goes out in', () => {
  it('prefers brotli, then gzip, among what the visitor accepts', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('gzip')).toBe('gzip');
    expect(chosenEncoding('deflate')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
    expect(chosenEncoding('')).toBeUndefined();
  });

  it('honours weights: q=0 refuses an encoding, a wildcard stands for the rest', () => {
    expect(chosenEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chosenEncoding('BR; q=0.5')).toBe('br');
    expect(chosenEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(chosenEncoding('identity, *;q=0')).toBeUndefined();
    expect(chosenEncoding('br;q=nonsense, gzip')).toBe('gzip');
  });

  it('offers only the forms an answer has, and reads a header the same the second time', () => {
    expect(chosenEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chosenEncoding('br', ['gzip'])).toBeUndefined();
    expect(chosenEncoding('br, gzip', [])).toBeUndefined();
    expect(chosenEncoding('br, gzip')).toBe('br');
    const long = `${'x-long, '.repeat(100)}gzip`;
    expect(chosenEncoding(long)).toBe('gzip');
    expect(chosenEncoding(long)).toBe('gzip');
    // More distinct headers than are kept: each still read for itself.
    for (let index = 0; index < 600; index++) {
      const header = index % 2 ? `gzip, x-${index}` : `br;q=0, gzip;q=0, x-${index}`;
      expect(chosenEncoding(header)).toBe(index % 2 ? 'gzip' : undefined);
      expect(chosenEncoding(header)).toBe(index % 2 ? 'gzip' : undefined);
    }
  });
});
