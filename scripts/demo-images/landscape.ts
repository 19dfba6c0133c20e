/**
 * Landscape building blocks: skies for each time of day, layered tea-garden hills
 * with contour rows of tea bushes, shade trees, palms and mist.
 */
import { f1, mix, type Pt, pathOf, type Rng, type Svg, shade, smoothPath } from './lib.ts';

export type Tod = 'dawn' | 'noon' | 'golden' | 'blue' | 'night';

export interface TodSpec {
  sky: string[]; // top → horizon
  sun?: { x: number; y: number; r: number; c: string; glow: string };
  moon?: { x: number; y: number; r: number };
  stars?: boolean;
  hills: string[]; // far → near
  tea: string; // tea bush colour
  teaLight: string;
  mist: number;
  mistColor: string;
  ambient: string; // multiply tint for interiors
  patch?: string; // sunlight patch colour
  patchOp: number;
  sunDir: [number, number]; // horizontal shift / depth throw per metre of height
  lamp: number; // strength of lamp glows
  clouds: string;
}

export const TOD: Record<Tod, TodSpec> = {
  dawn: {
    sky: ['#7d8db4', '#b9a9c3', '#efc7b5', '#f9dfc2'],
    sun: { x: 0.72, y: 0.8, r: 0.035, c: '#fff4dd', glow: '#ffd9b0' },
    hills: ['#a6a4bd', '#8e98ad', '#71887f', '#587a62'],
    tea: '#5d7f55',
    teaLight: '#9fb88a',
    mist: 0.6,
    mistColor: '#f6e6e0',
    ambient: '#f1e6e4',
    patch: '#ffe6c8',
    patchOp: 0.3,
    sunDir: [0.35, 1.15],
    lamp: 0.35,
    clouds: '#f7d9cf',
  },
  noon: {
    sky: ['#4f88c2', '#78a9d6', '#b4d3e6', '#e2efec'],
    hills: ['#9fb7b6', '#7fa28c', '#5f8c5c', '#497a44'],
    tea: '#4f8a3e',
    teaLight: '#9cc76a',
    mist: 0.18,
    mistColor: '#ffffff',
    ambient: '#fffdf8',
    patch: '#fff7e3',
    patchOp: 0.34,
    sunDir: [-0.25, 0.5],
    lamp: 0.1,
    clouds: '#ffffff',
  },
  golden: {
    sky: ['#6c84ad', '#c9a283', '#f3b26a', '#fcd898'],
    sun: { x: 0.22, y: 0.74, r: 0.045, c: '#fff3c8', glow: '#ffc46c' },
    hills: ['#b99a8e', '#a08b6e', '#79803f', '#56682c'],
    tea: '#5f7d2c',
    teaLight: '#c9c26a',
    mist: 0.32,
    mistColor: '#fde2b4',
    ambient: '#ffe8cc',
    patch: '#ffbf70',
    patchOp: 0.42,
    sunDir: [0.55, 1.35],
    lamp: 0.55,
    clouds: '#ffd3a0',
  },
  blue: {
    sky: ['#14224a', '#2f4579', '#6f76a3', '#d69c86'],
    moon: { x: 0.78, y: 0.22, r: 0.018 },
    hills: ['#46527a', '#34446a', '#283a4e', '#1c2f33'],
    tea: '#23403a',
    teaLight: '#3c5f5a',
    mist: 0.22,
    mistColor: '#9aa6cc',
    ambient: '#9aa4c6',
    patchOp: 0,
    sunDir: [0, 1],
    lamp: 1,
    clouds: '#8e86aa',
  },
  night: {
    sky: ['#050b1c', '#0c1731', '#18264a', '#2b3a5e'],
    moon: { x: 0.7, y: 0.25, r: 0.03 },
    stars: true,
    hills: ['#1f2a45', '#182238', '#111b26', '#0b1418'],
    tea: '#0f1f1c',
    teaLight: '#1f3531',
    mist: 0.12,
    mistColor: '#6c7aa2',
    ambient: '#6e687c',
    patchOp: 0,
    sunDir: [0, 1],
    lamp: 1.25,
    clouds: '#2d3a5c',
  },
};

