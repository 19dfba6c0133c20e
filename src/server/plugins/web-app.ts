import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPage } from '../../shared/paths.ts';
import { apiNotFound } from '../http/error-handler.ts';

const ONE_YEAR = 31_536_000;

function cacheControlFor(filePath: string): string {
  // Vite puts content-hashed files under /assets: they never change.
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    return `public, max-age=${ONE_YEAR}, immutable`;
  }
  if (filePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=86400';
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built single-page app from `webRoot` with history fallback: any GET for a page
 * gets index.html (status 404 when no route of the site matches, so the app shows its 404 page
 * and crawlers see the right status). Unknown `/api/...` paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string) {
  const hasBuild = existsSync(path.join(webRoot, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
    // The static handler refuses directories; the home page is the app like any other page.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  } else {
    app.log.warn({ webRoot }, 'no web build found: run `npm run build` to serve the site');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(request.url) &&
      path.extname(pathname) === '';
    if (!hasBuild || !wantsPage) return apiNotFound(request, reply);
    return reply.status(isKnownPage(pathname) ? 200 : 404).sendFile('index.html');
  });
}
