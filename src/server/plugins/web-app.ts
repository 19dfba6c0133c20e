import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { PrerenderedPages } from '#server/cache/prerendered-pages.ts';
import { cachedAnswer, sendCachedAnswer } from '#server/cache/public-cache.ts';
import type { Clock } from '#server/clock.ts';
import { apiNotFound } from '#server/http/error-handler.ts';
import { listActiveSuites } from '#server/repositories/suites.ts';
import { LOCALES, type Locale, localizedPath, splitLocale } from '#shared/locale.ts';
import { disallowedPaths, isServerRendered, sitemapPaths } from '#shared/pages.ts';
import { isKnownPage, suitePath } from '#shared/paths.ts';
import type {
  PrerenderedPage,
  ServerRenderer,
  ServerRendererModule,
} from '#shared/server-renderer.ts';
import { hotelToday } from '#shared/stay.ts';
import { loadAssets } from './asset-memory.ts';
import { allowScriptNonce } from './security.ts';

const ONE_YEAR = 31_536_000;

function cacheControlFor(filePath: string): string {
  // Vite puts content-hashed files under /assets: they never change.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    return `public, max-age=${ONE_YEAR}, immutable`;
  }
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=86400';
}

/** What a `/folder/*` route matched after the folder. */
function wildcardOf(request: FastifyRequest): string {
  return (request.params as { '*': string })['*'];
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Whether the request carries a session cookie (whatever its prefix under https). */
function hasSession(request: FastifyRequest): boolean {
  return /(?:^|;\s*)(?:__Secure-)?suitebook\.session_token=/.test(request.headers.cookie ?? '');
}

/**
 * Today's date at the hotel by the app's clock (the day the pages show), worked out at most once
 * a minute of that clock: a date changes on the edge of a minute in every time zone, and
 * formatting one cost more than the rest of a kept page's answer.
 */
function hotelDayClock(clock: Clock, timeZone: string): () => string {
  let day = '';
  let from = 0;
  let until = 0;
  return () => {
    const now = clock();
    const at = now.getTime();
    // A test's clock may move back as well as on.
    if (at >= until || at < from) {
      day = hotelToday(now, timeZone);
      from = at - (at % 60_000);
      until = from + 60_000;
    }
    return day;
  };
}

/**
 * Serves the web app: static files from `webRoot` (content-hashed assets cached for a year,
 * pre-compressed variants preferred), and every page GET as HTML. With the server renderer
 * built (dist/ssr), public pages arrive rendered, with their data and head tags, and the browser
 * hydrates them; personal pages, and every page when rendering fails, get the bare app shell.
 * Status 404 when no route of the site matches. Unknown `/api/...` paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const origin = new URL(app.config.publicUrl).origin;

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // In every language's spelling: /dashboard and /bn/dashboard.
          ...LOCALES.flatMap((locale) =>
            disallowedPaths.map((prefix) => `Disallow: ${localizedPath(locale, prefix)}`),
          ),
          'Disallow: /api/',
          '',
          `Sitemap: ${origin}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
  // The site's pages, then each active suite's page. Kept like a public read: a suite added or
  // archived is a write, which drops it.
  app.get(
    '/sitemap.xml',
    { schema: { hide: true }, config: { publicCache: true } },
    async (_request, reply) => {
      const suites = await listActiveSuites(app.database.db);
      const pagePaths = [...sitemapPaths, ...suites.map((suite) => suitePath(suite.id))];
      // Every page in each language (decision 049), English first.
      const urls = LOCALES.flatMap((locale) =>
        pagePaths.map((page) => localizedPath(locale, page)),
      );
      return reply
        .type('application/xml; charset=utf-8')
        .send(
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            ...urls.map((page) => `  <url><loc>${origin}${page}</loc></url>`),
            '</urlset>',
            '',
          ].join('\n'),
        );
    },
  );

  const indexFile = path.join(webRoot, pageFileOf('en'));
  const hasBuild = existsSync(indexFile);
  if (!hasBuild) {
    app.log.warn({ webRoot }, 'no web build found: run `npm run build` to serve the site');
    app.setNotFoundHandler(apiNotFound);
    return;
  }

  // Only `reply.sendFile`: a catch-all static route would look every page and unknown path up
  // on disk (a stat and a directory listing) before they reach their handler.
  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });

  const assets = loadAssets(webRoot);
  app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
    const asset = assets.get(request.url.split('?')[0] ?? '');
    if (asset) return sendCachedAnswer(request, reply, asset);
    // Source maps, and the 404 of a file that is not there.
    return reply.sendFile(`assets/${wildcardOf(request)}`);
  });
  // The build's other files (icons, the manifest, images), each folder and file by name.
  for (const entry of readdirSync(webRoot, { withFileTypes: true })) {
    if (entry.name === 'assets' || entry.name.startsWith('index.')) continue;
    if (/\.(?:br|gz)$/.test(entry.name)) continue;
    if (entry.isDirectory()) {
      app.get(`/${entry.name}/*`, { schema: { hide: true } }, (request, reply) =>
        reply.sendFile(`${entry.name}/${wildcardOf(request)}`),
      );
    } else if (entry.isFile() && !app.hasRoute({ method: 'GET', url: `/${entry.name}` })) {
      app.get(`/${entry.name}`, { schema: { hide: true } }, (_request, reply) =>
        reply.sendFile(entry.name),
      );
    }
  }

  // Each language's renderer and page (decision 049): a language whose build is missing has
  // its pages served in the browser from the English page, as when nothing is built.
  const languages = new Map<Locale, Language>();
  for (const locale of LOCALES) {
    const pageFile = existsSync(path.join(webRoot, pageFileOf(locale)))
      ? pageFileOf(locale)
      : pageFileOf('en');
    const renderer = await loadRenderer(
      app,
      path.resolve(webRoot, '..', 'ssr', locale, 'entry-server.js'),
    );
    const template =
      renderer && pageFile === pageFileOf(locale)
        ? pageTemplate(readFileSync(path.join(webRoot, pageFile), 'utf8'))
        : undefined;
    languages.set(locale, { pageFile, renderer: template ? renderer : undefined, template });
  }

  const { timeZone } = app.config.booking;
  const cache = app.publicCache;
  const today = hotelDayClock(app.clock, timeZone);

  const prerendered = new PrerenderedPages(cache);
  const prerendering = new Map<string, Promise<PrerenderedPage | null>>();
  const renderOptions = { origin, timeZone };

  /**
   * The page at `url` prerendered for no one in particular (decision 043), built once per data
   * version and hotel day; null when its data is not the same for everyone (a dashboard page),
   * or React wrote a script into it. Visitors asking at once share one build.
   */
  const prerenderedAt = (
    renderer: ServerRenderer,
    url: string,
  ): Promise<PrerenderedPage | null> => {
    const key = `${today()} ${url}`;
    // A page whose data was found personal is so for any query of it (a search's availability):
    // one render per visit, not a prerender first that is thrown away.
    const [pathname = '/', query] = url.split('?', 2);
    const kind = `${today()} ${pathname}${query === undefined ? '' : '?'}`;
    const kept = prerendered.get(key) ?? (prerendered.get(kind) === null ? null : undefined);
    if (kept !== undefined) return Promise.resolve(kept);
    const pending = prerendering.get(key);
    if (pending) return pending;
    const version = cache.version;
    const context: RenderContext = { cookie: undefined, setCookies: [], shareable: true };
    const building = requestContext
      .run(context, () => renderer.prerenderPage(url, renderOptions))
      .then((page) => {
        const usable = page && page.status === 200 && context.shareable ? page : null;
        prerendered.set(key, version, usable);
        if (!context.shareable) prerendered.set(kind, version, null);
        return usable;
      })
      .finally(() => prerendering.delete(key));
    prerendering.set(key, building);
    return building;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const { locale, path: pathname } = splitLocale(request.url.split('?')[0] ?? '/');
    const { renderer, template, pageFile } = languages.get(locale) ?? languages.get('en')!;
    if (renderer && template && isServerRendered(pathname)) {
      // A visitor without a session sees what every such visitor sees: rendered once per data
      // version (and hotel day, which the page shows), then served from memory.
      const anonymous = !hasSession(request);
      const cacheable = anonymous && status === 200;
      const pageKey = `page ${today()} ${request.url}`;
      const kept = cacheable ? cache.get(pageKey) : undefined;
      if (kept) return sendCachedAnswer(request, reply, kept);
      const version = cache.version;
      try {
        const context: RenderContext = {
          cookie: request.headers.cookie,
          setCookies: [],
          shareable: anonymous,
        };
        // A signed-in visitor's page is the page everyone sees, with what shows them filled in.
        const shared =
          anonymous || status !== 200 ? null : await prerenderedAt(renderer, request.url);
        const nonce = shared ? randomBytes(16).toString('base64') : '';
        const page = await requestContext.run(context, () =>
          shared
            ? renderer.resumePage(shared, request.url, renderOptions, nonce)
            : renderer.renderPage(request.url, renderOptions),
        );
        if (page.completion) allowScriptNonce(reply, nonce);
        if (context.setCookies.length > 0) reply.header('set-cookie', context.setCookies);
        // A page of a known path may still show the not-found page (a suite that is not there).
        const pageStatus = page.status === 404 ? 404 : status;
        const html =
          template.beforeHead +
          page.head +
          template.beforeApp +
          `<div id="root" data-server-rendered>${page.html}</div>` +
          page.completion +
          template.beforeState +
          page.state +
          template.rest;
        if (
          cacheable &&
          pageStatus === 200 &&
          context.shareable &&
          context.setCookies.length === 0
        ) {
          const answer = cachedAnswer(html, {
            contentType: 'text/html; charset=utf-8',
            cacheControl: 'private, no-cache',
            vary: 'cookie, accept-encoding',
          });
          cache.set(pageKey, version, answer);
          return sendCachedAnswer(request, reply, answer);
        }
        return (
          reply
            .status(pageStatus)
            .type('text/html; charset=utf-8')
            // A signed-in visitor's page names them: no cache keeps it. Anyone else's is the
            // same for all, but still checked again before reuse.
            .header(
              'cache-control',
              hasSession(request) ? 'private, no-store' : 'private, no-cache',
            )
            .header('vary', 'cookie')
            .send(html)
        );
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; sending the app shell');
      }
    }
    return reply.status(status).header('cache-control', 'no-cache').sendFile(pageFile);
  };

  // The static handler refuses directories; the home page is a page like any other.
  app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, 200));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      path.extname(pathname) === '';
    if (!wantsPage) return apiNotFound(request, reply);
    return sendPage(request, reply, isKnownPage(splitLocale(pathname).path) ? 200 : 404);
  });
}

