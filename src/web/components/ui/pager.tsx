import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { defineMessages } from '#shared/messages.ts';
import { t } from '#web/lib/intl.ts';
import { Button } from './button.tsx';

const messages = defineMessages({
  label: { id: 'ui.pager.label', defaultMessage: 'Pages of {noun}' },
  showing: {
    id: 'ui.pager.showing',
    defaultMessage: 'Showing {first, number}–{last, number} of {total, number} {noun}',
  },
  newer: { id: 'ui.pager.newer', defaultMessage: 'Newer' },
  older: { id: 'ui.pager.older', defaultMessage: 'Older' },
});

interface PagerProps {
  offset: number;
  pageSize: number;
  /** How many items there are in all. */
  total: number;
  /** What the items are, plural, in the page's language (`t(…)`): "messages". */
  noun: string;
  onOffsetChange: (offset: number) => void;
}

/** "Showing 1–20 of 45 messages" with Newer and Older: for lists sorted newest first. */
export function Pager({ offset, pageSize, total, noun, onOffsetChange }: PagerProps) {
  if (total <= pageSize && offset === 0) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav
      aria-label={t(messages.label, { noun })}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-rule px-5 py-3"
    >
      <p className="text-sm text-ink-muted">
        {t(messages.showing, { first: total === 0 ? 0 : offset + 1, last, total, noun })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={offset === 0}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t(messages.newer)}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={last >= total}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          {t(messages.older)}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
