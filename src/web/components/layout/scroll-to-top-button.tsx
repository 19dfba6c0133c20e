import ArrowUp from 'lucide-react/icons/arrow-up';
import { defineMessages } from '#shared/messages.ts';
import { useDisabledUntilHydrated } from '#web/hooks/use-hydrated.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  toTop: { id: 'layout.scrollToTop', defaultMessage: 'Scroll to top' },
});

function scrollToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
}

export function ScrollToTopButton() {
  const untilHydrated = useDisabledUntilHydrated();
  return (
    <button
      {...untilHydrated}
      type="button"
      onClick={scrollToTop}
      className="inline-flex size-11 items-center justify-center rounded-full border border-brass-light/60 text-brass-light transition-colors hover:bg-brass-light hover:text-forest-deep"
    >
      <ArrowUp aria-hidden="true" className="size-5" strokeWidth={1.5} />
      <span className="sr-only">{t(messages.toTop)}</span>
    </button>
  );
}
