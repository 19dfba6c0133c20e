/**
 * The site's languages (decision 049): English at the site's paths, Bengali under `/bn`. One
 * table for the server (which language a request and a guest speak, what a mail's links say)
 * and the browser (which the build of the app is for).
 */

export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The tag Intl formats each language with: British English, Bengali as written in Bangladesh. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };

/** Each language's name in itself: what the language switch offers, never translated. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

/** The path prefix of each language's pages: none for English. */
const PREFIXES: Record<Locale, string> = { en: '', bn: '/bn' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The router's basename for a language's pages: undefined for English, `/bn` for Bengali. */
export function basenameOf(locale: Locale): string | undefined {
  return PREFIXES[locale] || undefined;
}

/**
 * A URL path's language and the page's path within it: `/bn/allSuites` → bn, `/allSuites`;
 * `/bn` → bn, `/`. Matched like the router's basename: ignoring case, whole segments only
 * (`/bnx` is an English path).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIXES[locale];
    if (!prefix) continue;
    const head = pathname.slice(0, prefix.length).toLowerCase();
    const rest = pathname.slice(prefix.length);
    if (head === prefix && (rest === '' || rest.startsWith('/'))) {
      return { locale, path: rest || '/' };
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/**
 * A page's address in a language: `localizedPath('bn', '/allSuites?adults=2')` →
 * `/bn/allSuites?adults=2`; the home page is `/bn`. English paths stay as they are.
 */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = PREFIXES[locale];
  if (!prefix) return path;
  if (path === '/') return prefix;
  return path.startsWith('/?') || path.startsWith('/#') ? prefix + path.slice(1) : prefix + path;
}

/**
 * The language a request asks for by its `Accept-Language` header: the first of its languages
 * (by weight, then order) that the site speaks, else English. `bn-BD` counts as `bn`.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range = '', ...parameters] = part.trim().split(';');
      // A weight that is not a number from 0 to 1 leaves the language out, as RFC 9110 has none.
      const weight = parameters
        .map((parameter) => /^\s*q=(.*)$/i.exec(parameter)?.[1]?.trim())
        .find((value) => value !== undefined);
      const q =
        weight === undefined
          ? 1
          : /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(weight)
            ? Number(weight)
            : 0;
      return { language: range.split('-')[0]?.toLowerCase(), q, index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * A page's address in every language, for its `hreflang` links: each language's, then
 * `x-default` (the English page, for a reader of neither).
 */
export function alternatePaths(path: string): { hreflang: string; path: string }[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, path: localizedPath(locale, path) })),
    { hreflang: 'x-default', path: localizedPath(DEFAULT_LOCALE, path) },
  ];
}
