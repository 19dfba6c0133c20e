import type { FastifyInstance } from 'fastify';
import { defineMessages, tr } from '#shared/messages.ts';
import { forbidden } from './api-error.ts';

const messages = defineMessages({
  otherOrigin: {
    id: 'api.originCheck.otherOrigin',
    defaultMessage: 'This request must come from the hotel website.',
  },
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes form posts from another site and changes nothing (the payment gateway
     * sending the guest back): the one kind of route the check lets through from any origin.
     */
    crossSiteReturn?: true;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing request, whatever its path says
 * (`/%61pi/…` and `/API/…` reach the same handlers as `/api/…`, so no path is exempt), and
 * better-auth's endpoints included (it lets some, such as sign-out, through from any origin):
 * a request carrying cookies must come from a trusted origin, and one naming a foreign origin
 * is refused even without cookies. A request with neither (a script, a payment gateway's
 * notification) has no session to abuse.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSiteReturn) {
      return done();
    }
    const origin = request.headers.origin;
    if (origin ? !trusted.has(origin) : Boolean(request.headers.cookie)) {
      return done(forbidden(tr(messages.otherOrigin)));
    }
    done();
  });
}
