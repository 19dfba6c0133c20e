import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const body = readFileSync('/tmp/page.html');
const br = promisify(zlib.brotliCompress);
const gz = promisify(zlib.gzip);
const opts = (q) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: q,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
for (const [name, fn] of [
  ['br4 async', () => br(body, opts(4))],
  ['br4 sync', () => zlib.brotliCompressSync(body, opts(4))],
  [
    'br4 lgwin18 async',
    () => br(body, { params: { ...opts(4).params, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } }),
  ],
  ['gzip6 async', () => gz(body)],
  ['gzip6 sync', () => zlib.gzipSync(body)],
]) {
  let blocked = 0;
  const t0 = performance.now();
  let size = 0;
  for (let i = 0; i < 300; i++) {
    const a = performance.now();
    const p = fn();
    blocked += performance.now() - a;
    size = (await p).length;
  }
  console.log(
    name.padEnd(20),
    'per call',
    ((performance.now() - t0) / 300).toFixed(3),
    'ms; main-thread at call',
    (blocked / 300).toFixed(3),
    'ms; size',
    size,
    'of',
    body.length,
  );
}
