import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children just after the page's first paint, in an interruptible transition: the
 * long below-the-fold part of a page then never blocks the visitor's first view or first tap.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // One frame to paint what is above the fold, then a macrotask to start after it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return ready ? children : null;
}
