import BedDouble from 'lucide-react/icons/bed-double';
import { Link } from 'react-router';
import { bedLabel } from '#shared/bed-label.ts';
import { defineMessages } from '#shared/messages.ts';
import { suitePath } from '#shared/paths.ts';
import type { Suite } from '#shared/suite.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { chosenSuitePath } from '#web/lib/chosen-suite.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  interior: { id: 'suites.card.interior', defaultMessage: '{suite}, interior' },
  bookingLabel: { id: 'suites.card.bookingLabel', defaultMessage: 'Booking: {suite}' },
  booking: { id: 'suites.card.booking', defaultMessage: 'Booking' },
});

/**
 * A suite in the home gallery: picture, name (a link to the suite's page), bed type and a
 * 'Booking' link (spec), which opens the search with this suite chosen.
 */
export function SuiteCard({ suite }: { suite: Suite }) {
  return (
    <article className="group flex h-full flex-col bg-ivory shadow-[0_1px_0_0_var(--color-rule)]">
      <div className="overflow-hidden">
        <img
          src={suite.image.src}
          srcSet={suite.image.srcSet}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
          width={suite.image.width}
          height={suite.image.height}
          loading="lazy"
          decoding="async"
          alt={t(messages.interior, { suite: suite.name })}
          className="aspect-[3/2] w-full bg-parchment object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 border-x border-b border-rule px-6 py-6">
        <h3 className="text-2xl text-forest">
          <Link
            to={suitePath(suite.id)}
            className="underline decoration-transparent underline-offset-[6px] transition-colors hover:text-brass-dark hover:decoration-brass"
          >
            {suite.name}
          </Link>
        </h3>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <BedDouble aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
          {bedLabel(suite.bed)}
        </p>
        <Link
          to={chosenSuitePath(suite.id)}
          aria-label={t(messages.bookingLabel, { suite: suite.name })}
          className="mt-auto inline-flex min-h-10 items-center self-start text-[0.8rem] font-medium uppercase tracking-[0.16em] text-forest underline decoration-brass underline-offset-[6px] transition-colors hover:text-brass-dark"
        >
          {t(messages.booking)}
        </Link>
      </div>
    </article>
  );
}

export function SuiteCardSkeleton() {
  return (
    <div className="flex flex-col border border-rule">
      <Skeleton className="aspect-[3/2] w-full" />
      <div className="space-y-3 px-6 py-6">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-20" />
      </div>
    </div>
  );
}
