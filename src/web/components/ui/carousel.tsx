import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { Children, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { INTL_LOCALES } from '#shared/locale.ts';
import { defineMessages } from '#shared/messages.ts';
import { useInView } from '#web/hooks/use-in-view.ts';
import { useReducedMotion } from '#web/hooks/use-reduced-motion.ts';
import { locale, t } from '#web/lib/intl.ts';

const messages = defineMessages({
  carousel: {
    id: 'ui.carousel.roleDescription',
    defaultMessage: 'carousel',
    description: 'What a screen reader calls the carousel (aria-roledescription).',
  },
  slide: {
    id: 'ui.carousel.slideRoleDescription',
    defaultMessage: 'slide',
    description: 'What a screen reader calls one slide of the carousel (aria-roledescription).',
  },
  start: { id: 'ui.carousel.start', defaultMessage: 'Start automatic {item} rotation' },
  stop: { id: 'ui.carousel.stop', defaultMessage: 'Stop automatic {item} rotation' },
  previous: { id: 'ui.carousel.previous', defaultMessage: 'Previous {item}' },
  next: { id: 'ui.carousel.next', defaultMessage: 'Next {item}' },
  position: { id: 'ui.carousel.position', defaultMessage: '{index, number} of {count, number}' },
});

interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. "Extra services". */
  label: string;
  /** What one slide is called in the controls' names, in the page's language: "Previous service". */
  itemName: string;
  /** Autoplay delay in ms. */
  delayMs: number;
  /** Width classes of one slide, e.g. 'basis-full lg:basis-1/2' for two at once on wide screens. */
  slideClassName: string;
  /** Colours of the controls: 'light' on forest sections. */
  tone?: 'light' | 'dark';
  children: ReactNode;
}

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

/** A slide's number in two digits, in the page's digits: "04" ("০৪" in Bengali). */
const twoDigits = new Intl.NumberFormat(INTL_LOCALES[locale], { minimumIntegerDigits: 2 });
const pad = (value: number) => twoDigits.format(value);

/**
 * A looping carousel (Embla) built to the WAI-ARIA carousel pattern: a labelled region with
 * aria-roledescription, slides as labelled groups, previous/next and pause/play buttons, and a
 * live region that speaks only when the visitor, not the timer, changes the slide. Autoplay
 * pauses while the pointer is over it or focus is in it, while it is off screen, and never starts
 * for a visitor who prefers reduced motion (they may still press Play).
 */
export function Carousel({
  label,
  itemName,
  delayMs,
  slideClassName,
  tone = 'dark',
  children,
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const [autoplay] = useState(() =>
    Autoplay({
      delay: delayMs,
      playOnInit: false,
      // Hover, focus and visibility are handled below, so the controls count too.
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
      stopOnInteraction: true,
    }),
  );
  const [viewportRef, api] = useEmblaCarousel(
    { loop: true, align: 'start', duration: reducedMotion ? 1 : 28 },
    [autoplay],
  );
  const rootRef = useRef<HTMLElement>(null);
  const onScreen = useInView(rootRef);
  const [paused, setPaused] = useState(reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const slides = Children.toArray(children);
  const id = useId();

  // Under reduced motion the carousel waits for the visitor; a later change of setting follows.
  useEffect(() => setPaused(reducedMotion), [reducedMotion]);

  const onSelect = useCallback((embla: EmblaApi) => {
    setSelected(embla.selectedScrollSnap());
    setSnapCount(embla.scrollSnapList().length);
  }, []);

  useEffect(() => {
    if (!api) return;
    onSelect(api);
    // Dragging is an interaction: the carousel stays paused afterwards, and says so.
    const onPointerDown = () => setPaused(true);
    api.on('select', onSelect).on('reInit', onSelect).on('pointerDown', onPointerDown);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerDown', onPointerDown);
    };
  }, [api, onSelect]);

  const playing = !paused && !hovered && !focused && onScreen && snapCount > 1;
  useEffect(() => {
    if (!api) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, autoplay, playing]);

  const jump = reducedMotion;
  const dark = tone === 'dark';
  const control = `inline-flex size-11 items-center justify-center rounded-full border transition-colors ${
    dark
      ? 'border-forest/40 text-forest hover:border-forest hover:bg-forest hover:text-ivory'
      : 'border-ivory/50 text-ivory hover:border-ivory hover:bg-ivory hover:text-forest-deep'
  }`;

  return (
    <section
      ref={rootRef}
      aria-roledescription={t(messages.carousel)}
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex items-center justify-end gap-3">
        <p
          aria-hidden="true"
          className={`mr-auto font-display text-xl tabular-nums ${dark ? 'text-ink-muted' : 'text-ivory/80'}`}
          data-testid="carousel-position"
        >
          {pad(selected + 1)} <span className={dark ? 'text-brass' : 'text-brass-light'}>/</span>{' '}
          {pad(Math.max(snapCount, slides.length))}
        </p>
        <button type="button" className={control} onClick={() => setPaused((value) => !value)}>
          {paused ? (
            <Play aria-hidden="true" className="size-4" strokeWidth={1.5} />
          ) : (
            <Pause aria-hidden="true" className="size-4" strokeWidth={1.5} />
          )}
          <span className="sr-only">
            {t(paused ? messages.start : messages.stop, { item: itemName })}
          </span>
        </button>
        <button
          type="button"
          className={control}
          aria-controls={`${id}-slides`}
          onClick={() => api?.scrollPrev(jump)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" strokeWidth={1.5} />
          <span className="sr-only">{t(messages.previous, { item: itemName })}</span>
        </button>
        <button
          type="button"
          className={control}
          aria-controls={`${id}-slides`}
          onClick={() => api?.scrollNext(jump)}
        >
          <ChevronRight aria-hidden="true" className="size-5" strokeWidth={1.5} />
          <span className="sr-only">{t(messages.next, { item: itemName })}</span>
        </button>
      </div>
      <div ref={viewportRef} className="mt-8 overflow-hidden">
        <div
          id={`${id}-slides`}
          aria-live={playing ? 'off' : 'polite'}
          className="-ml-6 flex touch-pan-y"
        >
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a fieldset.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order.
              key={index}
              role="group"
              aria-roledescription={t(messages.slide)}
              aria-label={t(messages.position, { index: index + 1, count: slides.length })}
              data-selected={index === selected ? '' : undefined}
              className={`min-w-0 shrink-0 grow-0 pl-6 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
