import type { ComponentPropsWithoutRef } from 'react';

/** A picture stored as `<base>-<width>.webp` in several widths, and how it is laid out. */
export interface ResponsiveImageSource {
  /** The files' common path, without the `-<width>.webp` ending. */
  base: string;
  /** The widths the files come in, in pixels, smallest first. */
  widths: readonly number[];
  /** The file in `src`, for browsers that ignore `srcset`: the widest unless given. */
  fallbackWidth?: number;
  /** Which width the picture takes on screen, for the browser's choice among `widths`. */
  sizes: string;
  /** The intrinsic size, so the space is held before the file arrives. */
  width: number;
  height: number;
  alt: string;
}

type ResponsiveImageProps = ResponsiveImageSource &
  Omit<
    ComponentPropsWithoutRef<'img'>,
    'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'fetchPriority'
  > & {
    /** Above the fold: fetched first and at once, rather than lazily as it scrolls near. */
    priority?: boolean;
  };

/**
 * An `<img>` whose `srcset` lists every width of the picture's files; with `priority`, fetched
 * at high priority, and React's server renderer writes its preload link ahead of the page.
 */
export function ResponsiveImage({
  base,
  widths,
  fallbackWidth = Math.max(...widths),
  sizes,
  width,
  height,
  alt,
  priority = false,
  ...img
}: ResponsiveImageProps) {
  const srcSet = widths.map((w) => `${base}-${w}.webp ${w}w`).join(', ');
  return (
    <img
      src={`${base}-${fallbackWidth}.webp`}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      {...(priority
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
      alt={alt}
      {...img}
    />
  );
}
