import { type ElementType, type ReactNode, useRef } from 'react';
import { SECTION_ANIMATION_MS } from '../../../shared/constants.ts';
import { useInView } from '../../hooks/use-in-view.ts';

interface RevealProps {
  children: ReactNode;
  /** Entrance length in ms, kept within the spec's 800–2200 ms. */
  duration?: number;
  /** Wait this long (ms) after the element scrolls in, to stagger neighbours. */
  delay?: number;
  as?: ElementType;
  className?: string;
}

const clamp = (value: number) =>
  Math.min(SECTION_ANIMATION_MS.max, Math.max(SECTION_ANIMATION_MS.min, value));

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
      // Set through the CSSOM (allowed by the strict CSP), read by the .reveal rules.
      style={{ '--reveal-duration': `${clamp(duration)}ms`, '--reveal-delay': `${delay}ms` }}
      className={`reveal ${className}`}
    >
      {children}
    </Tag>
  );
}
