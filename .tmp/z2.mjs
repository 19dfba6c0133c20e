import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

const body = readFileSync('/tmp/page.html');
const C = zlib.constants;
const cases = [];
for (const q of [3, 4, 5])
  for (const w of [16, 18, 20, 22])
    cases.push([
      `br q${q} w${w}`,
      () =>
        zlib.brotliCompressSync(body, {
          params: {
            [C.BROTLI_PARAM_QUALITY]: q,
            [C.BROTLI_PARAM_LGWIN]: w,
            [C.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
    ]);
for (const l of [1, 4, 6]) cases.push([`gzip ${l}`, () => zlib.gzipSync(body, { level: l })]);
for (const [name, fn] of cases) {
  fn();
  const t0 = performance.now();
  let size = 0;
  for (let i = 0; i < 200; i++) size = fn().length;
  console.log(name.padEnd(14), ((performance.now() - t0) / 200).toFixed(3), 'ms', size);
}
