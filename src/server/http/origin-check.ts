import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for the whole API, better-auth's endpoints included (it lets
 * some, such as sign-out, through from any origin): a state-changing request must come from a
 * trusted origin. A request carrying cookies but no Origin is refused too; one with neither
 * (a script, a server) has no session to abuse.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin ? !trusted.has(origin) : Boolean(request.headers.cookie)) {
      throw new ApiError(403, 'FORBIDDEN', 'This request must come from the hotel website.');
    }
  });
}
