import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  skip: { id: 'layout.skipLink', defaultMessage: 'Skip to content' },
});

/** First focusable element: lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:bg-forest focus:px-5 focus:py-3 focus:text-sm focus:font-medium focus:text-ivory"
    >
      {t(messages.skip)}
    </a>
  );
}
