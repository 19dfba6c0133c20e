import BedDouble from 'lucide-react/icons/bed-double';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Maximize from 'lucide-react/icons/maximize';
import UsersRound from 'lucide-react/icons/users-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bedLabel } from '#shared/bed-label.ts';
import { defineMessages } from '#shared/messages.ts';
import { formatBdt } from '#shared/money.ts';
import { suitePath } from '#shared/paths.ts';
import type { Suite } from '#shared/suite.ts';
import { Message } from '#web/components/ui/message.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { StarRating } from '#web/components/ui/star-rating.tsx';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  perNight: { id: 'suites.resultCard.perNight', defaultMessage: 'per night' },
  interior: { id: 'suites.resultCard.interior', defaultMessage: '{suite}, interior' },
  yourChoice: { id: 'suites.resultCard.yourChoice', defaultMessage: 'Your choice' },
  guests: { id: 'suites.resultCard.guests', defaultMessage: '{capacity, number} Guest' },
  size: {
    id: 'suites.resultCard.size',
    defaultMessage: '{size, number, ::group-off} sqr <sr>(square feet)</sr>',
  },
  more: { id: 'suites.resultCard.more', defaultMessage: 'More<sr> about {suite}</sr>' },
});

const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

interface SuiteResultCardProps {
  suite: Suite;
  /** Load the picture at once: the first card is usually in view. */
  eager?: boolean;
  /** The suite the guest picked in the home gallery: marked, so they find it again. */
  chosen?: boolean;
  /** What the page adds under the price: the searched stay and its booking action. */
  children?: ReactNode;
}

/**
 * A suite in the search results, with the spec's fields; its name links to the suite's page. On a phone the picture is a thumbnail
 * beside the name and the description opens on request, so two results fit on one screen.
 */
export function SuiteResultCard({
  suite,
  eager = false,
  chosen = false,
  children,
}: SuiteResultCardProps) {
  const nightlyPrice = (
    <>
      <span className="font-display text-xl text-forest md:text-3xl">
        {formatBdt(suite.pricePerNight)}
      </span>
      <span className="ml-2 text-xs uppercase tracking-[0.16em] text-ink-muted md:text-sm">
        {t(messages.perNight)}
      </span>
    </>
  );
  return (
    <article
      className={`grid grid-cols-[7.5rem_minmax(0,1fr)] overflow-hidden border bg-ivory md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:grid-rows-[auto_1fr] md:gap-y-4 ${chosen ? 'border-brass-dark ring-1 ring-brass-dark' : 'border-rule'}`}
    >
      <img
        src={suite.image.src}
        srcSet={suite.image.srcSet}
        sizes="(min-width: 1280px) 480px, (min-width: 768px) 40vw, 104px"
        width={suite.image.width}
        height={suite.image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        alt={t(messages.interior, { suite: suite.name })}
        className="ml-4 mt-4 aspect-square w-26 bg-parchment object-cover md:row-span-2 md:m-0 md:aspect-[3/2] md:h-full md:w-full"
      />
      <div className="flex flex-col gap-1 px-4 pt-4 md:gap-4 md:px-8 md:pt-8">
        {chosen ? (
          <p className="self-start bg-brass-light px-2 py-0.5 text-xs font-medium uppercase tracking-[0.14em] text-ink">
            {t(messages.yourChoice)}
          </p>
        ) : null}
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3
            id={`suite-${suite.id}`}
            className="text-xl leading-tight text-forest sm:text-2xl md:text-3xl"
          >
            <Link
              to={suitePath(suite.id)}
              className="underline decoration-transparent underline-offset-[6px] transition-colors hover:text-brass-dark hover:decoration-brass"
            >
              {suite.name}
            </Link>
          </h3>
          <StarRating value={suite.rating} className="md:mt-2" />
        </div>
        <p className="md:hidden">{nightlyPrice}</p>
      </div>
      <div className="col-span-2 flex flex-col gap-2 px-4 pt-3 pb-4 md:col-span-1 md:col-start-2 md:gap-4 md:p-8 md:pt-0">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted md:gap-x-6 md:gap-y-2">
          <li className="flex items-center gap-1.5 md:gap-2">
            <BedDouble aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {bedLabel(suite.bed)}
          </li>
          <li className="flex items-center gap-1.5 md:gap-2">
            <UsersRound aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {t(messages.guests, { capacity: suite.capacity })}
          </li>
          <li className="flex items-center gap-1.5 md:gap-2">
            <Maximize aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            <Message of={messages.size} values={{ size: suite.sizeSqft, sr: srOnly }} />
          </li>
        </ul>
        <p className="hidden leading-relaxed text-ink-muted md:block">{suite.description}</p>
        <details className="group text-ink-muted md:hidden">
          <summary className="inline-flex min-h-8 cursor-pointer items-center gap-1 text-[0.8rem] font-medium uppercase tracking-[0.16em] text-forest underline decoration-brass underline-offset-[6px]">
            <Message of={messages.more} values={{ suite: suite.name, sr: srOnly }} />
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-2 leading-relaxed">{suite.description}</p>
        </details>
        <p className="hidden border-t border-rule pt-4 md:mt-auto md:block">{nightlyPrice}</p>
        {children}
      </div>
    </article>
  );
}

export function SuiteResultCardSkeleton() {
  return (
    <div className="grid border border-rule md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <Skeleton className="aspect-[3/2] w-full" />
      <div className="space-y-4 p-8">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-8 w-40" />
      </div>
    </div>
  );
}
