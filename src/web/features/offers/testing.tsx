// What the offers feature's component tests share: a fake admin API and the server's 503, built on
// the generic helpers of #web/lib/testing.tsx (json, the fetch fake, renderWithQueries, messageOf).
// Convention: a feature's test support is one module, `testing.tsx` (or `testing.ts` when it
// renders nothing) at the feature's root; only *.test.ts(x) and *.fixtures.ts(x) files import it
// (the lint plugin biome-plugins/web-layers.grit refuses it in product code), so it never reaches
// the bundle. It stays inside its feature, as features never import each other.
import { json, serveApi } from '#web/lib/testing.tsx';

/** The API's 503 while the hotel's server is down, for the panels' retries. */
export const unavailable = () =>
  json(503, { error: { code: 'UNAVAILABLE', message: 'The hotel is resting.' } });

/**
 * A fake admin API in place of fetch: `read` answers each GET; each change is recorded and
 * answered by `write`. Returns the changes, in order.
 */
export const serveAdmin = serveApi;
