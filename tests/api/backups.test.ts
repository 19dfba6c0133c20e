import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, hotelToday } from '#shared/stay.ts';
import { newGuest } from '#tests/support/accounts.ts';
import {
  type ServerProcess,
  signUpOver,
  startServerProcess,
} from '#tests/support/server-process.ts';
import { databaseKind, UNCAPPED } from '#tests/support/test-app.ts';
import { photoUpload } from '#tests/support/uploads.ts';

const run = promisify(execFile);
const ORIGIN = 'http://localhost:3000';

/**
 * `npm run db:backup` and `npm run db:restore` on the embedded database: a backup taken while the
 * server runs, the data folder wiped, the backup put back: every booking, suite and photo is
 * there again, and what came after the backup is not. (PostgreSQL is backed up with pg_dump.)
 */
describe.skipIf(databaseKind === 'postgres')('backups of the embedded database', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: ServerProcess | null = null;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-backup-'));
    env = {
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'backup-test-secret-long-enough-for-auth',
      DEMO_ACCOUNTS: 'false',
      SEED_DEMO_DATA: 'true',
      // The test waits for the line the server logs once it listens.
      LOG_LEVEL: 'info',
      ...UNCAPPED,
    };
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
      env: { ...process.env, ...env },
    });

  async function stop() {
    server?.child.kill('SIGTERM');
    await server?.exited;
    server = null;
  }

  async function book(url: string, cookie: string, suiteId: string, offset: number) {
    const checkIn = addDays(hotelToday(), offset);
    const response = await fetch(`${url}/api/bookings`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        suiteId,
        checkIn,
        checkOut: addDays(checkIn, 2),
        adults: 1,
        children: 0,
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { reference: string }).reference;
  }

  it('backs up while the server runs, and a restore brings back every booking, suite and photo', async () => {
    server = await startServerProcess(env);
    const guest = newGuest();
    const cookie = await signUpOver(server.url, guest);
    const suites = (await (await fetch(`${server.url}/api/suites`)).json()) as { id: string }[];
    const kept = [
      await book(server.url, cookie, suites[0]?.id ?? '', 40),
      await book(server.url, cookie, suites[1]?.id ?? '', 44),
    ];
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#2f5d50' },
    })
      .jpeg()
      .toBuffer();
    const upload = photoUpload('me.jpg', 'image/jpeg', photo);
    const uploaded = await fetch(`${server.url}/api/me/photo`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, ...upload.headers },
      body: upload.payload,
    });
    expect(uploaded.status).toBe(200);
    const image = ((await uploaded.json()) as { image: string }).image;
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);

    // The running server takes the backup; a command opening the database would be refused.
    const backedUp = await cli('backup');
    expect(backedUp.stdout).toContain('Backup written by the running server');
    const grant = await cli('grant-admin', guest.email).catch((error: { stderr: string }) => error);
    expect(grant.stderr).toContain('has the embedded database open');
    const [backup] = readdirSync(path.join(dataDir, 'backups'));
    const folder = path.join(dataDir, 'backups', backup ?? 'missing');

    // After the backup: a booking the restore will not know.
    const later = await book(server.url, cookie, suites[2]?.id ?? '', 48);
    const refused = await cli('restore', folder).catch((error: { stderr: string }) => error);
    expect(refused.stderr).toContain('Stop the server');
    await stop();

    // The data folder wiped: database and photos gone.
    rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });
    const restored = await cli('restore', folder);
    expect(restored.stdout).toContain('Restored');
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(true);

    server = await startServerProcess({ ...env, SEED_DEMO_DATA: 'false' });
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: guest.email, password: guest.password }),
    });
    expect(signIn.status).toBe(200);
    const session = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const list = (await (
      await fetch(`${server.url}/api/bookings`, { headers: { cookie: session } })
    ).json()) as { bookings: { reference: string }[] };
    const references = list.bookings.map((booking) => booking.reference);
    expect(references).toEqual(expect.arrayContaining(kept));
    expect(references).not.toContain(later);
    const suitesAgain = (await (await fetch(`${server.url}/api/suites`)).json()) as {
      id: string;
    }[];
    expect(suitesAgain.map((suite) => suite.id).sort()).toEqual(
      suites.map((suite) => suite.id).sort(),
    );
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);
    await stop();

    // And a backup with no server running is taken by the command itself.
    const offline = await cli('backup');
    expect(offline.stdout).toContain('Backup written:');
  }, 120_000);
});
