import { readFileSync } from 'node:fs';

const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = new Map();
let t = prof.startTime;
const from = prof.endTime - Number(process.env.LAST ?? 1e12) * 1e6;
for (let i = 0; i < prof.samples.length; i++) {
  t += prof.timeDeltas[i] ?? 0;
  if (t < from) continue;
  dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0));
}
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const mode = process.argv[3] ?? 'pkg';
const key = (n) => {
  const url = n.callFrame.url || '';
  if (mode === 'fn')
    return `${n.callFrame.functionName || '(anon)'} ${url.replace(/.*node_modules\//, '').replace(/.*work\/main\//, '')}:${n.callFrame.lineNumber}`;
  const m = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('/src/')) return url.replace(/.*\/src\//, 'src/');
  if (url.startsWith('node:')) return url;
  return n.callFrame.functionName || '(native)';
};
// inclusive time per key (count once per sample stack)
const incl = new Map();
const excl = new Map();
for (const [id, t] of dt) {
  const seen = new Set();
  let cur = id;
  let first = true;
  while (cur !== undefined) {
    const k = key(byId.get(cur));
    if (first) {
      excl.set(k, (excl.get(k) ?? 0) + t);
      first = false;
    }
    if (!seen.has(k)) {
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + t);
    }
    cur = parent.get(cur);
  }
}
const show = (m, title) => {
  console.log(title);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, +(process.argv[4] ?? 30)))
    console.log(((100 * t) / total).toFixed(1).padStart(6) + '%', k);
};
show(excl, '== self');
show(incl, '== inclusive');
