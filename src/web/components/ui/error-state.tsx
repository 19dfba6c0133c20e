import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { Button } from './button.tsx';

interface ErrorStateProps {
  title?: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** Shown when a fetch failed: what happened, in plain words, and a way to try again. */
export function ErrorState({
  title = 'We could not load this',
  error,
  onRetry,
  className = '',
}: ErrorStateProps) {
  const message =
    error instanceof Error && error.message
      ? error.message
      : 'Something went wrong. Please try again.';
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
        Retry
      </Button>
    </div>
  );
}
