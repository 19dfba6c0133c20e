/**
 * The server renderer: the same pages as the browser, rendered to HTML for the first view, with
 * the data they show (the session, suites, a search's results) fetched from the API in-process
 * and handed to the browser in the page, which then hydrates instead of starting from nothing.
 * Built by `vite build --ssr` into dist/ssr and loaded by the server (src/server/plugins/web-app.ts).
 */
import { PassThrough } from 'node:stream';
import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString, resumeToPipeableStream } from 'react-dom/server';
import { type PostponedState, prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { alternatePaths, basenameOf, localizedPath, splitLocale } from '#shared/locale.ts';
import { layoutNames, pageAt, pageNames, recordOf } from '#shared/pages.ts';
import { paths } from '#shared/paths.ts';
import type {
  PrerenderedPage,
  RenderedPage,
  RenderOptions,
  ServerRenderer,
} from '#shared/server-renderer.ts';
import { layoutModules, webPages } from './app/pages.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, type PageComponents } from './app/router.tsx';
import { SiteOriginContext } from './components/seo/site-origin.ts';
import { setApiTransport } from './lib/api-client.ts';
import { currentUserQueryOptions, SessionLaterContext } from './lib/current-user.ts';
import { type HotelDay, hotelDayAt, setHotelDay } from './lib/hotel-day.ts';
import { locale } from './lib/intl.ts';
import { loadLaterParts } from './lib/later-part.tsx';
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

/**
 * The head's tags: the page's own address in this language as the canonical one, and its
 * address in each language as alternates (decision 049).
 */
function headTags(head: PageHead, origin: string): string {
  const path = canonicalPaths.get(head.path.toLowerCase()) ?? head.path;
  const url = new URL(localizedPath(locale, path), origin).href;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<meta name="robots" content="${head.robots}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternatePaths(path).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(new URL(alternate.path, origin).href)}" />`,
    ),
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

// And the parts of pages the browser fetches later: the server renders them with their page.
await loadLaterParts();

const components: PageComponents = {
  pages: recordOf(pageNames.map((name) => [name, modules[name].default] as const)),
  layouts: recordOf(
    await Promise.all(
      layoutNames.map(async (name) => [name, (await layoutModules[name]()).default] as const),
    ),
  ),
};

/** A URL as the app's routes see it: its path within its language (`/bn/about` → `/about`). */
function withinLocale(url: URL): URL {
  const page = new URL(url);
  page.pathname = splitLocale(url.pathname).path;
  return page;
}

/** Fills the cache with the data the page at `url` shows first; failures are left to the browser. */
function prefetchPageData(queryClient: QueryClient, url: URL, day: HotelDay): Promise<unknown> {
  const pageUrl = withinLocale(url);
  const page = modules[pageAt(pageUrl.pathname) ?? 'notFound'];
  return Promise.all(page.prefetch?.({ queryClient, url: pageUrl, today: day.today }) ?? []);
}

/** The same, and the visitor's session. */
function prefetch(queryClient: QueryClient, url: URL, day: HotelDay): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(currentUserQueryOptions()),
    prefetchPageData(queryClient, url, day),
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

/** A query cache for one page: a failed request is the browser's to retry; the server answers now. */
function serverQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

/** What a page's render reports besides its HTML: its head and its status. */
class PageReport {
  head: PageHead;
  status: 200 | 404 = 200;

  constructor(pathname: string) {
    this.head = pageHead(splitLocale(pathname).path);
  }
}

/**
 * The page at `location` as the renderer draws it. With `sessionLater`, what shows the session
 * suspends, to be rendered per visitor when the page is resumed (decision 043).
 */
function pageTree(
  queryClient: QueryClient,
  location: URL,
  report: PageReport,
  sessionLater: boolean,
): ReactNode {
  return (
    <PageHeadContext
      value={(reported) => {
        report.head = reported;
      }}
    >
      <PageStatusContext
        value={(reported) => {
          report.status = reported;
        }}
      >
        <SessionLaterContext value={sessionLater}>
          <StrictMode>
            <AppProvider client={queryClient}>
              <StaticRouter
                basename={basenameOf(locale)}
                location={location.pathname + location.search}
              >
                <SiteOriginContext value={location.origin}>
                  <AppRoutes components={components} />
                </SiteOriginContext>
              </StaticRouter>
            </AppProvider>
          </StrictMode>
        </SessionLaterContext>
      </PageStatusContext>
    </PageHeadContext>
  );
}

function stateScript(queryClient: QueryClient, day: HotelDay): string {
  return `<script type="application/json" id="${SERVER_STATE_ID}">${serializeServerState({ cache: dehydrate(queryClient), hotelDay: day })}</script>`;
}

/** Renders the page at `url` (path and query) as a visitor whose API answers come from the transport. */
async function renderPage(url: string, { origin, timeZone }: RenderOptions): Promise<RenderedPage> {
  const location = new URL(url, origin);
  const day = hotelDayNow(timeZone);
  const queryClient = serverQueryClient();
  await prefetch(queryClient, location, day);

  const report = new PageReport(location.pathname);
  // Rendering is synchronous: no other request's page renders with this day meanwhile.
  setHotelDay(day);
  const html = renderToString(pageTree(queryClient, location, report, false));
  return {
    html,
    head: headTags(report.head, origin),
    status: report.status,
    state: stateScript(queryClient, day),
    completion: '',
  };
}

/** What `resumePage` needs of a prerendered page, kept by the server between visits. */
interface Resumable {
  /** React's postponed state (JSON), or null when nothing was left for later. */
  postponed: string | null;
  /** The query cache the page was prerendered from: the resumed parts see the same data. */
  cache: DehydratedState;
  day: HotelDay;
}

/**
 * The one script React writes into a prerendered page (it times when the holes are revealed):
 * left out, the holes' content is revealed at the next frame, before the page is first drawn. Any
 * other script would need the CSP's leave, which a page kept for every visitor cannot carry.
 */
const REVEAL_TIMER = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

/** Whatever the React error says: aborting a prerender is how its holes are made. */
const POSTPONED = new Error('postponed until the visitor is known');

function collect(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      text += chunk;
    });
    stream.on('end', () => resolve(text));
    stream.on('error', reject);
  });
}

/** Renders the page at `url` for no one in particular: what shows the session is left a hole. */
async function prerenderPage(
  url: string,
  { origin, timeZone }: RenderOptions,
): Promise<PrerenderedPage | undefined> {
  const location = new URL(url, origin);
  const day = hotelDayNow(timeZone);
  const queryClient = serverQueryClient();
  await prefetchPageData(queryClient, location, day);

  const report = new PageReport(location.pathname);
  const controller = new AbortController();
  setHotelDay(day);
  const rendering = prerenderToNodeStream(pageTree(queryClient, location, report, true), {
    signal: controller.signal,
    // Every part in place, as renderToString writes it: none sent after the rest with a script
    // to move it (which React does by default for a large page, to show its top sooner).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      if (error !== POSTPONED) console.error(error);
    },
  });
  // Every piece of data is in the cache already: by the next turn all that can be drawn has
  // been, and what is left waits for the session.
  setImmediate(() => controller.abort(POSTPONED));
  const { prelude, postponed } = await rendering;
  const html = (await collect(prelude)).replace(REVEAL_TIMER, '');
  // A JSON-LD data block runs nothing and needs no leave of the CSP; any other script does.
  if (/<script(?! type="application\/ld\+json">)/.test(html)) return undefined;
  const resumable: Resumable = {
    postponed: postponed ? JSON.stringify(postponed) : null,
    cache: dehydrate(queryClient),
    day,
  };
  return { html, head: headTags(report.head, origin), status: report.status, resumable };
}

/** Fills a prerendered page's holes for the visitor the transport speaks for. */
async function resumePage(
  page: PrerenderedPage,
  url: string,
  { origin }: RenderOptions,
  nonce: string,
): Promise<RenderedPage> {
  const { postponed, cache, day } = page.resumable as Resumable;
  const location = new URL(url, origin);
  const queryClient = serverQueryClient();
  hydrate(queryClient, cache);
  // The session, and anything of the page's own data not fresh in the kept cache.
  await prefetch(queryClient, location, day);

  let completion = '';
  const report = new PageReport(location.pathname);
  report.status = page.status;
  if (postponed) {
    setHotelDay(day);
    // Piped at once: the stream ends when every hole is filled (their data is in the cache).
    const stream = await resumeToPipeableStream(
      pageTree(queryClient, location, report, false),
      JSON.parse(postponed) as PostponedState,
      {
        nonce,
        onError(error) {
          console.error(error);
        },
      },
    );
    const output = new PassThrough();
    const text = collect(output);
    stream.pipe(output);
    completion = await text;
  }
  return {
    html: page.html,
    head: page.head,
    status: report.status,
    state: stateScript(queryClient, day),
    completion,
  };
}

/** What the server loads from the built module (src/server/plugins/web-app.ts). */
export const renderer: ServerRenderer = {
  setApiTransport,
  renderPage,
  prerenderPage,
  resumePage,
};
