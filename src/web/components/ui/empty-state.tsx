import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** Explains why a screen has nothing to show yet, and what to do about it. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full border border-brass/50 text-brass-dark">
        <Icon aria-hidden="true" className="size-6" strokeWidth={1.5} />
      </span>
      <p className="font-display text-2xl text-forest">{title}</p>
      <div className="max-w-md text-ink-muted">{children}</div>
      {action}
    </div>
  );
}
