import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { defineMessages, type Message } from '#shared/messages.ts';
import type { LayoutName, PageName } from '#shared/pages.ts';

/** What the server renderer knows when it fetches a page's data. */
export interface PrefetchContext {
  queryClient: QueryClient;
  /** The requested URL. */
  url: URL;
  /** Today's date at the hotel. */
  today: string;
}

/**
 * A page's module: the page, and optionally the data it shows first, which the server renderer
 * fetches into the cache before rendering it (the visitor's session is always fetched).
 */
interface PageModule {
  default: ComponentType;
  prefetch?: (context: PrefetchContext) => Promise<void>[];
}

interface LayoutModule {
  default: ComponentType;
}

/** The browser's half of a page's entry (the other half, src/shared/pages.ts, has its path). */
interface WebPage {
  /** The page's code: its own chunk in the browser, loaded up front by the server renderer. */
  load: () => Promise<PageModule>;
  /** Its name in the document title, "<title> · <hotel>"; without one, the site's title. */
  title?: Message;
}

/** Each page's name in the document's title and the page's own heading where it has none. */
export const titles = defineMessages({
  suite: { id: 'page.suite.title', defaultMessage: 'Suite' },
  dashboard: { id: 'page.dashboard.title', defaultMessage: 'Booking List' },
  dashboardProfile: { id: 'page.dashboardProfile.title', defaultMessage: 'Profile' },
  dashboardReview: { id: 'page.dashboardReview.title', defaultMessage: 'Review' },
  dashboardAdmin: { id: 'page.dashboardAdmin.title', defaultMessage: 'Make Admin' },
  dashboardInbox: { id: 'page.dashboardInbox.title', defaultMessage: 'Inbox' },
  dashboardActivity: { id: 'page.dashboardActivity.title', defaultMessage: 'Activity' },
  dashboardReports: { id: 'page.dashboardReports.title', defaultMessage: 'Reports' },
  dashboardExtras: { id: 'page.dashboardExtras.title', defaultMessage: 'Extras' },
  booking: { id: 'page.booking.title', defaultMessage: 'Your Reservation' },
  notFound: { id: 'page.notFound.title', defaultMessage: 'Page not found' },
  allSuites: { id: 'page.allSuites.title', defaultMessage: 'Suites' },
  about: { id: 'page.about.title', defaultMessage: 'About' },
  feature: { id: 'page.feature.title', defaultMessage: 'Feature' },
  teams: { id: 'page.teams.title', defaultMessage: 'Our Teams' },
  faq: { id: 'page.faq.title', defaultMessage: 'FAQ' },
  contact: { id: 'page.contact.title', defaultMessage: 'Contact' },
  login: { id: 'page.login.title', defaultMessage: 'Log In' },
  signUp: { id: 'page.signUp.title', defaultMessage: 'Sign Up' },
  forgotPassword: { id: 'page.forgotPassword.title', defaultMessage: 'Forgot Password' },
  resetPassword: { id: 'page.resetPassword.title', defaultMessage: 'Reset Password' },
  dashboardAddSuites: { id: 'page.dashboardAddSuites.title', defaultMessage: 'Add Suites' },
  dashboardManageSuites: {
    id: 'page.dashboardManageSuites.title',
    defaultMessage: 'Manage Suites',
  },
  dashboardEditSuite: { id: 'page.dashboardEditSuite.title', defaultMessage: 'Edit Suite' },
  dashboardManageReviews: {
    id: 'page.dashboardManageReviews.title',
    defaultMessage: 'Manage Reviews',
  },
  dashboardNewsletter: { id: 'page.dashboardNewsletter.title', defaultMessage: 'Newsletter' },
  dashboardFrontDesk: { id: 'page.dashboardFrontDesk.title', defaultMessage: 'Front Desk' },
  dashboardOccupancy: { id: 'page.dashboardOccupancy.title', defaultMessage: 'Occupancy' },
  dashboardPromoCodes: { id: 'page.dashboardPromoCodes.title', defaultMessage: 'Promo Codes' },
  newsletterUnsubscribe: { id: 'page.newsletterUnsubscribe.title', defaultMessage: 'Unsubscribe' },
});

