/**
 * Every page of the site, in one place: one entry per page says where it lives and how the
 * server treats it. The server reads these (which paths are pages, which it renders, what the
 * sitemap and robots.txt say); the browser's half of each entry (its module, head and data) is
 * in src/web/app/pages.ts, keyed by the same names.
 */

/** Who may see a page: anyone, a signed-in guest, or staff. */
export type PageAccess = 'public' | 'signed-in' | 'admin';

/** The layouts pages nest in (src/web/app/layouts), each at a path of its own. */
export const layouts = {
  dashboard: { path: '/dashboard' },
} as const;

export type LayoutName = keyof typeof layouts;

export const layoutNames = Object.keys(layouts) as LayoutName[];

export interface PageEntry {
  /**
   * The page's URL path, as links spell it (a `:name` segment stands for any one segment, as in
   * the router); null for the page shown where no other matches.
   */
  path: string | null;
  /** The layout the page is shown in, under the layout's path (the root layout if none). */
  layout?: LayoutName;
  access: PageAccess;
  /** Rendered on the server for the first view; else sent as the bare app, rendered in the browser. */
  ssr: boolean;
  /** Listed in sitemap.xml; a page with a `:name` segment once for each value the server lists. */
  sitemap: boolean;
  /** Whether search engines may index it; robots.txt disallows the paths they may not. */
  robots: 'index' | 'noindex';
  /** Another spelling of the path that links use (robots.txt tells spellings apart). */
  alsoSpelled?: string;
}

const publicPage = { access: 'public', ssr: true, sitemap: false, robots: 'index' } as const;
const listedPage = { ...publicPage, sitemap: true } as const;
/** Personal or browser-state pages: rendered in the browser, never indexed. */
const privatePage = { ssr: false, sitemap: false, robots: 'noindex' } as const;

/**
 * The pages, in sitemap order (then robots.txt order). Matching ignores case, as the router
 * does, so /dashBoard (the spec's spelling in the navigation) is the dashboard.
 */
