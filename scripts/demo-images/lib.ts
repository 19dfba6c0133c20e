/**
 * Shared helpers for the procedural demo-image generator:
 * seeded PRNG, colour maths, a tiny SVG builder and a one-point perspective camera.
 */

export type Pt = [number, number];
export type P3 = [number, number, number];

/** mulberry32 – small, fast, deterministic PRNG. */
export function makeRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    int: (lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof makeRng>;

export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/* ---------------------------------------------------------------- colour */

export function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const v =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  return [parseInt(v.slice(0, 2), 16), parseInt(v.slice(2, 4), 16), parseInt(v.slice(4, 6), 16)];
}
export function rgbToHex(r: number, g: number, b: number): string {
  const c = (n: number) =>
    Math.max(0, Math.min(255, Math.round(n)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}
/** Linear mix of two hex colours. */
export function mix(a: string, b: string, t: number): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex(A[0] + (B[0] - A[0]) * t, A[1] + (B[1] - A[1]) * t, A[2] + (B[2] - A[2]) * t);
}
/** Positive amt lightens towards white, negative darkens towards black. */
export function shade(hex: string, amt: number): string {
  return amt >= 0 ? mix(hex, '#ffffff', amt) : mix(hex, '#000000', -amt);
}
export function multiply(a: string, b: string): string {
  const A = hexToRgb(a);
  const B = hexToRgb(b);
  return rgbToHex((A[0] * B[0]) / 255, (A[1] * B[1]) / 255, (A[2] * B[2]) / 255);
}
/** Slightly vary a colour (for planks, leaves, tiles…). */
export function jitter(hex: string, rng: Rng, amt = 0.06): string {
  const [r, g, b] = hexToRgb(hex);
  const k = 1 + rng.range(-amt, amt);
  const w = rng.range(-amt, amt) * 40;
  return rgbToHex(r * k + w, g * k + w * 0.8, b * k + w * 0.5);
}

/* ---------------------------------------------------------------- svg */

export const f1 = (n: number) => (Math.round(n * 10) / 10).toString();

export function pathOf(pts: Pt[], close = true): string {
  if (!pts.length) return '';
  const p0 = pts[0]!;
  let d = `M${f1(p0[0])} ${f1(p0[1])}`;
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i]!;
    d += `L${f1(p[0])} ${f1(p[1])}`;
  }
  return close ? `${d}Z` : d;
}

/** Smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothPath(pts: Pt[], close = false): string {
  if (pts.length < 3) return pathOf(pts, close);
  const P: Pt[] = close
    ? [pts[pts.length - 1]!, ...pts, pts[0]!, pts[1]!]
    : [pts[0]!, ...pts, pts[pts.length - 1]!];
  const start = P[1]!;
  let d = `M${f1(start[0])} ${f1(start[1])}`;
  for (let i = 1; i < P.length - 2; i++) {
    const [p0, p1, p2, p3] = [P[i - 1]!, P[i]!, P[i + 1]!, P[i + 2]!];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return close ? `${d}Z` : d;
}

export type Stop = [number, string, number?];

export class Svg {
  defs: string[] = [];
  body: string[] = [];
  private n = 0;
  w: number;
  h: number;
  constructor(w: number, h: number) {
    this.w = w;
    this.h = h;
  }
  id(prefix = 'i') {
    return `${prefix}${++this.n}`;
  }
  add(s: string) {
    this.body.push(s);
  }
  private stops(stops: Stop[]) {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${f1(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }
  /** Linear gradient in user space. Returns `url(#id)`. */
  lin(x1: number, y1: number, x2: number, y2: number, stops: Stop[]): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** Radial gradient in user space (optionally elliptical through a transform). */
  rad(cx: number, cy: number, r: number, stops: Stop[], sy = 1, fx?: number, fy?: number): string {
    const id = this.id('r');
    const tr =
      sy === 1
        ? ''
        : ` gradientTransform="translate(0 ${f1(cy)}) scale(1 ${sy}) translate(0 ${f1(-cy)})"`;
    const foc = fx === undefined ? '' : ` fx="${f1(fx)}" fy="${f1(fy ?? cy)}"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}"${foc}${tr}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(d: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = this.id('b');
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** Low-frequency mottling used for plaster / paper / bark texture. */
  turb(freq: number, seed: number, octaves = 3, alpha = 1): string {
    const id = this.id('t');
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="${octaves}" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 ${alpha * 1.6} -${alpha * 0.55}"/></filter>`,
    );
    return `url(#${id})`;
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/* ---------------------------------------------------------------- camera */

export class Cam {
  f: number;
  cx: number;
  cy: number;
  camX: number;
  camY: number;
  /** How far the camera has walked into the scene (depths are measured from z = 0). */
  camZ: number;
  constructor(f: number, cx: number, cy: number, camX: number, camY: number, camZ = 0) {
    this.f = f;
    this.cx = cx;
    this.cy = cy;
    this.camX = camX;
    this.camY = camY;
    this.camZ = camZ;
  }
  p(x: number, y: number, z: number): Pt {
    const d = z - this.camZ;
    return [this.cx + (this.f * (x - this.camX)) / d, this.cy - (this.f * (y - this.camY)) / d];
  }
  pp(pts: P3[]): Pt[] {
    return pts.map(([x, y, z]) => this.p(x, y, z));
  }
  /** pixels per metre at depth z */
  s(z: number) {
    return this.f / (z - this.camZ);
  }
  d(pts: P3[]): string {
    return pathOf(this.pp(pts));
  }
}

/** An axis-aligned block in world metres. */
export interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

export interface BoxStyle {
  top?: string;
  front?: string;
  side?: string;
  stroke?: string;
  /** Colours as given, not tinted. */
  raw?: boolean;
}

/**
 * A box seen through the camera: the faces that face it (a side, the top or the underside, then
 * the front), lit from above and the front, each colour passed through `tint`.
 */
export function shadedBox(
  cam: Cam,
  b: Box,
  col: string,
  o: BoxStyle = {},
  tint: (c: string) => string = (c) => c,
): string {
  const C = o.raw ? (c: string) => c : tint;
  const { x0, x1, y0, y1, z0, z1 } = b;
  const st = o.stroke ? ` stroke="${o.stroke}" stroke-width="0.6"` : '';
  const face = (pts: P3[], fill: string) => `<path d="${cam.d(pts)}" fill="${fill}"${st}/>`;
  let g = '';
  const side = (x: number) =>
    face(
      [
        [x, y0, z0],
        [x, y0, z1],
        [x, y1, z1],
        [x, y1, z0],
      ],
      o.side ?? C(shade(col, -0.22)),
    );
  if (cam.camX < x0) g += side(x0);
  if (cam.camX > x1) g += side(x1);
  const flat = (y: number, fill: string) =>
    face(
      [
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ],
      fill,
    );
  if (cam.camY > y1) g += flat(y1, o.top ?? C(shade(col, 0.1)));
  if (cam.camY < y0) g += flat(y0, C(shade(col, -0.35)));
  g += face(
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    o.front ?? C(col),
  );
  return g;
}

export function convexHull(points: Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: Pt, a: Pt, b: Pt) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}
