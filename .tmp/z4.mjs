import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const body = readFileSync('/tmp/page.html');
const br = promisify(zlib.brotliCompress);
const gz = promisify(zlib.gzip);
const C = zlib.constants;
const variants = {
  'br q4 async': () =>
    br(body, { params: { [C.BROTLI_PARAM_QUALITY]: 4, [C.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  'br q4 w17 async': () =>
    br(body, {
      params: {
        [C.BROTLI_PARAM_QUALITY]: 4,
        [C.BROTLI_PARAM_LGWIN]: 17,
        [C.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  'br q4 w17 sync': () =>
    zlib.brotliCompressSync(body, {
      params: {
        [C.BROTLI_PARAM_QUALITY]: 4,
        [C.BROTLI_PARAM_LGWIN]: 17,
        [C.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  'br q4 sync': () =>
    zlib.brotliCompressSync(body, {
      params: { [C.BROTLI_PARAM_QUALITY]: 4, [C.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  'gzip6 async': () => gz(body),
  'gzip6 sync': () => zlib.gzipSync(body),
};
for (let round = 0; round < 2; round++)
  for (const [name, fn] of Object.entries(variants)) {
    const e0 = performance.eventLoopUtilization();
    const t0 = performance.now();
    let size = 0;
    for (let k = 0; k < 20; k++) {
      const r = await Promise.all(Array.from({ length: 20 }, () => fn()));
      size = r[0].length;
    }
    const e = performance.eventLoopUtilization(e0);
    const wall = performance.now() - t0;
    if (round)
      console.log(
        name.padEnd(18),
        'wall per',
        (wall / 400).toFixed(3),
        'ms; main busy per',
        (e.active / 400).toFixed(3),
        'ms',
        size,
      );
  }
