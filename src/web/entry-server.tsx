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
import { layoutNames, pageAt, pageNames, recordOf } from '#shared/pages.ts';
import { paths } from '#shared/paths.ts';
import type { RenderedPage, RenderOptions, ServerRenderer } from '#shared/server-renderer.ts';
import { layoutModules, webPages } from './app/pages.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, type PageComponents } from './app/router.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { currentUserQueryOptions } from './lib/current-user.ts';
import { type HotelDay, hotelDayAt, setHotelDay } from './lib/hotel-day.ts';
import { type PageHead, PageHeadContext, PageStatusContext, pageHead } from './lib/page-head.ts';
import { createQueryClient } from './lib/query-client.ts';
import { SERVER_STATE_ID, serializeServerState } from './lib/server-state.ts';

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

/** Every page's and layout's module, loaded up front: rendering never waits on code. */
const modules = recordOf(
  await Promise.all(pageNames.map(async (name) => [name, await webPages[name].load()] as const)),
);

const components: PageComponents = {
  pages: recordOf(pageNames.map((name) => [name, modules[name].default] as const)),
  layouts: recordOf(
    await Promise.all(
      layoutNames.map(async (name) => [name, (await layoutModules[name]()).default] as const),
    ),
  ),
};

/**
 * Fills the cache with what the page at `url` shows first (the visitor's session, and whatever
 * the page's module prefetches); failures are left to the browser.
 */
async function prefetch(queryClient: QueryClient, url: URL, day: HotelDay) {
  const page = modules[pageAt(url.pathname) ?? 'notFound'];
  await Promise.all([
    queryClient.prefetchQuery(currentUserQueryOptions()),
    ...(page.prefetch?.({ queryClient, url, today: day.today }) ?? []),
  ]);
}

let lastDay: { timeZone: string; day: HotelDay } | undefined;

/** The hotel's date now, worked out again only once it has changed (it takes a search). */
function hotelDayNow(timeZone: string): HotelDay {
  const now = Date.now();
  if (lastDay?.timeZone !== timeZone || now >= lastDay.day.until) {
    lastDay = { timeZone, day: hotelDayAt(now, timeZone) };
  }
  return lastDay.day;
}

/** Renders the page at `url` (path and query) as a visitor whose API answers come from the transport. */
async function renderPage(url: string, { origin, timeZone }: RenderOptions): Promise<RenderedPage> {
  const location = new URL(url, origin);
  const day = hotelDayNow(timeZone);
  const queryClient = createQueryClient();
  // A failed request is the browser's to retry; the server answers now.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  await prefetch(queryClient, location, day);

  let head = pageHead(location.pathname);
  let status: 200 | 404 = 200;
  // Rendering is synchronous: no other request's page renders with this day meanwhile.
  setHotelDay(day);
  const html = renderToString(
    <PageHeadContext
      value={(reported) => {
        head = reported;
      }}
    >
      <PageStatusContext
        value={(reported) => {
          status = reported;
        }}
      >
        <StrictMode>
          <AppProvider client={queryClient}>
            <StaticRouter location={location.pathname + location.search}>
              <AppRoutes components={components} />
            </StaticRouter>
          </AppProvider>
        </StrictMode>
      </PageStatusContext>
    </PageHeadContext>,
  );
  return {
    html,
    head: headTags(head, origin),
    status,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState({ cache: dehydrate(queryClient), hotelDay: day })}</script>`,
  };
}

/** What the server loads from the built module (src/server/plugins/web-app.ts). */
export const renderer: ServerRenderer = { setApiTransport, renderPage };
