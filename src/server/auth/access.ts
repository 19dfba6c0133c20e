import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { adminOnly, unauthorized } from '#server/http/api-error.ts';
import { getSessionUser, type SessionUser } from './session.ts';

/**
 * Who may call a route, declared on it as `config: { access }`: anyone (`public`, chosen, never
 * assumed), a signed-in user (`user`), or an admin (`admin`).
 */
type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user of a route declared `user` or `admin`; reading it elsewhere throws. */
    readonly user: SessionUser;
  }
}

const users = new WeakMap<FastifyRequest, SessionUser>();

/**
 * Enforces every route's declared access in one place. Registered before the API's routes: a
 * route under /api registered later without `config.access` stops the server at start, so no
 * route is public by oversight. The check runs after the request's schemas (as a preHandler),
 * so a malformed request is told so before it is told to sign in, and the user is read fresh
 * from the database on every request (a demoted admin loses access at once).
 */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      const user = users.get(this);
      if (!user) throw new Error(`${this.url}: request.user on a route without signed-in access`);
      return user;
    },
  });

  const checkAccess: preHandlerAsyncHookHandler = async (request, reply) => {
    const access = request.routeOptions.config.access;
    const user = await getSessionUser(request, reply);
    if (!user) throw unauthorized();
    if (access === 'admin' && user.role !== 'admin') throw adminOnly();
    users.set(request, user);
  };
  app.addHook('onRoute', (route) => {
    const { url } = route;
    const access = route.config?.access;
    if (url.startsWith('/api/') && access === undefined) {
      throw new Error(`${route.method} ${url} declares no access (config.access)`);
    }
    // On the routes that are not public, first of their own preHandlers; public ones, the most
    // requested, go by without a look.
    if (access !== undefined && access !== 'public') {
      route.preHandler = [checkAccess, ...[route.preHandler ?? []].flat()];
    }
  });
}
