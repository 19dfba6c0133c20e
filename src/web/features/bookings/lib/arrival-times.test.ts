import { describe, expect, it } from 'vitest';
import { arrivalTimeOptions } from './arrival-times.ts';

describe('arrival time options', () => {
  it('offers every half hour of the day', () => {
    const options = arrivalTimeOptions('');
    expect(options).toHaveLength(48);
    expect(options.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(options.at(-1)).toBe('23:30');
  });

  it('keeps a time off the half hour in its place', () => {
    const options = arrivalTimeOptions('14:45');
    expect(options).toHaveLength(49);
    expect(options.slice(options.indexOf('14:30'), options.indexOf('14:30') + 3)).toEqual([
      '14:30',
      '14:45',
      '15:00',
    ]);
    expect(arrivalTimeOptions('14:30')).toHaveLength(48);
  });
});
