import { useEffect } from 'react';
import { hotel } from '../config/hotel.ts';

/** Sets the tab title to "<page> · <hotel>"; the home page passes no page name. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page
      ? `${page} · ${hotel.name}`
      : `${hotel.name} · Luxury suites in Sreemangal`;
  }, [page]);
}
