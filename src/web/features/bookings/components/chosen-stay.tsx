import BedDouble from 'lucide-react/icons/bed-double';
import Maximize from 'lucide-react/icons/maximize';
import UsersRound from 'lucide-react/icons/users-round';
import type { Quote, Stay } from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import { StayDetails } from './stay-details.tsx';
import { SuiteImage } from './suite-row.tsx';

/** The chosen suite and stay: picture, name, bed, size, dates, nights and party. */
export function ChosenStay({ suite, stay, quote }: { suite: Suite; stay: Stay; quote: Quote }) {
  return (
    <article aria-labelledby="chosen-suite" className="overflow-hidden border border-rule bg-ivory">
      <SuiteImage
        suite={suite}
        sizes="(min-width: 1024px) 640px, 100vw"
        className="aspect-[16/9] w-full bg-parchment object-cover"
      />
      <div className="p-6 sm:p-8">
        <p className="eyebrow">Your suite</p>
        <h2 id="chosen-suite" className="mt-2 text-4xl leading-tight text-forest">
          {suite.name}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
          <li className="flex items-center gap-2">
            <BedDouble aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {suite.bed}
          </li>
          <li className="flex items-center gap-2">
            <UsersRound aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {suite.capacity} Guest
          </li>
          <li className="flex items-center gap-2">
            <Maximize aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {suite.sizeSqft} sqr <span className="sr-only">(square feet)</span>
          </li>
        </ul>
        <div className="mt-6 border-t border-rule pt-6">
          <StayDetails stay={stay} nights={quote.nights} />
        </div>
      </div>
    </article>
  );
}
