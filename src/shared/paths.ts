/** Every page of the site, in one place: the router, links and the server's fallback use these. */
export const paths = {
  home: '/',
  allSuites: '/allSuites',
  booking: '/booking',
  dashboard: '/dashboard',
  /** The navigation's spelling of the dashboard (the spec links to it); routes match either. */
  dashboardNav: '/dashBoard',
  dashboardProfile: '/dashboard/profile',
  dashboardReview: '/dashboard/review',
  dashboardAddSuites: '/dashboard/addSuites',
  dashboardManageSuites: '/dashboard/manageSuites',
  dashboardAdmin: '/dashboard/admin',
  contact: '/contact',
  about: '/about',
  login: '/login',
  signUp: '/signUp',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  faq: '/faq',
  teams: '/teams',
  feature: '/feature',
} as const;

const knownPaths = new Set(Object.values(paths).map((path) => path.toLowerCase()));

/** Whether a URL path names a page of the site (matched like the router: case-insensitively). */
export function isKnownPage(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return knownPaths.has(normalised.toLowerCase());
}
