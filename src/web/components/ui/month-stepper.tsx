import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';
import { Button } from './button.tsx';

const messages = defineMessages({
  previous: { id: 'ui.monthStepper.previous', defaultMessage: 'Previous month' },
  next: { id: 'ui.monthStepper.next', defaultMessage: 'Next month' },
});

/**
 * A span's name between Previous month and Next month: the staff calendars and reports step
 * through months with it. The name is announced as it changes.
 */
export function MonthStepper({
  title,
  onStep,
}: {
  title: string;
  onStep: (months: 1 | -1) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t(messages.previous)}
        onClick={() => onStep(-1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <h2 className="min-w-0 px-2 text-2xl text-forest sm:text-3xl" aria-live="polite">
        {title}
      </h2>
      <Button variant="outline" size="sm" aria-label={t(messages.next)} onClick={() => onStep(1)}>
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
