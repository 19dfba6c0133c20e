import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { newGuest, ORIGIN } from './accounts.ts';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * The arguments `npm run serve` gives Node (its flags, then the server's file), read from
 * package.json: a server a test or a benchmark starts runs exactly as a deployment's does.
 */
export function serveArguments(): string[] {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: { serve: string };
  };
  const [command, ...rest] = manifest.scripts.serve.split(/\s+/);
  if (command !== 'node' || rest.at(-1) !== 'src/server/server.ts') {
    throw new Error(`npm run serve is no longer "node … src/server/server.ts": ${command}`);
  }
  return rest;
}

/** How much of a server's output is kept for `output()`: the newest 8 MB. */
const OUTPUT_KEPT = 8 * 1024 * 1024;

/**
 * Starts `src/server/server.ts` as users would (one Node process), on a free port. Its output is
 * kept in memory for `output()`; with `logFile`, it goes to that file instead, as a deployment's
 * would, and the reader of this side pays nothing for it (a benchmark's client shares its CPU).
 */
export async function startServerProcess(
  env: NodeJS.ProcessEnv,
  options: { logFile?: string } = {},
): Promise<ServerProcess> {
  const logFd = options.logFile ? openSync(options.logFile, 'a') : undefined;
  const child = spawn(process.execPath, serveArguments(), {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== undefined) closeSync(logFd);
  let output = '';
  let started = false;
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never said it listens must not outlive the test that started it.
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer | string) => {
      output += chunk.toString();
      // A long run (a soak) logs for minutes: keep the newest lines, and look for the address
      // only until it is found, so the test's own process does not slow down as the log grows.
      if (output.length > OUTPUT_KEPT) output = output.slice(-OUTPUT_KEPT / 2);
      if (started) return;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        started = true;
        clearTimeout(timer);
        clearInterval(poll);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    const { logFile } = options;
    // A log file is read again until the address is in it.
    const poll = logFile
      ? setInterval(() => onData(readFileSync(logFile, 'utf8').slice(output.length)), 100)
      : undefined;
    void exited.then((code) => {
      clearInterval(poll);
      reject(
        new Error(
          `server exited with ${code}:\n${logFile ? readFileSync(logFile, 'utf8') : output}`,
        ),
      );
    });
  });
  return { url, child, output: () => output, exited };
}

/**
 * Signs a new account up on a running server, over HTTP as a browser would; returns its session
 * cookie, ready to send back. Throws unless the server says yes.
 */
export async function signUpOver(
  url: string | undefined,
  account: ReturnType<typeof newGuest> = newGuest(),
): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A port nothing listens on now, for a server a test starts (and must know the address of). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}
