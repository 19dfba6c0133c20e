import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { LOCALE_NAMES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { carryPlace } from '#web/lib/carried-place.ts';
import { locale, t } from '#web/lib/intl.ts';
import { otherLocale, useOtherLanguageHref } from './language-switch.tsx';

/** Kept once the offer has been shown: it is made once, not on every page. */
const OFFERED_KEY = 'suitebook:language-offered';

const messages = defineMessages({
  offer: { id: 'layout.language.offer', defaultMessage: 'This page is also in' },
  dismiss: { id: 'layout.language.offerDismiss', defaultMessage: 'Close' },
});

/** Whether the browser's languages put the other language before this one. */
function prefersOther(): boolean {
  const preferred = (navigator.languages ?? [navigator.language]).map(
    (tag) => tag.toLowerCase().split('-')[0],
  );
  const other = preferred.indexOf(otherLocale);
  if (other === -1) return false;
  const current = preferred.indexOf(locale);
  return current === -1 || other < current;
}

function offeredBefore(): boolean {
  try {
    return localStorage.getItem(OFFERED_KEY) !== null;
  } catch {
    return true;
  }
}

function rememberOffered() {
  try {
    localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  } catch {
    // Storage refused: the offer may come again, which is all.
  }
}

/**
 * A visitor whose browser asks for the other language first is offered it, once: never sent
 * there (a shared link stays the page it was), and the offer not repeated once made. A note at
 * the foot of the screen, over the page (nothing moves); the language offered is named in its
 * own words, so a reader of it finds it whatever the page's language.
 */
export function LanguageOffer() {
  const [shown, setShown] = useState(false);
  const { href, page } = useOtherLanguageHref();

  useEffect(() => {
    if (offeredBefore() || !prefersOther()) return;
    rememberOffered();
    setShown(true);
  }, []);

  if (!shown) return null;
  return (
    <aside
      aria-label={t(messages.offer)}
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-lg animate-rise items-center gap-4 border border-rule bg-ivory px-5 py-4 shadow-[0_18px_40px_-20px_rgb(21_42_32/0.45)]"
    >
      <p className="flex-1 text-sm text-ink">
        {t(messages.offer)}{' '}
        <a
          href={href}
          hrefLang={otherLocale}
          lang={otherLocale}
          onClick={() => {
            carryPlace(page);
            setShown(false);
          }}
          className="font-medium text-forest underline underline-offset-4 hover:text-brass-dark"
        >
          {LOCALE_NAMES[otherLocale]}
        </a>
      </p>
      <button
        type="button"
        onClick={() => setShown(false)}
        className="inline-flex size-10 shrink-0 items-center justify-center text-ink-muted hover:text-forest"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">{t(messages.dismiss)}</span>
      </button>
    </aside>
  );
}