/** A language's page as built: index.html for English, index.<locale>.html for another. */
function pageFileOf(locale: Locale): string {
  return locale === 'en' ? 'index.html' : `index.${locale}.html`;
}

/** What the server has of a language's build. */
interface Language {
  /** The page sent to be rendered in the browser (its own, or English's when it has none). */
  pageFile: string;
  renderer: ServerRenderer | undefined;
  template: ReturnType<typeof pageTemplate> | undefined;
}

/** The built index.html cut where a rendered page's head, app and state go (once, at start). */
function pageTemplate(html: string) {
  const parts =
    /^([\s\S]*?)<!--page-head-->[\s\S]*<!--\/page-head-->([\s\S]*?)<div id="root"><!--app-->[\s\S]*<!--\/app--><\/div>([\s\S]*?)<!--app-state-->([\s\S]*)$/.exec(
      html,
    );
  if (!parts) throw new Error('index.html lacks the page-head, app or app-state marks');
  const [, beforeHead = '', beforeApp = '', beforeState = '', rest = ''] = parts;
  return { beforeHead, beforeApp, beforeState, rest };
}

interface RenderContext {
  /** The visitor's cookie, sent with the renderer's API calls. */
  cookie: string | undefined;
  /** Cookies those calls set (a session's renewal), passed on to the visitor with the page. */
  setCookies: string[];
  /** Whether every answer the page was built from is the same for every visitor without a session. */
  shareable: boolean;
}

