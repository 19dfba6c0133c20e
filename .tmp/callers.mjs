import { readFileSync } from 'node:fs';

const prof = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const target = process.argv[3];
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = new Map();
for (let i = 0; i < prof.samples.length; i++)
  dt.set(prof.samples[i], (dt.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0));
const stacks = new Map();
for (const [id, t] of dt) {
  const n = byId.get(id);
  if (n.callFrame.functionName !== target) continue;
  const chain = [];
  let cur = parent.get(id);
  while (cur !== undefined && chain.length < 8) {
    const c = byId.get(cur).callFrame;
    chain.push(`${c.functionName}@${(c.url || '').split('/').slice(-1)[0]}:${c.lineNumber}`);
    cur = parent.get(cur);
  }
  const k = chain.join(' < ');
  stacks.set(k, (stacks.get(k) ?? 0) + t);
}
for (const [k, t] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 5))
  console.log((t / 1000).toFixed(0), 'ms', k);
