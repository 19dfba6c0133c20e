import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '#shared/paths.ts';
import { RootLayout } from './layouts/root-layout.tsx';

export type PageModule = { default: ComponentType };

/** Every page module, loaded on demand: each route's code is its own chunk. */
const loaders = import.meta.glob<PageModule>([
  './routes/**/*.tsx',
  './layouts/dashboard-layout.tsx',
]);

/** Each page's module, relative to this file (the keys of `import.meta.glob`). */
export const pageFiles = {
  home: './routes/home.tsx',
  allSuites: './routes/all-suites.tsx',
  booking: './routes/booking.tsx',
  dashboard: './layouts/dashboard-layout.tsx',
  bookingList: './routes/dashboard/booking-list.tsx',
  profile: './routes/dashboard/profile.tsx',
  review: './routes/dashboard/review.tsx',
  addSuites: './routes/dashboard/add-suites.tsx',
  manageSuites: './routes/dashboard/manage-suites.tsx',
  makeAdmin: './routes/dashboard/make-admin.tsx',
  contact: './routes/contact.tsx',
  about: './routes/about.tsx',
  login: './routes/login.tsx',
  signUp: './routes/sign-up.tsx',
  forgotPassword: './routes/forgot-password.tsx',
  resetPassword: './routes/reset-password.tsx',
  faq: './routes/faq.tsx',
  teams: './routes/teams.tsx',
  feature: './routes/feature.tsx',
  notFound: './routes/not-found.tsx',
} as const;

export type PageName = keyof typeof pageFiles;

/** A component per page: lazy ones in the browser, the modules themselves on the server. */
export type Pages = Record<PageName, ComponentType>;

function loaderOf(name: PageName): () => Promise<PageModule> {
  const load = loaders[pageFiles[name]];
  if (!load) throw new Error(`no page module ${pageFiles[name]}`);
  return load;
}

const lazyPages = Object.fromEntries(
  Object.keys(pageFiles).map((name) => [name, lazy(loaderOf(name as PageName))]),
) as Record<PageName, LazyExoticComponent<ComponentType>>;

/** The top-level pages by path (lower case: routes match case-insensitively). */
const topLevelPages: Record<string, PageName> = {
  [paths.home]: 'home',
  [paths.allSuites.toLowerCase()]: 'allSuites',
  [paths.contact]: 'contact',
  [paths.about]: 'about',
  [paths.login]: 'login',
  [paths.signUp.toLowerCase()]: 'signUp',
  [paths.forgotPassword]: 'forgotPassword',
  [paths.resetPassword]: 'resetPassword',
  [paths.faq]: 'faq',
  [paths.teams]: 'teams',
  [paths.feature]: 'feature',
};

/**
 * Loads the code of the server-rendered page at `pathname`, so hydration runs in one pass
 * instead of stopping at the page and coming back for it.
 */
export function loadPage(pathname: string): Promise<unknown> {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = topLevelPages[normalised.toLowerCase()] ?? 'notFound';
  return loaderOf(name)();
}

/** Child paths are relative to their parent. */
const relative = (path: string, parent = '/') => path.slice(parent === '/' ? 1 : parent.length + 1);

/**
 * The site's routes. Matching ignores case, so /dashBoard (the spec's spelling in the
 * navigation) and /dashboard are the same page. The browser loads each page's code when it is
 * first shown; the server renderer passes every page already loaded, so nothing suspends there.
 */
export function AppRoutes({ pages = lazyPages }: { pages?: Pages }) {
  const Page = pages;
  return (
    <Routes>
      <Route path={paths.home} element={<RootLayout />}>
        <Route index element={<Page.home />} />
        <Route path={relative(paths.allSuites)} element={<Page.allSuites />} />
        <Route path={relative(paths.booking)} element={<Page.booking />} />
        <Route path={relative(paths.dashboard)} element={<Page.dashboard />}>
          <Route index element={<Page.bookingList />} />
          <Route
            path={relative(paths.dashboardProfile, paths.dashboard)}
            element={<Page.profile />}
          />
          <Route
            path={relative(paths.dashboardReview, paths.dashboard)}
            element={<Page.review />}
          />
          <Route
            path={relative(paths.dashboardAddSuites, paths.dashboard)}
            element={<Page.addSuites />}
          />
          <Route
            path={relative(paths.dashboardManageSuites, paths.dashboard)}
            element={<Page.manageSuites />}
          />
          <Route
            path={relative(paths.dashboardAdmin, paths.dashboard)}
            element={<Page.makeAdmin />}
          />
        </Route>
        <Route path={relative(paths.contact)} element={<Page.contact />} />
        <Route path={relative(paths.about)} element={<Page.about />} />
        <Route path={relative(paths.login)} element={<Page.login />} />
        <Route path={relative(paths.signUp)} element={<Page.signUp />} />
        <Route path={relative(paths.forgotPassword)} element={<Page.forgotPassword />} />
        <Route path={relative(paths.resetPassword)} element={<Page.resetPassword />} />
        <Route path={relative(paths.faq)} element={<Page.faq />} />
        <Route path={relative(paths.teams)} element={<Page.teams />} />
        <Route path={relative(paths.feature)} element={<Page.feature />} />
        <Route path="*" element={<Page.notFound />} />
      </Route>
    </Routes>
  );
}
