/**
 * `npm run dev`: the API on API_PORT (default 3001), reloading on change, and Vite on PORT
 * (default 3000) proxying /api to it. Ctrl-C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/server.ts'], {
    stdio: 'inherit',
    env: {
      PUBLIC_URL: `http://localhost:${process.env.PORT ?? '3000'}`,
      ...process.env,
      PORT: apiPort,
      HOST: '127.0.0.1',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

function stopAll(code: number) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
