import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
const lines = code.split('\n');
const per = new Map();
// attribute each char range between mappings to its source
const mappings = [];
map.eachMapping((m) => mappings.push(m));
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i],
    n = mappings[i + 1];
  if (m.generatedLine !== lines.length && !lines[m.generatedLine - 1]) continue;
  const line = lines[m.generatedLine - 1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length;
  let src = (m.source || '?').replace(/.*node_modules\//, '');
  src =
    src
      .split('/')
      .slice(0, src.startsWith('@') ? 2 : 1)
      .join('/') + (process.argv[3] ? '/' + (m.source || '').split('/').slice(-2).join('/') : '');
  per.set(src, (per.get(src) ?? '') + line.slice(m.generatedColumn, end));
}
const rows = [...per]
  .map(([k, v]) => [k, v.length, gzipSync(v).length])
  .sort((a, b) => b[1] - a[1]);
for (const [k, raw, gz] of rows.slice(0, 25))
  console.log(String(raw).padStart(8), String(gz).padStart(7), k);
