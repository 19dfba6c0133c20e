import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_NAMES, LOCALES, type Locale, localizedPath } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { carryPlace, trackReadingPlace } from '#web/lib/carried-place.ts';
import { locale, t } from '#web/lib/intl.ts';

const messages = defineMessages({
  readIn: {
    id: 'layout.language.readIn',
    defaultMessage: 'Read this page in {language}',
  },
});

/** The language a reader of this build's pages may switch to (the site has two). */
export const otherLocale: Locale = LOCALES.find((candidate) => candidate !== locale) ?? locale;

/**
 * The address of the page on screen in the other language: its path, query and #target. A
 * plain link: each language is its own build of the app, so the page is loaded anew.
 */
export function useOtherLanguageHref(): { href: string; page: string } {
  const { pathname, search, hash } = useLocation();
  const page = `${pathname}${search}`;
  return { href: localizedPath(otherLocale, `${page}${hash}`), page };
}

/**
 * The header's language switch: the other language's name, in that language, linking to the
 * same page in it. The place the visitor is reading at is kept for the new page.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { href, page } = useOtherLanguageHref();
  useEffect(trackReadingPlace, []);
  return (
    <a
      href={href}
      hrefLang={otherLocale}
      lang={otherLocale}
      title={t(messages.readIn, { language: LOCALE_NAMES[otherLocale] })}
      onClick={() => carryPlace(page)}
      className={className}
    >
      {LOCALE_NAMES[otherLocale]}
    </a>
  );
}
