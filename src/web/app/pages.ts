import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { hotel } from '#shared/hotel.ts';
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
  title?: string;
  /** What search results and link previews say about it; without one, the site's description. */
  description?: string;
}

/** Every page's module and head, by the names of src/shared/pages.ts. */
export const webPages: Record<PageName, WebPage> = {
  home: { load: () => import('./routes/home.tsx') },
  allSuites: {
    load: () => import('./routes/all-suites.tsx'),
    title: 'Suites',
    description: `Search the twelve suites of ${hotel.name} by date and party size: rates per night in BDT, beds, size and live availability.`,
  },
  // Each suite names itself and gives its own description (src/web/app/routes/suite.tsx).
  suite: { load: () => import('./routes/suite.tsx'), title: 'Suite' },
  about: {
    load: () => import('./routes/about.tsx'),
    title: 'About',
    description: `The story of ${hotel.name}, a zamindar house of ${hotel.founded} among the tea gardens of Sreemangal, and its kitchen, pool, spa, library and tea-garden walks.`,
  },
  feature: {
    load: () => import('./routes/feature.tsx'),
    title: 'Feature',
    description: `What every stay at ${hotel.name} includes: restored suites, a working tea garden, breakfast and afternoon tea, pool, spa and excursions.`,
  },
  teams: {
    load: () => import('./routes/teams.tsx'),
    title: 'Our Teams',
    description: `Meet the people of ${hotel.name}: our managers, chef, estate manager, spa director and guest relations team.`,
  },
  faq: {
    load: () => import('./routes/faq.tsx'),
    title: 'FAQ',
    description: `Check-in times, getting to Sreemangal, children, what the rate includes and changing a booking at ${hotel.name}.`,
  },
  contact: {
    load: () => import('./routes/contact.tsx'),
    title: 'Contact',
    description: `Call, write or visit ${hotel.name} in Sreemangal. Reception is open 24 hours; send us a message and we reply within the day.`,
  },
  login: {
    load: () => import('./routes/login.tsx'),
    title: 'Log In',
    description: `Log in to ${hotel.name} to see and manage your bookings.`,
  },
  signUp: {
    load: () => import('./routes/sign-up.tsx'),
    title: 'Sign Up',
    description: `Create your ${hotel.name} account to book suites and manage your stays.`,
  },
  forgotPassword: {
    load: () => import('./routes/forgot-password.tsx'),
    title: 'Forgot Password',
    description: `Ask for a link to choose a new password for your ${hotel.name} account.`,
  },
  resetPassword: {
    load: () => import('./routes/reset-password.tsx'),
    title: 'Reset Password',
    description: 'Choose a new password for your account.',
  },
  dashboard: { load: () => import('./routes/dashboard/booking-list.tsx'), title: 'Booking List' },
  dashboardProfile: { load: () => import('./routes/dashboard/profile.tsx'), title: 'Profile' },
  dashboardReview: { load: () => import('./routes/dashboard/review.tsx'), title: 'Review' },
  dashboardAddSuites: {
    load: () => import('./routes/dashboard/add-suites.tsx'),
    title: 'Add Suites',
  },
  dashboardManageSuites: {
    load: () => import('./routes/dashboard/manage-suites.tsx'),
    title: 'Manage Suites',
  },
  dashboardEditSuite: {
    load: () => import('./routes/dashboard/edit-suite.tsx'),
    title: 'Edit Suite',
  },
  dashboardManageReviews: {
    load: () => import('./routes/dashboard/manage-reviews.tsx'),
    title: 'Manage Reviews',
  },
  dashboardAdmin: { load: () => import('./routes/dashboard/make-admin.tsx'), title: 'Make Admin' },
  dashboardInbox: { load: () => import('./routes/dashboard/inbox.tsx'), title: 'Inbox' },
  dashboardActivity: { load: () => import('./routes/dashboard/activity.tsx'), title: 'Activity' },
  dashboardNewsletter: {
    load: () => import('./routes/dashboard/newsletter.tsx'),
    title: 'Newsletter',
  },
  dashboardFrontDesk: {
    load: () => import('./routes/dashboard/front-desk.tsx'),
    title: 'Front Desk',
  },
  dashboardOccupancy: {
    load: () => import('./routes/dashboard/occupancy.tsx'),
    title: 'Occupancy',
  },
  dashboardReports: { load: () => import('./routes/dashboard/reports.tsx'), title: 'Reports' },
  dashboardPromoCodes: {
    load: () => import('./routes/dashboard/promo-codes.tsx'),
    title: 'Promo Codes',
  },
  dashboardExtras: { load: () => import('./routes/dashboard/extras.tsx'), title: 'Extras' },
  newsletterUnsubscribe: {
    load: () => import('./routes/newsletter-unsubscribe.tsx'),
    title: 'Unsubscribe',
  },
  // A confirmed booking titles itself "Booking confirmed" (src/web/app/routes/booking.tsx).
  booking: { load: () => import('./routes/booking.tsx'), title: 'Your Reservation' },
  notFound: { load: () => import('./routes/not-found.tsx'), title: 'Page not found' },
};

/** Every layout's module, by the names of src/shared/pages.ts. */
export const layoutModules: Record<LayoutName, () => Promise<LayoutModule>> = {
  dashboard: () => import('./layouts/dashboard-layout.tsx'),
};
