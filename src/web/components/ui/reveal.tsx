import { type ElementType, type ReactNode, useRef } from 'react';
import { SECTION_ANIMATION_MS } from '#shared/constants.ts';
import { useInView } from '#web/hooks/use-in-view.ts';

/**
 * Entrance length in ms, brought into the spec's 800–2200 ms in 200 ms steps: each step has a
 * rule in index.css (the strict CSP refuses style attributes in server-rendered HTML).
 */
function durationStep(ms: number) {
  const { min, max } = SECTION_ANIMATION_MS;
  return Math.min(max, Math.max(min, Math.round(ms / 200) * 200));
}

/** Waits after the element scrolls in, to stagger neighbours (each has a rule in index.css). */
type RevealDelay = 0 | 100 | 150 | 300;

interface RevealProps {
  children: ReactNode;
  /** In ms; see `durationStep`. */
  duration?: number;
  delay?: RevealDelay;
  as?: ElementType;
  className?: string;
}

/**
 * A slow rise-and-fade as the element first scrolls into view. CSS does the animating (see
 * `.reveal` in index.css), and only under `prefers-reduced-motion: no-preference`: with reduced
 * motion the content simply is there.
 */
export function Reveal({
  children,
  duration = 1200,
  delay = 0,
  as: Tag = 'div',
  className = '',
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const seen = useInView(ref, { once: true, rootMargin: '0px 0px -8% 0px' });
  return (
    <Tag
      ref={ref}
      data-revealed={seen ? '' : undefined}
      data-duration={durationStep(duration)}
      data-delay={delay || undefined}
      className={`reveal ${className}`}
    >
      {children}
    </Tag>
  );
}
