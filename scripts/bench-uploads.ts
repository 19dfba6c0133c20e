/**
 * `npm run bench:uploads`: many large photos uploaded at once, against a real server process
 * (embedded database). For each burst it prints the answers, how long the burst took, the
 * server's peak memory, and how long `GET /api/health` took meanwhile, beside the same health
 * check on the idle server (the baseline).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startServerProcess } from '#tests/support/server-process.ts';

const ORIGIN = 'http://localhost:3000';
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 40);
const dataDir = mkdtempSync(path.join(tmpdir(), 'suitebook-bench-uploads-'));

const server = await startServerProcess({
  DATA_DIR: dataDir,
  PUBLIC_URL: ORIGIN,
  AUTH_SECRET: 'bench-uploads-secret-long-enough-for-auth',
  DEMO_ACCOUNTS: 'false',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: '127.0.0.1, ::1',
});

/** The server's resident memory now, in MB (Linux). */
function rssMb(): number {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Times `GET /api/health` every 100 ms until `done` resolves. */
async function healthWhile(done: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  while (!finished) {
    const start = performance.now();
    await (await fetch(`${server.url}/api/health`)).arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return times;
}

async function guest(index: number): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      origin: ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': `10.60.${index >> 8}.${index & 255}`,
    },
    body: JSON.stringify({
      name: `Bench ${index}`,
      email: `bench-upload-${index}-${Date.now()}@example.com`,
      password: 'bench uploads password',
      phone: '+880 1711 000000',
    }),
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function burst(label: string, photo: Buffer, type: string, cookies: string[]) {
  let peak = rssMb();
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 50);
  const start = performance.now();
  const uploads = Promise.all(
    cookies.map(async (cookie, index) => {
      const body = new FormData();
      body.append('photo', new Blob([new Uint8Array(photo)], { type }), 'photo');
      const response = await fetch(`${server.url}/api/me/photo`, {
        method: 'POST',
        headers: { origin: ORIGIN, cookie, 'x-forwarded-for': `10.61.0.${index}` },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const health = await healthWhile(uploads);
  const statuses = await uploads;
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const counts = Object.entries(
    statuses.reduce<Record<number, number>>((all, status) => {
      all[status] = (all[status] ?? 0) + 1;
      return all;
    }, {}),
  )
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  console.log(
    `${label}: ${counts}; ${seconds.toFixed(1)} s; peak ${peak.toFixed(0)} MB; health p50 ${percentile(health, 50).toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms (${health.length} checks)`,
  );
}

try {
  const cookies = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => guest(index)));
  const idle = await healthWhile(new Promise((resolve) => setTimeout(resolve, 2000)));
  console.log(
    `baseline: health p50 ${percentile(idle, 50).toFixed(0)} ms, max ${Math.max(...idle).toFixed(0)} ms; ${rssMb().toFixed(0)} MB`,
  );
  const huge = await sharp({
    create: { width: 8000, height: 5000, channels: 3, background: '#1f3a2e' },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  await burst(`${UPLOADS} × 40-megapixel PNG`, huge, 'image/png', cookies);
  const large = await sharp({
    create: { width: 5600, height: 4000, channels: 3, background: '#7a5c2e' },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  await burst(`${UPLOADS} × 22-megapixel JPEG`, large, 'image/jpeg', cookies);
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
