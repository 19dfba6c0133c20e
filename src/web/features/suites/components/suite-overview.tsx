import BedDouble from 'lucide-react/icons/bed-double';
import Maximize from 'lucide-react/icons/maximize';
import UsersRound from 'lucide-react/icons/users-round';
import type { ReactNode } from 'react';
import { bedLabel } from '#shared/bed-label.ts';
import { defineMessages } from '#shared/messages.ts';
import type { SuiteDetail } from '#shared/suite.ts';
import { Message } from '#web/components/ui/message.tsx';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  bed: { id: 'suites.overview.bed', defaultMessage: 'Bed' },
  guests: { id: 'suites.overview.guests', defaultMessage: 'Guests' },
  size: { id: 'suites.overview.size', defaultMessage: 'Size' },
  capacity: { id: 'suites.overview.capacity', defaultMessage: '{capacity, number} Guest' },
  sizeValue: {
    id: 'suites.overview.sizeValue',
    defaultMessage: '{size, number, ::group-off} sqr <sr>(square feet)</sr>',
  },
});

const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** What a suite is: its description, and its bed, guests and size. */
export function SuiteOverview({ suite }: { suite: SuiteDetail }) {
  return (
    <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-14">
      <p className="text-lg leading-relaxed text-ink-muted">{suite.description}</p>
      <dl className="grid grid-cols-3 gap-4 self-start border-y border-rule py-5 lg:grid-cols-1 lg:gap-5">
        <Fact
          icon={
            <BedDouble aria-hidden="true" className="size-5 text-brass-dark" strokeWidth={1.5} />
          }
          term={t(messages.bed)}
        >
          {bedLabel(suite.bed)}
        </Fact>
        <Fact
          icon={
            <UsersRound aria-hidden="true" className="size-5 text-brass-dark" strokeWidth={1.5} />
          }
          term={t(messages.guests)}
        >
          {t(messages.capacity, { capacity: suite.capacity })}
        </Fact>
        <Fact
          icon={
            <Maximize aria-hidden="true" className="size-5 text-brass-dark" strokeWidth={1.5} />
          }
          term={t(messages.size)}
        >
          <Message of={messages.sizeValue} values={{ size: suite.sizeSqft, sr: srOnly }} />
        </Fact>
      </dl>
    </div>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5 lg:flex-row lg:items-center lg:justify-between">
      <dt className="flex items-center gap-2 text-xs uppercase tracking-[0.14em] text-ink-muted">
        {icon}
        {term}
      </dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
