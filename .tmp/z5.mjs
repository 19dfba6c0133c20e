import zlib from 'node:zlib';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
const body = Buffer.from(readFileSync('/tmp/page.html'));
const C = zlib.constants;
const run = (name, fn, n = 300) => new Promise((resolve) => {
  let i = 0; const e0 = performance.eventLoopUtilization(); const t0 = performance.now();
  const next = () => { if (i++ === n) { const e = performance.eventLoopUtilization(e0); console.log(name.padEnd(16), 'wall', ((performance.now() - t0) / n).toFixed(3), 'main', (e.active / n).toFixed(3)); return resolve(); } fn(next); };
  next();
});
const brOpts = { params: { [C.BROTLI_PARAM_QUALITY]: 4, [C.BROTLI_PARAM_SIZE_HINT]: body.length } };
for (let r = 0; r < 2; r++) {
  await run('br async', (cb) => zlib.brotliCompress(body, brOpts, cb));
  await run('br sync', (cb) => { zlib.brotliCompressSync(body, brOpts); setImmediate(cb); });
  await run('gzip async', (cb) => zlib.gzip(body, cb));
  await run('gzip sync', (cb) => { zlib.gzipSync(body); setImmediate(cb); });
  await run('deflateRaw1 sync', (cb) => { zlib.gzipSync(body, { level: 1 }); setImmediate(cb); });
}
