import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessControl } from './access.ts';

function appWithAccessControl() {
  const app = Fastify();
  registerAccessControl(app);
  return app;
}

describe('declared access', () => {
  it('refuses to start with an /api route that does not say who may call it', async () => {
    const app = appWithAccessControl();
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(/declares no access/);
    await app.close();
  });

  it('lets a route be public only by saying so, and pages outside /api as they are', async () => {
    const app = appWithAccessControl();
    app.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    app.get('/about', async () => 'page');
    expect((await app.inject({ url: '/api/open' })).json()).toEqual({ ok: true });
    expect((await app.inject({ url: '/about' })).body).toBe('page');
    await app.close();
  });

  it('reading the user on a route not declared for signed-in users is a programming error', async () => {
    const app = appWithAccessControl();
    app.get('/api/open', { config: { access: 'public' } }, async (request) => request.user.id);
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(500);
    await app.close();
  });
});