/**
 * Whether an answer the renderer got is the same for every visitor without a session: a public
 * read, or the session lookup saying nobody is signed in.
 */
function isShareable(
  url: string,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
): boolean {
  if (String(response.headers['cache-control'] ?? '').startsWith('public')) return true;
  if (url.split('?')[0] !== '/api/session' || response.statusCode !== 200) return false;
  try {
    return (JSON.parse(response.body) as { user?: unknown }).user === null;
  } catch {
    return false;
  }
}

/** The visitor whose page is being rendered. */
const requestContext = new AsyncLocalStorage<RenderContext>();

async function loadRenderer(
  app: FastifyInstance,
  file: string,
): Promise<ServerRenderer | undefined> {
  if (!existsSync(file)) {
    app.log.info('no server renderer built: pages are rendered in the browser');
    return undefined;
  }
  const loaded: unknown = await import(pathToFileURL(file).href);
  if (!isRendererModule(loaded)) throw new Error(`${file} exports no server renderer`);
  const { renderer } = loaded;
  renderer.setApiTransport(async (url, init) => {
    const context = requestContext.getStore();
    const response = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...(context?.cookie ? { cookie: context.cookie } : {}),
      },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const setCookie = response.headers['set-cookie'];
    if (context && setCookie) context.setCookies.push(...[setCookie].flat());
    if (context?.shareable && !isShareable(url, response)) context.shareable = false;
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? '') },
    });
  });
  return renderer;
}

/** Whether the built module has the shape src/shared/server-renderer.ts gives it. */
function isRendererModule(module: unknown): module is ServerRendererModule {
  const renderer = (module as Partial<ServerRendererModule> | null)?.renderer;
  return (
    typeof renderer?.renderPage === 'function' &&
    typeof renderer.prerenderPage === 'function' &&
    typeof renderer.resumePage === 'function' &&
    typeof renderer.setApiTransport === 'function'
  );
}
