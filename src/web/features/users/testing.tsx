// What the users feature's component tests share: the signed-in guest; the generic helpers (json,
// the fetch fake, renderWithQueries, messageOf) are #web/lib/testing.tsx's. Convention: a feature's
// test support is one module, `testing.tsx` (or `testing.ts` when it renders nothing) at the
// feature's root; only *.test.ts(x) and *.fixtures.ts(x) files import it (the lint plugin
// biome-plugins/web-layers.grit refuses it in product code), so it never reaches the bundle. It
// stays inside its feature, as features never import each other.
import type { CurrentUser } from '#shared/account.ts';

export const guest: CurrentUser = {
  id: 'user-1',
  name: 'Ayesha Rahman',
  email: 'ayesha@example.com',
  emailVerified: true,
  phone: null,
  image: null,
  role: 'guest',
};
