import { pageAt, pagePaths, pages, pathWith } from './pages.ts';

/** Every page's path, for links; each comes from its page's entry in pages.ts. */
export const paths = {
  ...pagePaths,
  /** The navigation's spelling of the dashboard (the spec links to it); routes match either. */
  dashboardNav: pages.dashboard.alsoSpelled,
} as const;

/** Whether a URL path names a page of the site (matched like the router: case-insensitively). */
export function isKnownPage(pathname: string): boolean {
  return pageAt(pathname) !== undefined;
}

/** `/suites/<id>`: one suite's page. */
export function suitePath(suiteId: string): string {
  return pathWith(paths.suite, { id: suiteId });
}
