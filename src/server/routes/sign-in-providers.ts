import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authProvidersSchema, SOCIAL_PROVIDERS } from '#shared/account.ts';

const NAMES = { google: 'Google', facebook: 'Facebook', github: 'GitHub' } as const;

export const signInProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = SOCIAL_PROVIDERS.map((id) => ({
    id,
    name: NAMES[id],
    enabled: app.config.auth.providers[id] !== null,
  }));
  app.get(
    '/api/sign-in-providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary: 'Social sign-in providers and whether each is configured',
        response: { 200: authProvidersSchema },
      },
    },
    async () => providers,
  );
};