/** Every page's module and head, by the names of src/shared/pages.ts. */
export const webPages: Record<PageName, WebPage> = {
  home: { load: () => import('./routes/home.tsx') },
  allSuites: {
    load: () => import('./routes/all-suites.tsx'),
    title: titles.allSuites,
  },
  // Each suite names itself and gives its own description (src/web/app/routes/suite.tsx).
  suite: { load: () => import('./routes/suite.tsx'), title: titles.suite },
  about: {
    load: () => import('./routes/about.tsx'),
    title: titles.about,
  },
  feature: {
    load: () => import('./routes/feature.tsx'),
    title: titles.feature,
  },
  teams: {
    load: () => import('./routes/teams.tsx'),
    title: titles.teams,
  },
  faq: {
    load: () => import('./routes/faq.tsx'),
    title: titles.faq,
  },
  contact: {
    load: () => import('./routes/contact.tsx'),
    title: titles.contact,
  },
  login: {
    load: () => import('./routes/login.tsx'),
    title: titles.login,
  },
  signUp: {
    load: () => import('./routes/sign-up.tsx'),
    title: titles.signUp,
  },
  forgotPassword: {
    load: () => import('./routes/forgot-password.tsx'),
    title: titles.forgotPassword,
  },
  resetPassword: {
    load: () => import('./routes/reset-password.tsx'),
    title: titles.resetPassword,
  },
  dashboard: { load: () => import('./routes/dashboard/booking-list.tsx'), title: titles.dashboard },
  dashboardProfile: {
    load: () => import('./routes/dashboard/profile.tsx'),
    title: titles.dashboardProfile,
  },
  dashboardReview: {
    load: () => import('./routes/dashboard/review.tsx'),
    title: titles.dashboardReview,
  },
  dashboardAddSuites: {
    load: () => import('./routes/dashboard/add-suites.tsx'),
    title: titles.dashboardAddSuites,
  },
  dashboardManageSuites: {
    load: () => import('./routes/dashboard/manage-suites.tsx'),
    title: titles.dashboardManageSuites,
  },
  dashboardEditSuite: {
    load: () => import('./routes/dashboard/edit-suite.tsx'),
    title: titles.dashboardEditSuite,
  },
  dashboardManageReviews: {
    load: () => import('./routes/dashboard/manage-reviews.tsx'),
    title: titles.dashboardManageReviews,
  },
  dashboardAdmin: {
    load: () => import('./routes/dashboard/make-admin.tsx'),
    title: titles.dashboardAdmin,
  },
  dashboardInbox: {
    load: () => import('./routes/dashboard/inbox.tsx'),
    title: titles.dashboardInbox,
  },
  dashboardActivity: {
    load: () => import('./routes/dashboard/activity.tsx'),
    title: titles.dashboardActivity,
  },
  dashboardNewsletter: {
    load: () => import('./routes/dashboard/newsletter.tsx'),
    title: titles.dashboardNewsletter,
  },
  dashboardFrontDesk: {
    load: () => import('./routes/dashboard/front-desk.tsx'),
    title: titles.dashboardFrontDesk,
  },
  dashboardOccupancy: {
    load: () => import('./routes/dashboard/occupancy.tsx'),
    title: titles.dashboardOccupancy,
  },
  dashboardReports: {
    load: () => import('./routes/dashboard/reports.tsx'),
    title: titles.dashboardReports,
  },
  dashboardPromoCodes: {
    load: () => import('./routes/dashboard/promo-codes.tsx'),
    title: titles.dashboardPromoCodes,
  },
  dashboardExtras: {
    load: () => import('./routes/dashboard/extras.tsx'),
    title: titles.dashboardExtras,
  },
  newsletterUnsubscribe: {
    load: () => import('./routes/newsletter-unsubscribe.tsx'),
    title: titles.newsletterUnsubscribe,
  },
  // A confirmed booking titles itself "Booking confirmed" (src/web/app/routes/booking.tsx).
  booking: { load: () => import('./routes/booking.tsx'), title: titles.booking },
  notFound: { load: () => import('./routes/not-found.tsx'), title: titles.notFound },
};

/** Every layout's module, by the names of src/shared/pages.ts. */
export const layoutModules: Record<LayoutName, () => Promise<LayoutModule>> = {
  dashboard: () => import('./layouts/dashboard-layout.tsx'),
};
