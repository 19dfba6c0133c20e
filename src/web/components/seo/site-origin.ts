import { createContext, useContext } from 'react';

/**
 * The site's public origin (`https://…`), for the absolute URLs search engines want: set by the
 * server renderer from the site's public URL; in the browser, the page's own.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
