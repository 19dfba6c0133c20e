import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import {
  accounts,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '#server/db/auth-schema.ts';
import type { Database } from '#server/db/client.ts';

/** Where better-auth keeps its users, sessions, accounts, tokens and counters: our tables. */
export function authStore(db: Database) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: {
      user: users,
      session: sessions,
      account: accounts,
      verification: verifications,
      rateLimit: rateLimits,
      twoFactor: twoFactors,
    },
  });
}
