import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const body = readFileSync('/tmp/page.html');
const br = promisify(zlib.brotliCompress);
const opts = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
};
for (const mode of ['async', 'sync', 'async', 'sync']) {
  const e0 = performance.eventLoopUtilization();
  const t0 = performance.now();
  for (let k = 0; k < 10; k++) {
    if (mode === 'async') await Promise.all(Array.from({ length: 50 }, () => br(body, opts)));
    else for (let i = 0; i < 50; i++) zlib.brotliCompressSync(body, opts);
  }
  const e = performance.eventLoopUtilization(e0);
  const wall = performance.now() - t0;
  console.log(
    mode,
    'wall per',
    (wall / 500).toFixed(3),
    'ms; main busy per',
    (e.active / 500).toFixed(3),
    'ms',
  );
}
