import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hotel } from '../config/hotel.ts';
import { defaultDescription, isPrivatePage, pageDescriptions, shareImage } from '../config/seo.ts';

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Sets the page's title ("<page> · <hotel>"; the home page passes no page name), its description
 * (given, else the one configured for the path, else the site's), the Open Graph tags and the
 * canonical URL. Personal pages (dashboard, booking) are marked noindex.
 */
export function useDocumentTitle(page?: string, description?: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = page ? `${page} · ${hotel.name}` : `${hotel.name} · Luxury suites in Sreemangal`;
    const text =
      description ?? pageDescriptions[pathname] ?? pageDescriptions[pathname.toLowerCase()];
    const url = new URL(pathname, window.location.origin).href;
    document.title = title;
    setMeta('name', 'description', text ?? defaultDescription);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', text ?? defaultDescription);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', new URL(shareImage, window.location.origin).href);
    setMeta('name', 'robots', isPrivatePage(pathname) ? 'noindex' : 'index, follow');
    setCanonical(url);
  }, [page, description, pathname]);
}
