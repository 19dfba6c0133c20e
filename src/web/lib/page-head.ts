import { createContext } from 'react';
import { hotel } from '#web/config/hotel.ts';
import {
  defaultDescription,
  isPrivatePage,
  pageDescriptions,
  shareImage,
} from '#web/config/seo.ts';

/** What a page says about itself in the document's head. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's path, for the canonical URL and og:url. */
  path: string;
  robots: 'noindex' | 'index, follow';
  image: string;
}

/**
 * The head of the page at `pathname`: title "<page> · <hotel>" (the home page passes no page
 * name), the given description, else the one configured for the path, else the site's.
 */
export function pageHead(pathname: string, page?: string, description?: string): PageHead {
  return {
    title: page ? `${page} · ${hotel.name}` : `${hotel.name} · Luxury suites in Sreemangal`,
    description:
      description ??
      pageDescriptions[pathname] ??
      pageDescriptions[pathname.toLowerCase()] ??
      defaultDescription,
    path: pathname,
    robots: isPrivatePage(pathname) ? 'noindex' : 'index, follow',
    image: shareImage,
  };
}

/**
 * Set by the server renderer: pages report their head while rendering, so the HTML carries the
 * right title and tags before any script runs. In the browser there is none; an effect updates
 * the live document instead.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);
