import BadgeCheck from 'lucide-react/icons/badge-check';
import { defineMessages } from '#shared/messages.ts';
import type { ReviewStay } from '#shared/review.ts';
import { formatStayMonth } from '#web/features/reviews/lib/stay-month.ts';
import { t } from '#web/lib/intl.ts';

const messages = defineMessages({
  stayedIn: { id: 'reviews.stayBadge.stayedIn', defaultMessage: 'Stayed in {suite}, {month}' },
});

/** "Stayed in <suite>, <month year>": the review is about a stay the hotel has on record. */
export function StayBadge({ stay, tone = 'dark' }: { stay: ReviewStay; tone?: 'dark' | 'light' }) {
  const colours =
    tone === 'light' ? 'border-brass-light/50 text-brass-light' : 'border-brass/60 text-brass-dark';
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-medium tracking-wide ${colours}`}
    >
      <BadgeCheck aria-hidden="true" className="size-3.5 shrink-0" strokeWidth={1.75} />
      {t(messages.stayedIn, { suite: stay.suiteName, month: formatStayMonth(stay.month) })}
    </span>
  );
}
