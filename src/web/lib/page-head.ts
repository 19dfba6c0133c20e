import { createContext } from 'react';
import { hotel } from '#shared/hotel.ts';
import { defineMessages, type Message } from '#shared/messages.ts';
import { isIndexable } from '#shared/pages.ts';
import { shareImage, siteMessages } from '#web/config/seo.ts';
import { t } from './intl.ts';

const messages = defineMessages({
  pageTitle: { id: 'site.pageTitle', defaultMessage: '{page} · {hotel}' },
});

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
 * name), the given description, else the site's.
 */
export function pageHead(pathname: string, page?: string, description?: string): PageHead {
  return {
    title: page
      ? t(messages.pageTitle, { page, hotel: hotel.name })
      : t(siteMessages.title, { hotel: hotel.name }),
    description: description ?? t(siteMessages.description),
    path: pathname,
    robots: isIndexable(pathname) ? 'index, follow' : 'noindex',
    image: shareImage,
  };
}

/** A page's title as its entry in the route manifest gives it. */
interface PageHeadDefaults {
  title?: Message;
}

/** Set by the router around each page: the head the page has unless it says otherwise. */
export const PageHeadDefaultsContext = createContext<PageHeadDefaults>({});

/**
 * Set by the server renderer: pages report their head while rendering, so the HTML carries the
 * right title and tags before any script runs. In the browser there is none; an effect updates
 * the live document instead.
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * Set by the server renderer: a page that shows "not found" (an unknown path, or a suite that is
 * not there) says so while rendering, so the HTML goes out with status 404.
 */
export const PageStatusContext = createContext<((status: 404) => void) | null>(null);
