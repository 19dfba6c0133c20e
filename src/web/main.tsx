/** The app: started by the page's entry (boot.ts) once the server's HTML is on screen. */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { basenameOf, splitLocale } from '#shared/locale.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, loadPage } from './app/router.tsx';
import { setHotelDay } from './lib/hotel-day.ts';
import { locale } from './lib/intl.ts';
import { expectHydration, isPageHydrated, subscribeToHydration } from './lib/page-hydration.ts';
import { queryClient } from './lib/query-client.ts';
import { readServerState } from './lib/server-state.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter basename={basenameOf(locale)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

/**
 * The page is already on screen: take over the server's data, fetch the page's code, then
 * hydrate as a transition, which React does in short tasks, part by part (each part of the page
 * is a Suspense boundary), so no one task holds up a tap for long. (A function, not top-level
 * await: an awaiting entry module would make the bundler split every module it shares with the
 * pages into a chunk of its own.)
 */
async function hydratePage(root: HTMLElement) {
  const state = readServerState();
  if (state) {
    hydrate(queryClient, state.cache);
    setHotelDay(state.hotelDay);
  }
  // Fetched now rather than when hydration reaches the page: one round trip, not two in turn.
  await loadPage(splitLocale(window.location.pathname).path).catch(() => undefined);
  expectHydration();
  markHydrated();
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

/**
 * Marks the page as run by its code (`<html data-hydrated>`) once every part of it is: what
 * tools waiting for a page to be usable (the browser tests) wait for. No style reads it.
 */
function markHydrated() {
  const mark = () => document.documentElement.setAttribute('data-hydrated', '');
  if (isPageHydrated()) mark();
  else {
    const stop = subscribeToHydration(() => {
      stop();
      mark();
    });
  }
}

if (container.hasAttribute('data-server-rendered')) {
  void hydratePage(container);
} else {
  createRoot(container).render(app);
  markHydrated();
}
