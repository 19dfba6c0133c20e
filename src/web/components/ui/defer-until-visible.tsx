import { type ReactNode, Suspense, useRef } from 'react';
import { useInView } from '#web/hooks/use-in-view.ts';

interface DeferUntilVisibleProps {
  /** Usually a React.lazy component: its code is only fetched once it is about to be seen. */
  children: ReactNode;
  /** Holds the space (same size as the real thing, so nothing shifts) until then. */
  fallback: ReactNode;
  /** How far ahead of the viewport to start loading. */
  rootMargin?: string;
  className?: string;
}

/**
 * Renders its children only when the visitor scrolls near them. Below-the-fold widgets (carousels,
 * data-driven grids, forms with validation) thereby stay out of the page's first load.
 */
export function DeferUntilVisible({
  children,
  fallback,
  rootMargin = '600px 0px',
  className,
}: DeferUntilVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, { once: true, rootMargin });
  return (
    <div ref={ref} className={className}>
      {near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