/** Ridge line y(x) made from a few sines. */
export function ridge(rng: Rng, base: number, amp: number, x0: number, w: number) {
  const waves = Array.from({ length: 4 }, (_, i) => ({
    k: ((i + 1) * rng.range(0.8, 1.6) * Math.PI * 2) / w,
    ph: rng.range(0, Math.PI * 2),
    a: amp / (i + 1) ** 1.1,
  }));
  return (x: number) => base - waves.reduce((s, v) => s + v.a * Math.sin(v.k * (x - x0) + v.ph), 0);
}

export function sky(
  s: Svg,
  rng: Rng,
  t: TodSpec,
  x: number,
  y: number,
  w: number,
  h: number,
  horizon: number,
) {
  const g = s.lin(0, y, 0, horizon, [
    [0, t.sky[0]!],
    [0.45, t.sky[1]!],
    [0.8, t.sky[2]!],
    [1, t.sky[3]!],
  ]);
  s.add(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${g}"/>`);
  if (t.stars) {
    let st = '';
    const n = Math.round((w * h) / 1800);
    for (let i = 0; i < n; i++) {
      st += `<circle cx="${f1(x + rng.next() * w)}" cy="${f1(y + rng.next() * (horizon - y) * 0.8)}" r="${f1(rng.range(0.4, 1.3))}" fill="#fff" opacity="${f1(rng.range(0.25, 0.9))}"/>`;
    }
    s.add(st);
  }
  if (t.sun) {
    const cx = x + w * t.sun.x;
    const cy = y + (horizon - y) * t.sun.y;
    const r = Math.max(w, h) * t.sun.r;
    s.add(
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 9)}" fill="${s.rad(cx, cy, r * 9, [
        [0, t.sun.glow, 0.75],
        [0.3, t.sun.glow, 0.25],
        [1, t.sun.glow, 0],
      ])}"/>`,
    );
    s.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${t.sun.c}"/>`);
  }
  if (t.moon) {
    const cx = x + w * t.moon.x;
    const cy = y + (horizon - y) * t.moon.y;
    const r = Math.max(w, h) * t.moon.r;
    s.add(
      `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 6)}" fill="${s.rad(cx, cy, r * 6, [
        [0, '#dfe6ff', 0.35],
        [1, '#dfe6ff', 0],
      ])}"/>`,
    );
    const m = s.id('m');
    s.defs.push(
      `<mask id="${m}"><circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="#fff"/><circle cx="${f1(cx + r * 0.45)}" cy="${f1(cy - r * 0.2)}" r="${f1(r * 0.9)}" fill="#000"/></mask>`,
    );
    s.add(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="#f4f0dc" mask="url(#${m})"/>`);
  }
  // soft clouds
  const bl = s.blur(Math.max(2, w / 120));
  let cl = '';
  const nc = rng.int(3, 6);
  for (let i = 0; i < nc; i++) {
    const cx = x + rng.next() * w;
    const cy = y + (horizon - y) * rng.range(0.15, 0.7);
    const rw = w * rng.range(0.08, 0.2);
    for (let j = 0; j < 4; j++) {
      cl += `<ellipse cx="${f1(cx + rng.range(-rw, rw) * 0.7)}" cy="${f1(cy + rng.range(-1, 1) * rw * 0.06)}" rx="${f1(rw * rng.range(0.4, 0.8))}" ry="${f1(rw * rng.range(0.06, 0.12))}" fill="${t.clouds}" opacity="${f1(rng.range(0.25, 0.5))}"/>`;
    }
  }
  s.add(`<g filter="${bl}">${cl}</g>`);
}

/** Path of a hill region under a ridge function. */
export function hillPath(
  fn: (x: number) => number,
  x0: number,
  x1: number,
  bottom: number,
  steps = 60,
): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = x0 + ((x1 - x0) * i) / steps;
    pts.push([x, fn(x)]);
  }
  return `${smoothPath(pts)}L${f1(x1)} ${f1(bottom)}L${f1(x0)} ${f1(bottom)}Z`;
}

/** Rows of tea bushes following the contour of a hill. */
export function teaRows(
  s: Svg,
  rng: Rng,
  t: TodSpec,
  fn: (x: number) => number,
  x0: number,
  x1: number,
  bottom: number,
  ground: string,
  scale: number,
  lightSide = 1,
) {
  const clip = s.clip(hillPath(fn, x0, x1, bottom));
  let out = `<g clip-path="${clip}"><path d="${hillPath(fn, x0, x1, bottom)}" fill="${ground}"/>`;
  let off = 2 * scale;
  let k = 0;
  const span = bottom - Math.min(...[0, 0.25, 0.5, 0.75, 1].map((q) => fn(x0 + (x1 - x0) * q)));
  const steps = 48;
  while (off < span + 20) {
    const sw = Math.max(0.8, (1.4 + off * 0.06) * scale);
    const wob = rng.range(0, 6);
    const pts: Pt[] = [];
    for (let i = 0; i <= steps; i++) {
      const x = x0 + ((x1 - x0) * i) / steps;
      pts.push([x, fn(x) + off + Math.sin(x * 0.02 + wob + k) * off * 0.04]);
    }
    const d = smoothPath(pts);
    const c = mix(t.tea, ground, rng.range(0, 0.25));
    out += `<path d="${d}" fill="none" stroke="${c}" stroke-width="${f1(sw)}" stroke-linecap="round"/>`;
    out += `<path d="${d}" fill="none" stroke="${mix(c, t.teaLight, 0.55)}" stroke-width="${f1(sw * 0.5)}" stroke-linecap="round" stroke-dasharray="${f1(sw * 0.5)} ${f1(sw * 0.45)}" stroke-dashoffset="${f1(rng.range(0, sw))}" opacity="0.75" transform="translate(0 ${f1(-sw * 0.28 * lightSide)})"/>`;
    off += sw * 1.55 + off * 0.02;
    k++;
  }
  out += '</g>';
  s.add(out);
}

/** Flat-topped shade tree (Albizia) typical of Sylhet tea gardens. */
export function shadeTree(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  col: string,
  light: string,
): string {
  const tw = h * 0.035;
  const lean = rng.range(-0.1, 0.1) * h;
  let g = `<path d="M${f1(x - tw)} ${f1(y)}Q${f1(x + lean * 0.3)} ${f1(y - h * 0.5)} ${f1(x + lean - tw * 0.3)} ${f1(y - h * 0.82)}L${f1(x + lean + tw * 0.3)} ${f1(y - h * 0.82)}Q${f1(x + lean * 0.3 + tw)} ${f1(y - h * 0.5)} ${f1(x + tw)} ${f1(y)}Z" fill="${shade(col, -0.25)}"/>`;
  const cx = x + lean;
  const cy = y - h * 0.88;
  const n = rng.int(5, 8);
  for (let i = 0; i < n; i++) {
    const ox = rng.range(-0.42, 0.42) * h;
    const oy = rng.range(-0.08, 0.06) * h;
    const rx = rng.range(0.14, 0.26) * h;
    g += `<ellipse cx="${f1(cx + ox)}" cy="${f1(cy + oy)}" rx="${f1(rx)}" ry="${f1(rx * 0.32)}" fill="${col}"/>`;
    g += `<ellipse cx="${f1(cx + ox - rx * 0.1)}" cy="${f1(cy + oy - rx * 0.1)}" rx="${f1(rx * 0.7)}" ry="${f1(rx * 0.16)}" fill="${light}" opacity="0.5"/>`;
  }
  return g;
}

/** Coconut / betel-nut palm. */
export function palm(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  col: string,
  trunk: string,
): string {
  const lean = rng.range(-0.18, 0.18) * h;
  const tx = x + lean;
  const ty = y - h;
  const tw = h * 0.018;
  let g = `<path d="M${f1(x - tw * 1.4)} ${f1(y)}Q${f1(x + lean * 0.2)} ${f1(y - h * 0.55)} ${f1(tx - tw * 0.7)} ${f1(ty)}L${f1(tx + tw * 0.7)} ${f1(ty)}Q${f1(x + lean * 0.2 + tw * 2)} ${f1(y - h * 0.55)} ${f1(x + tw * 1.4)} ${f1(y)}Z" fill="${trunk}"/>`;
  const n = rng.int(9, 12);
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / (n - 1) - 0.5) * Math.PI * 1.5 + rng.range(-0.15, 0.15);
    const L = h * rng.range(0.28, 0.4);
    const ex = tx + Math.cos(a) * L;
    const ey = ty + Math.sin(a) * L * 0.6 + L * 0.35;
    const mx = tx + Math.cos(a) * L * 0.55;
    const my = ty + Math.sin(a) * L * 0.55 - L * 0.12;
    // frond: curved spine with leaflets suggested by a tapered, slightly jagged shape
    const nx = -Math.sin(a) * L * 0.09;
    const ny = Math.cos(a) * L * 0.09;
    g += `<path d="M${f1(tx)} ${f1(ty)}Q${f1(mx + nx)} ${f1(my + ny)} ${f1(ex)} ${f1(ey)}Q${f1(mx - nx)} ${f1(my - ny)} ${f1(tx)} ${f1(ty)}Z" fill="${shade(col, rng.range(-0.12, 0.08))}"/>`;
    g += `<path d="M${f1(tx)} ${f1(ty)}Q${f1(mx)} ${f1(my)} ${f1(ex)} ${f1(ey)}" fill="none" stroke="${col}" stroke-width="${f1(L * 0.05)}" stroke-dasharray="${f1(L * 0.03)} ${f1(L * 0.03)}" opacity="0.9"/>`;
  }
  return g;
}

/** Broad rounded canopy tree (rain tree / mango). */
export function canopyTree(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  col: string,
  light: string,
  dark: string,
): string {
  const tw = h * 0.05;
  let g = `<path d="M${f1(x - tw)} ${f1(y)}L${f1(x - tw * 0.6)} ${f1(y - h * 0.5)}L${f1(x + tw * 0.6)} ${f1(y - h * 0.5)}L${f1(x + tw)} ${f1(y)}Z" fill="${dark}"/>`;
  const n = rng.int(20, 28);
  const blobs: string[] = [];
  for (let i = 0; i < n; i++) {
    const ox = rng.range(-0.45, 0.45) * h;
    const oy = -h * rng.range(0.5, 0.98) + Math.abs(ox) * 0.35;
    const r = rng.range(0.09, 0.17) * h;
    blobs.push(`<circle cx="${f1(x + ox)}" cy="${f1(y + oy)}" r="${f1(r)}" fill="${col}"/>`);
    blobs.push(
      `<circle cx="${f1(x + ox - r * 0.25)}" cy="${f1(y + oy - r * 0.3)}" r="${f1(r * 0.6)}" fill="${light}" opacity="0.45"/>`,
    );
  }
  for (let i = 0; i < n; i++) {
    const ox = rng.range(-0.35, 0.35) * h;
    const oy = -h * rng.range(0.42, 0.6);
    blobs.unshift(
      `<circle cx="${f1(x + ox)}" cy="${f1(y + oy)}" r="${f1(h * 0.15)}" fill="${dark}"/>`,
    );
  }
  g += blobs.join('');
  return g;
}

/** The low sun of a golden evening at (x, y) of the sky's frame, r its radius. */
export const lowSun = (x: number, y: number, r: number) => ({
  x,
  y,
  r,
  c: '#fff6d8',
  glow: '#ffc46c',
});

/**
 * How a range of far ridges is laid: the first crest at `y`, each next one `step` px lower and
 * `ampStep` px rougher; shade trees along the last; a band of mist (y, step, height, strength)
 * after each.
 */
export interface RidgeSpec {
  y: number;
  step: number;
  amp: number;
  ampStep: number;
  trees: number;
  treeH: [number, number];
  treeDrop: number;
  treeShade: number;
  treeLight: string;
  mist: [number, number, number, number];
}

/**
 * Far ridges across a picture w wide, down to h, in the colours `far` (farthest first); `onLast`
 * paints what stands on the last ridge (given its crest line) before its mist is laid.
 */
export function farRidges(
  s: Svg,
  rng: Rng,
  t: TodSpec,
  w: number,
  h: number,
  far: string[],
  o: RidgeSpec,
  onLast?: (fn: (x: number) => number) => void,
) {
  for (let i = 0; i < far.length; i++) {
    const fn = ridge(rng, o.y + i * o.step, o.amp + i * o.ampStep, 0, w);
    s.add(`<path d="${hillPath(fn, -10, w + 10, h)}" fill="${far[i]}"/>`);
    if (i === far.length - 1) {
      let trees = '';
      for (let k = 0; k < o.trees; k++) {
        const x = rng.next() * w;
        trees += shadeTree(
          rng,
          x,
          fn(x) + o.treeDrop,
          rng.range(o.treeH[0], o.treeH[1]),
          shade(far[i]!, o.treeShade),
          mix(far[i]!, o.treeLight, 0.3),
        );
      }
      s.add(trees);
      onLast?.(fn);
    }
    s.add(mistBand(s, rng, t, 0, o.mist[0] + i * o.mist[1], w, o.mist[2], o.mist[3]));
  }
}

export function mistBand(
  s: Svg,
  rng: Rng,
  t: TodSpec,
  x: number,
  y: number,
  w: number,
  hh: number,
  k = 1,
): string {
  if (t.mist <= 0) return '';
  const bl = s.blur(Math.max(2, hh * 0.5));
  let m = '';
  for (let i = 0; i < 6; i++) {
    m += `<ellipse cx="${f1(x + rng.next() * w)}" cy="${f1(y + rng.range(-0.3, 0.3) * hh)}" rx="${f1(w * rng.range(0.15, 0.35))}" ry="${f1(hh * rng.range(0.5, 1))}" fill="${t.mistColor}" opacity="${f1(t.mist * k * rng.range(0.5, 1))}"/>`;
  }
  return `<g filter="${bl}">${m}</g>`;
}

/**
 * A complete tea-garden view painted into the rectangle (x,y,w,h).
 * Used for windows, doorways and framed paintings.
 */
export function teaView(
  s: Svg,
  rng: Rng,
  t: TodSpec,
  x: number,
  y: number,
  w: number,
  h: number,
  horizonFrac = 0.55,
) {
  const hz = y + h * horizonFrac;
  sky(s, rng, t, x - 2, y - 2, w + 4, h + 4, hz);
  const layers = t.hills.length;
  for (let i = 0; i < layers; i++) {
    const base = hz + h * (0.02 + i * 0.09);
    const fn = ridge(rng, base - h * 0.06, h * (0.05 + i * 0.015), x, w);
    const col = t.hills[i]!;
    if (i === layers - 1) {
      teaRows(
        s,
        rng,
        t,
        fn,
        x - 4,
        x + w + 4,
        y + h + 4,
        shade(col, -0.25),
        Math.max(0.5, w / 500),
      );
      let trees = '';
      const nt = rng.int(2, 4);
      for (let k = 0; k < nt; k++) {
        const tx = x + rng.next() * w;
        trees += shadeTree(
          rng,
          tx,
          fn(tx) + h * rng.range(0.08, 0.25),
          h * rng.range(0.35, 0.55),
          shade(col, -0.15),
          t.teaLight,
        );
      }
      s.add(trees);
    } else {
      s.add(path(hillPath(fn, x - 4, x + w + 4, y + h + 4), col));
      if (i === layers - 2) {
        let trees = '';
        for (let k = 0; k < 4; k++) {
          const tx = x + rng.next() * w;
          trees += shadeTree(
            rng,
            tx,
            fn(tx) + 2,
            h * rng.range(0.12, 0.2),
            shade(col, -0.1),
            mix(col, t.teaLight, 0.4),
          );
        }
        s.add(trees);
      }
    }
    if (i < layers - 1) s.add(mistBand(s, rng, t, x, base + h * 0.02, w, h * 0.04, 1 - i * 0.2));
  }
}

function path(d: string, fill: string) {
  return `<path d="${d}" fill="${fill}"/>`;
}

export { pathOf };
