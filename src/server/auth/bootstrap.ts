import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import { grantListedAdmin } from '#server/repositories/admins.ts';
import type { Database } from '#server/repositories/database.ts';
import {
  accountsByEmail,
  demoAccountsMade,
  markDemoAccountsMade,
  setDemoRole,
} from '#server/repositories/demo-accounts.ts';
import { insertDemoPastStay } from '#server/repositories/demo-stays.ts';
import type { ROLES } from '#shared/account.ts';
import { hotelToday } from '#shared/stay.ts';
import type { Auth } from './auth.ts';

/** At start: makes admins of the confirmed, never-granted accounts named in ADMIN_EMAILS. */
export function applyAdminEmails(
  db: Database,
  adminEmails: readonly string[],
  now: Date,
): Promise<number> {
  return grantListedAdmin(db, adminEmails, now);
}

interface DemoAccount {
  role: (typeof ROLES)[number];
  email: string;
  password: string;
}

/** The demo accounts made once per installation (their passwords are not, see below). */
const DEMO_PROFILES = [
  {
    role: 'guest',
    name: 'Demo Guest',
    email: 'guest@demo.suitebook.dev',
    phone: '+880 1711 000001',
  },
  {
    role: 'admin',
    name: 'Demo Admin',
    email: 'admin@demo.suitebook.dev',
    phone: '+880 1711 000002',
  },
] as const;

/** Where the demo passwords are kept, readable by the server's user only. */
const PASSWORDS_FILE = 'demo-accounts.json';

const passwordsFileSchema = z.object({
  accounts: z.array(z.object({ email: z.string(), password: z.string() })),
});

function newPassword(): string {
  return randomBytes(15).toString('base64url');
}

async function readPasswords(dataDir: string): Promise<Map<string, string> | null> {
  try {
    const text = await readFile(path.join(dataDir, PASSWORDS_FILE), 'utf8');
    const parsed = z.parse(passwordsFileSchema, JSON.parse(text));
    return new Map(parsed.accounts.map((account) => [account.email, account.password]));
  } catch {
    return null;
  }
}

async function writePasswords(dataDir: string, passwords: Map<string, string>): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, PASSWORDS_FILE);
  const accounts = [...passwords].map(([email, password]) => ({ email, password }));
  await writeFile(`${file}.partial`, `${JSON.stringify({ accounts }, null, 2)}\n`, {
    mode: 0o600,
  });
  await rename(`${file}.partial`, file);
}

/**
 * The demo accounts, for trying the site: a guest and an admin, made once per installation with
 * random passwords that are kept in DATA_DIR/demo-accounts.json (never in the code) and printed
 * at start. Once made, they are never made again: one deleted stays deleted, one demoted stays
 * demoted. A data directory without the passwords (a new one, or an installation from before
 * random passwords) gets new ones for the demo accounts that still exist.
 * Returns the accounts that exist, with their current role, to print. `now` is the app's clock.
 */
export async function ensureDemoAccounts(
  auth: Auth,
  db: Database,
  config: Config,
  now: Date,
): Promise<DemoAccount[]> {
  if (!config.auth.demoAccounts) return [];
  const context = await auth.$context;
  const emails = DEMO_PROFILES.map((profile) => profile.email);
  const created = await demoAccountsMade(db);

  let passwords = await readPasswords(config.dataDir);
  if (!created) {
    passwords = new Map(emails.map((email) => [email, newPassword()]));
    await writePasswords(config.dataDir, passwords);
    const existing = await accountsByEmail(db, emails);
    for (const profile of DEMO_PROFILES) {
      const password = passwords.get(profile.email) ?? newPassword();
      const hash = await context.password.hash(password);
      const found = existing.find((user) => user.email === profile.email);
      if (found) {
        // Made before passwords were random: the published one stops working here.
        await context.internalAdapter.updatePassword(found.id, hash);
        continue;
      }
      const user = await context.internalAdapter.createUser(
        { name: profile.name, email: profile.email, emailVerified: true, phone: profile.phone },
        { method: 'admin' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: hash,
      });
      await setDemoRole(db, user.id, profile.role, now);
      if (profile.role === 'guest') {
        await insertDemoPastStay(db, user.id, hotelToday(now, config.booking.timeZone));
      }
    }
    await markDemoAccountsMade(db, now);
  }

  const present = await accountsByEmail(db, emails);
  if (!passwords || present.some((user) => !passwords?.has(user.email))) {
    // This data directory does not hold them: new passwords for the accounts that remain.
    passwords = new Map(present.map((user) => [user.email, newPassword()]));
    await writePasswords(config.dataDir, passwords);
    for (const user of present) {
      const password = passwords.get(user.email) ?? newPassword();
      await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
    }
  }
  const known = passwords;
  return DEMO_PROFILES.flatMap((profile) => {
    const user = present.find((row) => row.email === profile.email);
    const password = known.get(profile.email);
    return user && password ? [{ role: user.role, email: user.email, password }] : [];
  });
}
