import { type RefObject, useEffect, useState } from 'react';

interface InViewOptions {
  /** Grow the viewport by this margin, e.g. '600px' to act before the element scrolls in. */
  rootMargin?: string;
  /** Stay true once the element has been seen (entrances, lazy sections). */
  once?: boolean;
}

/**
 * Whether an element is in (or near) the viewport. Without IntersectionObserver it reports true,
 * so nothing stays hidden or unloaded in an old browser.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', once = false }: InViewOptions = {},
) {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, once]);

  return inView;
}
