/**
 * The server renderer: the same pages as the browser, rendered to HTML for the first view, with
 * the data they show (the session, suites, a search's results) fetched from the API in-process
 * and handed to the browser in the page, which then hydrates instead of starting from nothing.
 * Built by `vite build --ssr` into dist/ssr and loaded by the server (src/server/plugins/web-app.ts).
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { paths } from '#shared/paths.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, type PageModule, type PageName, type Pages, pageFiles } from './app/router.tsx';
import { availabilityQueryOptions } from './features/bookings/api/get-availability.ts';
import { parseStaySearch } from './features/bookings/lib/stay-search.ts';
import { suitesQueryOptions } from './features/suites/api/get-suites.ts';
import { setApiTransport } from './lib/api-client.ts';
import { currentUserQueryOptions } from './lib/current-user.ts';
import { type HotelDay, hotelDayAt, setHotelDay } from './lib/hotel-day.ts';
import { type PageHead, PageHeadContext, pageHead } from './lib/page-head.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SERVER_STATE_ID, serializeServerState } from './lib/server-state.ts';

export { setApiTransport };

export interface RenderedPage {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The page's title, description, robots, canonical and Open Graph tags. */
  head: string;
  /** The query cache as a JSON data block, for the end of `<body>`. */
  state: string;
}

const canonicalPaths = new Map(Object.values(paths).map((path) => [path.toLowerCase(), path]));

function escapeHtml(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function headTags(head: PageHead, origin: string): string {
  const path = canonicalPaths.get(head.path.toLowerCase()) ?? head.path;
  const url = new URL(path, origin).href;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="robots" content="${head.robots}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(new URL(head.image, origin).href)}" />`,
  ];
  return tags.join('\n    ');
}

/** Fills the cache with what the page at `url` shows first; failures are left to the browser. */
async function prefetch(queryClient: QueryClient, url: URL, day: HotelDay) {
  const work: Promise<void>[] = [queryClient.prefetchQuery(currentUserQueryOptions())];
  if (url.pathname.toLowerCase() === paths.allSuites.toLowerCase()) {
    work.push(queryClient.prefetchQuery(suitesQueryOptions()));
    const { search } = parseStaySearch(url.searchParams, day.today);
    if (search.kind === 'valid') {
      work.push(queryClient.prefetchQuery(availabilityQueryOptions(search.stay)));
    }
  }
  await Promise.all(work);
}

/** Every page module, loaded up front: rendering never waits on code. */
const modules = import.meta.glob<PageModule>(
  ['./app/routes/**/*.tsx', './app/layouts/dashboard-layout.tsx'],
  { eager: true },
);

const pages = Object.fromEntries(
  Object.entries(pageFiles).map(([name, file]) => {
    const module = modules[`./app/${file.slice(2)}`];
    if (!module) throw new Error(`no page module ${file}`);
    return [name as PageName, module.default];
  }),
) as Pages;

/** Renders the page at `url` (path and query) as a visitor whose API answers come from the transport. */
export async function renderPage(
  url: string,
  { origin, timeZone }: { origin: string; timeZone: string },
): Promise<RenderedPage> {
  const location = new URL(url, origin);
  const day = hotelDayAt(Date.now(), timeZone);
  const queryClient = createQueryClient();
  // A failed request is the browser's to retry; the server answers now.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  await prefetch(queryClient, location, day);

  let head = pageHead(location.pathname);
  // Rendering is synchronous: no other request's page renders with this day meanwhile.
  setHotelDay(day);
  const html = renderToString(
    <PageHeadContext
      value={(reported) => {
        head = reported;
      }}
    >
      <StrictMode>
        <AppProvider client={queryClient}>
          <StaticRouter location={location.pathname + location.search}>
            <AppRoutes pages={pages} />
          </StaticRouter>
        </AppProvider>
      </StrictMode>
    </PageHeadContext>,
  );
  return {
    html,
    head: headTags(head, origin),
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState({ cache: dehydrate(queryClient), hotelDay: day })}</script>`,
  };
}
