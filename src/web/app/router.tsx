import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../../shared/paths.ts';
import { RootFallback, RootLayout } from './layouts/root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Code-splits a page: each route module's default export becomes the route's component. */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}

/** Child paths are relative to their parent; matching ignores case, so /dashBoard works too. */
const relative = (path: string, parent = '/') => path.slice(parent === '/' ? 1 : parent.length + 1);

export const router = createBrowserRouter([
  {
    path: paths.home,
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: page(() => import('./routes/home.tsx')) },
      { path: relative(paths.allSuites), lazy: page(() => import('./routes/all-suites.tsx')) },
      { path: relative(paths.booking), lazy: page(() => import('./routes/booking.tsx')) },
      {
        path: relative(paths.dashboard),
        lazy: page(() => import('./layouts/dashboard-layout.tsx')),
        children: [
          { index: true, lazy: page(() => import('./routes/dashboard/booking-list.tsx')) },
          {
            path: relative(paths.dashboardProfile, paths.dashboard),
            lazy: page(() => import('./routes/dashboard/profile.tsx')),
          },
          {
            path: relative(paths.dashboardReview, paths.dashboard),
            lazy: page(() => import('./routes/dashboard/review.tsx')),
          },
          {
            path: relative(paths.dashboardAddSuites, paths.dashboard),
            lazy: page(() => import('./routes/dashboard/add-suites.tsx')),
          },
          {
            path: relative(paths.dashboardManageSuites, paths.dashboard),
            lazy: page(() => import('./routes/dashboard/manage-suites.tsx')),
          },
          {
            path: relative(paths.dashboardAdmin, paths.dashboard),
            lazy: page(() => import('./routes/dashboard/make-admin.tsx')),
          },
        ],
      },
      { path: relative(paths.contact), lazy: page(() => import('./routes/contact.tsx')) },
      { path: relative(paths.about), lazy: page(() => import('./routes/about.tsx')) },
      { path: relative(paths.login), lazy: page(() => import('./routes/login.tsx')) },
      { path: relative(paths.signUp), lazy: page(() => import('./routes/sign-up.tsx')) },
      {
        path: relative(paths.forgotPassword),
        lazy: page(() => import('./routes/forgot-password.tsx')),
      },
      {
        path: relative(paths.resetPassword),
        lazy: page(() => import('./routes/reset-password.tsx')),
      },
      { path: relative(paths.faq), lazy: page(() => import('./routes/faq.tsx')) },
      { path: relative(paths.teams), lazy: page(() => import('./routes/teams.tsx')) },
      { path: relative(paths.feature), lazy: page(() => import('./routes/feature.tsx')) },
      { path: '*', lazy: page(() => import('./routes/not-found.tsx')) },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
