import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { alternatePaths, localizedPath } from '#shared/locale.ts';
import { locale, t } from '#web/lib/intl.ts';
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

/** The head's `<link>` found by `selector`, made with `attributes` if there is none yet. */
function setLink(selector: string, attributes: Record<string, string>, href: string) {
  let link = document.head.querySelector<HTMLLinkElement>(`link${selector}`);
  if (!link) {
    link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
  }
  link.href = href;
}

/**
 * Sets the page's title, description, Open Graph tags, robots and canonical URL (see
 * `pageHead`): the ones given, else the title of the page's manifest entry (src/web/app/pages.ts)
 * and the site's description. A page's description lives in its module: its words load with it.
 * On the server the page reports them to the renderer instead.
 */
export function useDocumentTitle(title?: string, summary?: string) {
  const { pathname } = useLocation();
  const defaults = useContext(PageHeadDefaultsContext);
  const page = title ?? (defaults.title && t(defaults.title));
  const description = summary;
  const report = useContext(PageHeadContext);
  if (report) report(pageHead(pathname, page, description));
  useEffect(() => {
    const head = pageHead(pathname, page, description);
    const { origin } = window.location;
    const url = new URL(localizedPath(locale, head.path), origin).href;
    document.title = head.title;
    setMeta('name', 'description', head.description);
    setMeta('property', 'og:title', head.title);
    setMeta('property', 'og:description', head.description);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:image', new URL(head.image, origin).href);
    setMeta('name', 'robots', head.robots);
    setLink('[rel="canonical"]', { rel: 'canonical' }, url);
    for (const { hreflang, path } of alternatePaths(head.path)) {
      const attributes = { rel: 'alternate', hreflang };
      setLink(`[rel="alternate"][hreflang="${hreflang}"]`, attributes, new URL(path, origin).href);
    }
  }, [page, description, pathname]);
}
