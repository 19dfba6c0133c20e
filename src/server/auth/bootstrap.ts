import { inArray } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { users } from '../db/auth-schema.ts';
import type { Database } from '../db/client.ts';
import type { Auth } from './auth.ts';

/** Makes every account named in ADMIN_EMAILS an admin; returns how many changed. */
export async function applyAdminEmails(
  db: Database,
  adminEmails: readonly string[],
): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const changed = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(inArray(users.email, [...adminEmails]))
    .returning({ id: users.id });
  return changed.length;
}

export interface DemoAccount {
  role: 'guest' | 'admin';
  email: string;
  password: string;
}

/** Sign-in details of the demo accounts; they exist only outside production. */
export const DEMO_ACCOUNTS: readonly (DemoAccount & { name: string; phone: string })[] = [
  {
    role: 'guest',
    name: 'Demo Guest',
    email: 'guest@demo.suitebook.dev',
    password: 'guest-demo-stay',
    phone: '+880 1711 000001',
  },
  {
    role: 'admin',
    name: 'Demo Admin',
    email: 'admin@demo.suitebook.dev',
    password: 'admin-demo-stay',
    phone: '+880 1711 000002',
  },
];

/** Creates the demo accounts that are missing (idempotent) and returns them all. */
export async function ensureDemoAccounts(
  auth: Auth,
  db: Database,
  config: Config,
): Promise<DemoAccount[]> {
  if (!config.auth.demoAccounts) return [];
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const present = new Set(existing.map((row) => row.email));
  for (const account of DEMO_ACCOUNTS) {
    if (present.has(account.email)) continue;
    await auth.api.signUpEmail({
      body: {
        name: account.name,
        email: account.email,
        password: account.password,
        phone: account.phone,
      },
    });
  }
  await db
    .update(users)
    .set({ role: 'admin', emailVerified: true })
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.filter((a) => a.role === 'admin').map((a) => a.email),
      ),
    );
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  return DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
}
