import ChevronLeft from 'lucide-react/icons/chevron-left';
import { Link } from 'react-router';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { paths } from '#shared/paths.ts';
import type { SuiteDetail } from '#shared/suite.ts';
import { Ornament } from '#web/components/ui/page-header.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { guestPricingNote } from '#web/features/suites/lib/guest-pricing.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  allSuites: { id: 'suites.header.allSuites', defaultMessage: 'All suites' },
  eyebrow: { id: 'suites.header.eyebrow', defaultMessage: 'Suite' },
  from: { id: 'suites.header.from', defaultMessage: 'From' },
  perNight: { id: 'suites.header.perNight', defaultMessage: 'per night' },
});

/**
 * The head of a suite's page: back to all suites, its name, its rating and its price from, with
 * the guests that price is for when more guests pay more.
 */
export function SuiteHeader({ suite }: { suite: SuiteDetail }) {
  const guestPricing = guestPricingNote(suite);
  return (
    <header className="border-b border-rule bg-ivory-deep">
      <div className="mx-auto max-w-6xl animate-settle px-5 pt-8 pb-12 sm:px-8 sm:pb-16">
        <Link
          to={paths.allSuites}
          className="inline-flex min-h-10 items-center gap-1 text-[0.8rem] font-medium uppercase tracking-[0.16em] text-forest underline decoration-brass underline-offset-[6px] hover:text-brass-dark"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t(messages.allSuites)}
        </Link>
        <div className="mt-6 flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
          <div>
            <p className="eyebrow">{t(messages.eyebrow)}</p>
            <h1 className="mt-3 text-4xl text-forest sm:text-5xl lg:text-6xl">{suite.name}</h1>
            <Ornament className="mt-5" />
          </div>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <StarRating value={suite.rating} />
            <p>
              <span className="mr-2 text-xs uppercase tracking-[0.16em] text-ink-muted">
                {t(messages.from)}
              </span>
              <span className="font-display text-3xl text-forest">
                {formatBdt(suite.pricePerNight)}
              </span>
              <span className="ml-2 text-xs uppercase tracking-[0.16em] text-ink-muted">
                {t(messages.perNight)}
              </span>
            </p>
            {guestPricing ? (
              <p className="max-w-xs text-sm text-ink-muted sm:text-right">{guestPricing}</p>
            ) : null}
          </div>
        </div>
      </div>
    </header>
  );
}
