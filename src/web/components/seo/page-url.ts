import { useLocation } from 'react-router';
import { localizedPath } from '#shared/locale.ts';
import { locale } from '#web/lib/intl.ts';
import { useSiteOrigin } from './site-origin.ts';

/** A picture stored in several widths (ResponsiveImage's source): its file at the widest, or the one given. */
interface PictureSource {
  base: string;
  widths: readonly number[];
  fallbackWidth?: number;
}

/** The URL path of a picture's file, the one `ResponsiveImage` puts in `src`. */
export function pictureFile({ base, widths, fallbackWidth }: PictureSource): string {
  return `${base}-${fallbackWidth ?? Math.max(...widths)}.webp`;
}

/**
 * Absolute URLs on this site: `absolute(path)` for a file's path, `pageUrl(path)` for a page's
 * path in the page's language, and `current`, the page being shown.
 */
export function useSiteUrls() {
  const origin = useSiteOrigin();
  const { pathname } = useLocation();
  const absolute = (path: string) => new URL(path, origin).href;
  const pageUrl = (path: string) => absolute(localizedPath(locale, path));
  return { absolute, pageUrl, current: pageUrl(pathname) };
}
