import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authProvidersSchema, providerSetupSchema, SOCIAL_PROVIDERS } from '#shared/account.ts';
import { apiErrorSchema } from '#shared/api-error.ts';

const NAMES = { google: 'Google', facebook: 'Facebook', github: 'GitHub' } as const;

export const signInProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, publicUrl } = app.config;
  const providers = SOCIAL_PROVIDERS.map((id) => ({
    id,
    name: NAMES[id],
    enabled: auth.providers[id] !== null,
  }));
  app.get(
    '/api/sign-in-providers',
    {
      config: { access: 'public', publicCache: true },
      schema: {
        tags: ['account'],
        summary: 'Social sign-in providers and whether each is configured',
        response: { 200: authProvidersSchema },
      },
    },
    async () => providers,
  );

  const setup = {
    providers: providers.map((provider) => ({
      ...provider,
      // An OpenID Connect issuer (GOOGLE_ISSUER_URL) returns through the generic OAuth route.
      callbackUrl: new URL(
        auth.providers[provider.id]?.issuerUrl
          ? `/api/auth/oauth2/callback/${provider.id}`
          : `/api/auth/callback/${provider.id}`,
        publicUrl,
      ).toString(),
      settings: Object.entries(auth.providerSettings[provider.id]).map(([name, set]) => ({
        name,
        set,
      })),
    })),
  };
  app.get(
    '/api/admin/sign-in-providers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'How each social sign-in provider is set up (admins only; names, never values)',
        response: { 200: providerSetupSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => setup,
  );
};
