import { describe, expect, it } from 'vitest';
import { alternatePaths, localeFromAcceptLanguage, localizedPath, splitLocale } from './locale.ts';

describe('a page in each language', () => {
  it('keeps English at its path and puts Bengali under /bn', () => {
    expect(localizedPath('en', '/allSuites?adults=2')).toBe('/allSuites?adults=2');
    expect(localizedPath('bn', '/allSuites?adults=2')).toBe('/bn/allSuites?adults=2');
    expect(localizedPath('bn', '/')).toBe('/bn');
    expect(localizedPath('bn', '/?x=1')).toBe('/bn?x=1');
  });

  it('reads the language from the path, whole segments only, any case', () => {
    expect(splitLocale('/bn/about')).toEqual({ locale: 'bn', path: '/about' });
    expect(splitLocale('/bn')).toEqual({ locale: 'bn', path: '/' });
    expect(splitLocale('/BN/faq')).toEqual({ locale: 'bn', path: '/faq' });
    expect(splitLocale('/bnx')).toEqual({ locale: 'en', path: '/bnx' });
    expect(splitLocale('/about')).toEqual({ locale: 'en', path: '/about' });
  });

  it('names every language of a page, English as the default', () => {
    expect(alternatePaths('/faq')).toEqual([
      { hreflang: 'en', path: '/faq' },
      { hreflang: 'bn', path: '/bn/faq' },
      { hreflang: 'x-default', path: '/faq' },
    ]);
  });
});

describe('the language a request asks for', () => {
  it('is the first it weighs highest that the site speaks', () => {
    expect(localeFromAcceptLanguage('bn-BD,bn;q=0.9,en;q=0.5')).toBe('bn');
    expect(localeFromAcceptLanguage('fr,bn;q=0.8,en;q=0.5')).toBe('bn');
    expect(localeFromAcceptLanguage('en;q=0.4,bn;q=0.6')).toBe('bn');
    expect(localeFromAcceptLanguage('fr')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });

  it('leaves out a language whose weight is zero or no weight at all', () => {
    expect(localeFromAcceptLanguage('bn;q=0,en')).toBe('en');
    expect(localeFromAcceptLanguage('bn;q=-1,en')).toBe('en');
    expect(localeFromAcceptLanguage('bn;q=abc,en')).toBe('en');
    expect(localeFromAcceptLanguage('bn;q=1.5')).toBe('en');
    expect(localeFromAcceptLanguage(';;;,,,')).toBe('en');
    expect(localeFromAcceptLanguage('bn,'.repeat(3000))).toBe('bn');
  });
});
