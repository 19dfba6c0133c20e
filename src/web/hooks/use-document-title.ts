import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageHeadContext, PageHeadDefaultsContext, pageHead } from '#web/lib/page-head.ts';

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
 * Sets the page's title, description, Open Graph tags, robots and canonical URL (see
 * `pageHead`): the ones given, else those of the page's manifest entry (src/web/app/pages.ts).
 * On the server the page reports them to the renderer instead.
 */
export function useDocumentTitle(title?: string, summary?: string) {
  const { pathname } = useLocation();
  const defaults = useContext(PageHeadDefaultsContext);
  const page = title ?? defaults.title;
  const description = summary ?? defaults.description;
  const report = useContext(PageHeadContext);
  if (report) report(pageHead(pathname, page, description));
  useEffect(() => {
    const head = pageHead(pathname, page, description);
    const url = new URL(head.path, window.location.origin).href;
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', new URL(head.image, window.location.origin).href);
    setMeta('name', 'robots', head.robots);
    setCanonical(url);
  }, [page, description, pathname]);
}
