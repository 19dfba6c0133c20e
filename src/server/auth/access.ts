import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { adminOnly, twoFactorRequired, unauthorized } from '#server/http/api-error.ts';
import { getSessionUser, type SessionUser } from './session.ts';

/**
 * Who may call a route, declared on it as `config: { access }`: anyone (`public`, chosen, never
 * assumed), a signed-in user (`user`), or an admin (`admin`).
 */
type Access = 'public' | 'user' | 'admin';

/** A route of the API with the access it declared: the app's own list of its routes. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route and its access, as registered (tests walk it: no hand-kept lists). */
    readonly routeAccess: readonly RouteAccess[];
  }
  interface FastifyRequest {
    /** The signed-in user of a route declared `user` or `admin`; reading it elsewhere throws. */
    readonly user: SessionUser;
  }
}

const users = new WeakMap<FastifyRequest, SessionUser>();
/** The signed-in account as it is, where `users` may hold it with less power (below). */
const accounts = new WeakMap<FastifyRequest, SessionUser>();

/**
 * The signed-in account of a route declared `user` or `admin` as it is stored, its role
 * included, for saying who is signed in (`/api/me`); `request.user` is whom the route acts for.
 */
export function signedInAccount(request: FastifyRequest): SessionUser {
  return accounts.get(request) ?? request.user;
}

/**
 * An admin whom the hotel requires to work with a second factor (REQUIRE_STAFF_2FA, decision
 * 050) and whose session lacks one: the account has none, or this session was opened by a
 * password or a provider alone.
 */
export function staffNeedsSecondFactor(user: SessionUser, required: boolean): boolean {
  return user.role === 'admin' && required && !(user.twoFactorEnabled && user.secondFactor);
}

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
    const staffWithoutFactor = staffNeedsSecondFactor(
      user,
      request.server.config.auth.requireStaffTwoFactor,
    );
    if (staffWithoutFactor && access === 'admin') throw twoFactorRequired(user.twoFactorEnabled);
    // Elsewhere such an admin is a guest: their own bookings, not every guest's.
    users.set(request, staffWithoutFactor ? { ...user, role: 'guest' } : user);
    accounts.set(request, user);
  };
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);
  app.addHook('onRoute', (route) => {
    const { url } = route;
    const access = route.config?.access;
    if (url.startsWith('/api/') && access === undefined) {
      throw new Error(`${route.method} ${url} declares no access (config.access)`);
    }
    if (url.startsWith('/api/') && access !== undefined) {
      for (const method of [route.method].flat()) routeAccess.push({ method, url, access });
    }
    // On the routes that are not public, first of their own preHandlers; public ones, the most
    // requested, go by without a look.
    if (access !== undefined && access !== 'public') {
      route.preHandler = [checkAccess, ...[route.preHandler ?? []].flat()];
    }
  });
}
