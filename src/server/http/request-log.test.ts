import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log.ts';

describe('redactUrl', () => {
  it('leaves a URL without keys as it is', () => {
    for (const url of ['/', '/api/suites?adults=2', '/assets/app-1a2b.js', '/reset-passwords']) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it('replaces every token, code and state in the query, in any case', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc&callbackURL=/')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=/',
    );
    expect(redactUrl('/api/auth/callback/google?State=s1&CODE=c2')).toBe(
      '/api/auth/callback/google?State=[redacted]&CODE=[redacted]',
    );
  });

  it('replaces the key in a reset link, in any case', () => {
    expect(redactUrl('/reset-password/k3y?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/RESET-PASSWORD/k3y')).toBe('/RESET-PASSWORD/[redacted]');
  });
});
