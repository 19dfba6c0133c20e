/**
 * A local OpenID Connect provider (oauth2-mock-server) standing in for Google: it signs in
 * whoever `identity` names, at once. Run alone for the browser tests:
 * `tsx tests/support/oidc-provider.ts 3199`.
 */
import { OAuth2Server } from 'oauth2-mock-server';

export interface MockIdentity {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
  /** The profile picture's URL, when the provider sends one. */
  picture?: string;
}

export const DEFAULT_IDENTITY: MockIdentity = {
  sub: 'mock-google-1001',
  email: 'social.guest@example.com',
  name: 'Tahmina Social',
  emailVerified: true,
};

export async function startMockProvider(port = 0) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  const state = { identity: DEFAULT_IDENTITY };
  server.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = state.identity.sub;
    token.payload.email = state.identity.email;
    token.payload.email_verified = state.identity.emailVerified;
    token.payload.name = state.identity.name;
    if (state.identity.picture) token.payload.picture = state.identity.picture;
  });
  server.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = {
      sub: state.identity.sub,
      email: state.identity.email,
      email_verified: state.identity.emailVerified,
      name: state.identity.name,
      ...(state.identity.picture ? { picture: state.identity.picture } : {}),
    };
  });
  await server.start(port, '127.0.0.1');
  return {
    server,
    issuerUrl: server.issuer.url ?? '',
    setIdentity(identity: MockIdentity) {
      state.identity = identity;
    },
    stop: () => server.stop(),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const provider = await startMockProvider(Number(process.argv[2] ?? 3199));
  console.log(`mock OIDC provider at ${provider.issuerUrl}`);
  const stop = () => void provider.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
