import type { ReactNode } from 'react';

/** Lets a wide table scroll sideways on a phone; focusable so keyboards can scroll it too. */
interface TableFrameProps {
  label: string;
  children: ReactNode;
  className?: string;
}

export function TableFrame({ label, children, className = 'border border-rule' }: TableFrameProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      // relative: the containing block of its cells' screen-reader texts, so none escapes the scroll.
      className={`relative overflow-x-auto bg-ivory ${className}`}
    >
      {children}
    </section>
  );
}
