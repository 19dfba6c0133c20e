import type { Page } from '@playwright/test';
import { demoAccount, expect } from '#tests/e2e/fixtures.ts';

/** Signs the demo admin in through the API: the dashboard needs sign-in, its staff pages admin. */
export async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: demoAccount('admin'),
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
}

/** Every page of the shell and the h1 a visitor sees on it (dashboard pages: signed in as admin). */
export const pages = [
  { path: '/', heading: 'Luxury suites for the elite passionate about luxury & comfort.' },
  { path: '/allSuites', heading: 'Our Suites' },
  { path: '/about', heading: 'About Chandrabati' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/teams', heading: 'Our Teams' },
  { path: '/feature', heading: 'Features of Our Resort' },
  { path: '/login', heading: 'Log In' },
  { path: '/signUp', heading: 'Sign Up' },
  { path: '/forgot-password', heading: 'Forgot Password' },
  { path: '/reset-password', heading: 'Reset Password' },
  { path: '/dashboard', heading: 'Booking List' },
  { path: '/dashBoard', heading: 'Booking List' },
  { path: '/dashboard/profile', heading: 'Profile' },
  { path: '/dashboard/review', heading: 'Add a Review' },
  { path: '/dashboard/addSuites', heading: 'Add Suites' },
  { path: '/dashboard/manageSuites', heading: 'Manage Suites' },
  // Without a suite's id: the page says it found none, with the way back.
  { path: '/dashboard/editSuite', heading: 'Edit Suite' },
  { path: '/dashboard/admin', heading: 'Make Admin' },
];
