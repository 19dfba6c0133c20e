import { describe, expect, it } from 'vitest';
import {
  disallowedPaths,
  isIndexable,
  isServerRendered,
  layouts,
  type PageEntry,
  pageAt,
  pageNames,
  pages,
  pathWith,
  sitemapPaths,
} from './pages.ts';

const entries = pageNames.map((name): [string, PageEntry] => [name, pages[name]]);
const routed = entries.flatMap(([name, page]) =>
  page.path === null ? [] : [{ name, ...page, path: page.path }],
);

describe('the page manifest', () => {
  it('gives every page its own path, whatever the case, and one page none (not found)', () => {
    const spellings = routed.flatMap((page) => [page.path, page.alsoSpelled ?? page.path]);
    const lower = new Set(routed.map((page) => page.path.toLowerCase()));
    expect(lower.size).toBe(routed.length);
    for (const spelling of spellings) expect(pageAt(spelling)).toBeDefined();
    expect(entries.filter(([, page]) => page.path === null).map(([name]) => name)).toEqual([
      'notFound',
    ]);
  });

  it('lists in the sitemap only public pages the server renders and search engines may index', () => {
    for (const page of routed.filter((entry) => entry.sitemap)) {
      expect(page.access, page.name).toBe('public');
      expect(page.ssr, page.name).toBe(true);
      expect(page.robots, page.name).toBe('index');
    }
  });

  it('never renders a personal page on the server, nor lets it be indexed', () => {
    for (const page of routed.filter((entry) => entry.access !== 'public')) {
      expect(page.ssr, page.name).toBe(false);
      expect(page.robots, page.name).toBe('noindex');
      expect(page.sitemap, page.name).toBe(false);
    }
  });

  it('keeps every admin page in the dashboard', () => {
    const admin = routed.filter((page) => page.access === 'admin');
    expect(admin.length).toBeGreaterThan(0);
    for (const page of admin) expect(page.layout, page.name).toBe('dashboard');
  });

  it('puts every page of a layout at or under the layout’s path', () => {
    for (const page of routed) {
      if (!page.layout) continue;
      const base = layouts[page.layout].path;
      expect(page.path === base || page.path.startsWith(`${base}/`), page.name).toBe(true);
    }
  });

  it('disallows in robots.txt exactly the pages search engines may not index', () => {
    for (const page of routed) {
      const spellings = [page.path, page.alsoSpelled ?? page.path];
      for (const spelling of spellings) {
        const disallowed = disallowedPaths.some((prefix) => spelling.startsWith(prefix));
        expect(disallowed, spelling).toBe(page.robots === 'noindex');
        expect(isIndexable(spelling), spelling).toBe(page.robots === 'index');
      }
    }
  });
});

describe('what the server makes of a path', () => {
  it('lists the public pages in the sitemap and hides the personal ones from robots', () => {
    expect(sitemapPaths).toEqual([
      '/',
      '/allSuites',
      '/about',
      '/feature',
      '/teams',
      '/faq',
      '/contact',
    ]);
    expect(disallowedPaths).toEqual([
      '/dashboard',
      '/dashBoard',
      '/newsletter/unsubscribe',
      '/booking',
    ]);
  });

  it('finds a page like the router: ignoring case and a trailing slash', () => {
    expect(pageAt('/ALLSUITES')).toBe('allSuites');
    expect(pageAt('/faq/')).toBe('faq');
    expect(pageAt('/dashBoard/profile')).toBe('dashboardProfile');
    expect(pageAt('/allSuites/extra')).toBeUndefined();
  });

  it('finds a page whose path has a parameter by any one segment in its place', () => {
    const id = '0b7c2f7e-8a47-4c53-9d0c-6f1e2d3c4b5a';
    expect(pageAt(`/suites/${id}`)).toBe('suite');
    expect(pageAt(`/Suites/${id}/`)).toBe('suite');
    expect(pageAt('/suites')).toBeUndefined();
    expect(pageAt('/suites/')).toBeUndefined();
    expect(pageAt(`/suites/${id}/extra`)).toBeUndefined();
    expect(pathWith(pages.suite.path, { id: 'a b/c' })).toBe('/suites/a%20b%2Fc');
  });

  it('renders public pages and unknown paths, and leaves the dashboard and booking to the browser', () => {
    for (const path of ['/', '/allSuites', '/login', '/nope', '/allSuites/extra']) {
      expect(isServerRendered(path), path).toBe(true);
    }
    for (const path of ['/dashboard', '/dashBoard/review', '/dashboard/nope', '/booking']) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });
});
