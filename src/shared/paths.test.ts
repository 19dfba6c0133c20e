import { describe, expect, it } from 'vitest';
import { isKnownPage } from './paths.ts';

describe('isKnownPage', () => {
  it('knows every page of the spec, in either dashboard spelling', () => {
    for (const page of ['/', '/allSuites', '/booking', '/dashboard', '/dashBoard', '/about']) {
      expect(isKnownPage(page)).toBe(true);
    }
    for (const nested of ['profile', 'review', 'addSuites', 'manageSuites', 'admin']) {
      expect(isKnownPage(`/dashboard/${nested}`)).toBe(true);
      expect(isKnownPage(`/dashBoard/${nested}`)).toBe(true);
    }
  });

  it('matches like the router: case-insensitively, ignoring a trailing slash', () => {
    expect(isKnownPage('/ALLSUITES')).toBe(true);
    expect(isKnownPage('/faq/')).toBe(true);
  });

  it('does not know other paths', () => {
    expect(isKnownPage('/nope')).toBe(false);
    expect(isKnownPage('/dashboard/nope')).toBe(false);
    expect(isKnownPage('/allSuites/extra')).toBe(false);
  });
});
