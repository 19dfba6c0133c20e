import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { defineMessages } from '#shared/messages.ts';
import { commonMessages } from '#web/lib/common-messages.ts';
import { t } from '#web/lib/intl.ts';
import { Button } from './button.tsx';

const messages = defineMessages({
  title: { id: 'ui.errorState.title', defaultMessage: 'We could not load this' },
});

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** Shown when a fetch failed: what happened, in plain words, and a way to try again. */
export function ErrorState({
  title = t(messages.title),
  error,
  onRetry,
  className = '',
}: ErrorStateProps) {
  const message =
    error instanceof Error && error.message ? error.message : t(commonMessages.somethingWentWrong);
  return (
    <div
      role="alert"
      className={`mx-auto flex max-w-xl flex-col items-center gap-4 border border-rule bg-ivory px-6 py-10 text-center ${className}`}
    >
      <CircleAlert aria-hidden="true" className="size-8 text-danger" strokeWidth={1.5} />
      <p className="font-display text-2xl text-ink">{title}</p>
      <p className="text-ink-muted">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {t(commonMessages.retry)}
      </Button>
    </div>
  );
}
