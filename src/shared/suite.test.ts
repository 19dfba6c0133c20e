import { describe, expect, it } from 'vitest';
import { suiteImage } from './suite.ts';

describe('suiteImage', () => {
  it('offers every stored width, with the 3:2 size of the largest', () => {
    expect(suiteImage('/images/suites/garden-king-suite')).toEqual({
      src: '/images/suites/garden-king-suite-960.webp',
      srcSet:
        '/images/suites/garden-king-suite-480.webp 480w, /images/suites/garden-king-suite-960.webp 960w, /images/suites/garden-king-suite-1440.webp 1440w',
      width: 1440,
      height: 960,
    });
  });
});
