import BedDouble from 'lucide-react/icons/bed-double';
import Maximize from 'lucide-react/icons/maximize';
import UsersRound from 'lucide-react/icons/users-round';
import type { ReactNode } from 'react';
import { bedLabel } from '#shared/bed-label.ts';
import { defineMessages } from '#shared/messages.ts';
import type { Quote, Stay } from '#shared/stay.ts';
import type { Suite } from '#shared/suite.ts';
import { Message } from '#web/components/ui/message.tsx';
import { t } from '#web/lib/intl.ts';
import { StayDetails } from './stay-details.tsx';
import { SuiteImage } from './suite-row.tsx';

const messages = defineMessages({
  eyebrow: { id: 'booking.chosenStay.eyebrow', defaultMessage: 'Your suite' },
  capacity: { id: 'booking.chosenStay.capacity', defaultMessage: '{capacity, number} Guest' },
  size: {
    id: 'booking.chosenStay.size',
    description: 'The suite’s size; the hidden part is read out by screen readers only.',
    defaultMessage: '{size, number, ::group-off} sqr <hidden>(square feet)</hidden>',
  },
});

/** A message's `<hidden>` part: for screen readers only. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

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
        <p className="eyebrow">{t(messages.eyebrow)}</p>
        <h2 id="chosen-suite" className="mt-2 text-4xl leading-tight text-forest">
          {suite.name}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
          <li className="flex items-center gap-2">
            <BedDouble aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {bedLabel(suite.bed)}
          </li>
          <li className="flex items-center gap-2">
            <UsersRound aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            {t(messages.capacity, { capacity: suite.capacity })}
          </li>
          <li className="flex items-center gap-2">
            <Maximize aria-hidden="true" className="size-4 text-brass-dark" strokeWidth={1.5} />
            <Message of={messages.size} values={{ size: suite.sizeSqft, hidden }} />
          </li>
        </ul>
        <div className="mt-6 border-t border-rule pt-6">
          <StayDetails stay={stay} nights={quote.nights} />
        </div>
      </div>
    </article>
  );
}
