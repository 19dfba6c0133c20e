import type { ReactNode } from 'react';
import { defineMessages } from '#shared/messages.ts';
import type { SuiteDetail } from '#shared/suite.ts';
import StayCalendar from '#web/features/suites/components/stay-calendar.tsx';
import type { DateRange } from '#web/features/suites/lib/stay-picks.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  title: { id: 'suites.datesSection.title', defaultMessage: 'Choose your dates' },
  note: {
    id: 'suites.datesSection.note',
    defaultMessage: 'Prices are per night, in BDT. Crossed-out days are taken.',
  },
});

interface SuiteDatesSectionProps {
  /** Id of the section's heading, which also labels the calendar. */
  headingId: string;
  suite: SuiteDetail;
  /** Today at the hotel: the first night shown. */
  today: string;
  range: DateRange | null;
  onRangeChange: (range: DateRange | null) => void;
  /** What the page says under the calendar about the chosen stay (a refusal, a failure). */
  notice: ReactNode;
  /** What the page shows beside the calendar: the stay being planned, and its booking. */
  summary: ReactNode;
}

/** "Choose your dates" on a suite's page: the calendar of its nights and their prices. */
export function SuiteDatesSection({
  headingId,
  suite,
  today,
  range,
  onRangeChange,
  notice,
  summary,
}: SuiteDatesSectionProps) {
  return (
    <section aria-labelledby={headingId} className="mt-16 sm:mt-20">
      <div className="border-b border-rule pb-4">
        <h2 id={headingId} className="text-3xl text-forest sm:text-4xl">
          {t(messages.title)}
        </h2>
        <p className="mt-2 text-sm text-ink-muted">{t(messages.note)}</p>
      </div>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
        <div className="flex flex-col gap-5">
          <StayCalendar
            suiteId={suite.id}
            suiteName={suite.name}
            today={today}
            range={range}
            onChange={onRangeChange}
            labelledBy={headingId}
          />
          {notice}
        </div>
        {summary}
      </div>
    </section>
  );
}
