import zlib from 'node:zlib';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
const C = zlib.constants;
for (const file of ['/tmp/page.html', '/tmp/search.json']) {
  const body = readFileSync(file);
  console.log(file, body.length);
  const cases = [];
  for (const q of [1, 2, 3, 4]) cases.push([`br q${q}`, () => zlib.brotliCompressSync(body, { params: { [C.BROTLI_PARAM_QUALITY]: q, [C.BROTLI_PARAM_SIZE_HINT]: body.length } })]);
  for (const l of [1, 3, 6]) cases.push([`gzip ${l}`, () => zlib.gzipSync(body, { level: l })]);
  for (let r = 0; r < 2; r++) for (const [name, fn] of cases) {
    const t0 = performance.now(); let size = 0;
    for (let i = 0; i < 300; i++) size = fn().length;
    if (r) console.log('  ', name.padEnd(8), ((performance.now() - t0) / 300).toFixed(3), 'ms', size);
  }
}