export const pages = {
  home: { path: '/', ...listedPage },
  allSuites: { path: '/allSuites', ...listedPage },
  // One suite, by its id: the server lists every active suite's page in the sitemap.
  suite: { path: '/suites/:id', ...listedPage },
  about: { path: '/about', ...listedPage },
  feature: { path: '/feature', ...listedPage },
  teams: { path: '/teams', ...listedPage },
  faq: { path: '/faq', ...listedPage },
  contact: { path: '/contact', ...listedPage },
  login: { path: '/login', ...publicPage },
  signUp: { path: '/signUp', ...publicPage },
  forgotPassword: { path: '/forgot-password', ...publicPage },
  resetPassword: { path: '/reset-password', ...publicPage },
  dashboard: {
    path: '/dashboard',
    alsoSpelled: '/dashBoard',
    layout: 'dashboard',
    access: 'signed-in',
    ...privatePage,
  },
  dashboardProfile: {
    path: '/dashboard/profile',
    layout: 'dashboard',
    access: 'signed-in',
    ...privatePage,
  },
  dashboardReview: {
    path: '/dashboard/review',
    layout: 'dashboard',
    access: 'signed-in',
    ...privatePage,
  },
  dashboardAddSuites: {
    path: '/dashboard/addSuites',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardManageSuites: {
    path: '/dashboard/manageSuites',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  // One suite's form and gallery (`?id=`), reached from Manage Suites; not in the side menu.
  dashboardEditSuite: {
    path: '/dashboard/editSuite',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardManageReviews: {
    path: '/dashboard/manageReviews',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardAdmin: {
    path: '/dashboard/admin',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardInbox: {
    path: '/dashboard/inbox',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardActivity: {
    path: '/dashboard/activity',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardNewsletter: {
    path: '/dashboard/newsletter',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardFrontDesk: {
    path: '/dashboard/frontDesk',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardOccupancy: {
    path: '/dashboard/occupancy',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardReports: {
    path: '/dashboard/reports',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardPromoCodes: {
    path: '/dashboard/promoCodes',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  dashboardExtras: {
    path: '/dashboard/extras',
    layout: 'dashboard',
    access: 'admin',
    ...privatePage,
  },
  // Reached from the link in a newsletter mail; personal, so never listed or indexed.
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe', access: 'public', ...privatePage },
  // A guest may look at their reservation draft (kept in the browser) before logging in.
  booking: { path: '/booking', access: 'public', ...privatePage },
  notFound: { path: null, ...publicPage },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;

/** The pages that have a path of their own. */
type RoutedPageName = {
  [Name in PageName]: (typeof pages)[Name]['path'] extends string ? Name : never;
}[PageName];

export const pageNames = Object.keys(pages) as PageName[];

/** A record from `[name, value]` pairs, made by mapping every page's (or layout's) name. */
export function recordOf<Name extends PageName | LayoutName, Value>(
  pairs: readonly (readonly [Name, Value])[],
): Record<Name, Value> {
  return Object.fromEntries(pairs) as Record<Name, Value>;
}

const entries = pageNames.map((name): [PageName, PageEntry] => [name, pages[name]]);

/** Each routed page's path, as links spell it. */
export const pagePaths = Object.fromEntries(
  entries.flatMap(([name, page]) => (page.path === null ? [] : [[name, page.path]])),
) as { [Name in RoutedPageName]: (typeof pages)[Name]['path'] };

/** A path without its trailing slashes, which the router ignores. */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether a page's path has a `:name` segment: it is then a pattern, not one path. */
function hasParameter(path: string): boolean {
  return path.includes('/:');
}

const pagesByPath = new Map(
  entries.flatMap(([name, page]) =>
    page.path === null || hasParameter(page.path) ? [] : [[page.path.toLowerCase(), name]],
  ),
);

/** A `:name` path as a pattern: each `:name` is one non-empty segment. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`, 'i');
}

const pagesByPattern = entries.flatMap(([name, page]) =>
  page.path !== null && hasParameter(page.path) ? [{ name, pattern: pathPattern(page.path) }] : [],
);

/**
 * The page at a URL path, matched like the router: case-insensitively, ignoring a trailing
 * slash. Undefined for a path that is no page (the not-found page shows there).
 */
export function pageAt(pathname: string): PageName | undefined {
  const path = withoutTrailingSlash(pathname);
  return (
    pagesByPath.get(path.toLowerCase()) ??
    pagesByPattern.find(({ pattern }) => pattern.test(path))?.name
  );
}

/** A page's path with its `:name` segments filled in (each value URL-encoded). */
export function pathWith(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''));
}

/** Whether `pathname` is `path` or below it (case-insensitively, like the router). */
function isWithin(pathname: string, path: string): boolean {
  return pathname.toLowerCase().startsWith(path.toLowerCase());
}

/**
 * Whether the server renders `pathname`: no when it is, or is below, a page rendered in the
 * browser only (so /dashboard/nope is left to the dashboard's own code too).
 */
export function isServerRendered(pathname: string): boolean {
  return !entries.some(
    ([, page]) => page.path !== null && !page.ssr && isWithin(pathname, page.path),
  );
}

/** Whether search engines may index `pathname`: not at or below a page they may not. */
export function isIndexable(pathname: string): boolean {
  return !entries.some(
    ([, page]) => page.path !== null && page.robots === 'noindex' && isWithin(pathname, page.path),
  );
}

/** The paths sitemap.xml lists, but for those of pages with a `:name` (the server fills them in). */
export const sitemapPaths: readonly string[] = entries.flatMap(([, page]) =>
  page.sitemap && page.path !== null && !hasParameter(page.path) ? [page.path] : [],
);

/**
 * The path prefixes robots.txt disallows, in every spelling links use: each unindexed page's
 * path, unless a shorter one already covers it.
 */
export const disallowedPaths: readonly string[] = entries.reduce<string[]>(
  (disallowed, [, page]) => {
    const { path, robots, alsoSpelled } = page;
    if (
      robots === 'noindex' &&
      path !== null &&
      !disallowed.some((prefix) => path.startsWith(prefix))
    ) {
      disallowed.push(path, ...(alsoSpelled ? [alsoSpelled] : []));
    }
    return disallowed;
  },
  [],
);
