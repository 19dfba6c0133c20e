import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import type { ReactNode } from 'react';

/** A form-level failure (not tied to one field): announced at once. */
export function FormAlert({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 border border-danger/40 bg-danger/5 px-5 py-4 text-danger ${className}`}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/**
 * A polite live region that is always in the page (so screen readers hear what later appears in
 * it), showing a success message when there is one.
 */
export function FormStatus({
  children,
  className = '',
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    // Empty, it is taken out of the flow (sr-only), so it adds no gap to the form's layout.
    <div role="status" className={children ? className : 'sr-only'}>
      {children ? (
        <div className="flex items-start gap-3 border border-forest/30 bg-forest/5 px-5 py-4 text-forest">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0">{children}</div>
        </div>
      ) : null}
    </div>
  );
}
