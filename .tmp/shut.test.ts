import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'vitest';
import { addDays, hotelToday } from '#shared/stay.ts';
import { signUpOver, startServerProcess } from '#tests/support/server-process.ts';
import { UNCAPPED } from '#tests/support/test-app.ts';

it('x', async () => {
  const env = {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sd-')),
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'shutdown-test-secret-long-enough-for-auth',
    DEMO_ACCOUNTS: 'false',
    LOG_LEVEL: 'debug',
    ...UNCAPPED,
  };
  for (let round = 0; round < 4; round++) {
    const server = await startServerProcess(env);
    const cookie = await signUpOver(server.url);
    const [suite] = (await (await fetch(`${server.url}/api/suites`)).json()) as { id: string }[];
    const outcomes = Array.from({ length: 60 }, (_, index) =>
      (index % 3 === 0
        ? fetch(`${server.url}/api/suites`)
        : fetch(`${server.url}/api/bookings`, {
            method: 'POST',
            headers: {
              origin: 'http://localhost:3000',
              cookie,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              suiteId: suite?.id,
              checkIn: addDays(hotelToday(), 10 + index + round * 70),
              checkOut: addDays(hotelToday(), 11 + index + round * 70),
              adults: 1,
              children: 0,
            }),
          })
      ).then(
        (r) => r.status,
        () => 0,
      ),
    );
    const taken = () => server.output().split('"incoming request"').length - 1;
    const before = taken();
    while (taken() < before + 15) await new Promise((r) => setTimeout(r, 1));
    server.child.kill('SIGTERM');
    await Promise.all(outcomes);
    const code = await server.exited;
    console.log('round', round, 'exit', code);
    if (code !== 0) {
      const lines = server.output().split('\n');
      const inc = new Map();
      const done = new Set();
      for (const l of lines) {
        try {
          const j = JSON.parse(l);
          if (j.msg === 'incoming request') inc.set(j.reqId, l);
          else if (j.reqId) done.add(j.reqId);
        } catch {}
      }
      for (const [id, l] of inc) if (!done.has(id)) console.log('UNFINISHED', l.slice(0, 300));
      console.log(
        lines
          .filter((l) => !l.includes('incoming request') && !l.includes('mail written'))
          .slice(-12)
          .join('\n'),
      );
      break;
    }
  }
}, 300_000);
