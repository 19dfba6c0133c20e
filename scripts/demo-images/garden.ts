/**
 * Outdoor pictures for the Extra Services: the laundry's washing line in the estate garden and
 * the hire bicycles on a lane through the tea. Both stand in front of the same kind of tea-garden
 * backdrop as the hero (landscape.ts), painted in the flat, softly shaded manner of the rest.
 * The backdrop and the finish are shared with the facility pictures' outdoor scenes.
 */

import { sunGlow, vignette } from './finish.ts';
import {
  farRidges,
  lowSun,
  palm,
  ridge,
  shadeTree,
  sky,
  TOD,
  type TodSpec,
  teaRows,
} from './landscape.ts';
import {
  Cam,
  convexHull,
  f1,
  jitter,
  makeRng,
  mix,
  type P3,
  type Pt,
  pathOf,
  type Rng,
  Svg,
  shade,
  smoothPath,
} from './lib.ts';

const W = 1440;
const H = 960;

/** The far ridges of a golden evening, rosy in the haze. */
export const FAR_GOLDEN = ['#c2a79c', '#ae9a86'];

/**
 * Sky, two far ridges in haze and a nearer hill of tea rows with shade trees: the view beyond
 * the garden or the lane. `near` is the y where the tea hill's crest sits.
 */
export function teaBackdrop(s: Svg, rng: Rng, t: TodSpec, hz: number, near: number, far: string[]) {
  sky(s, rng, t, 0, 0, W, H, hz);
  farRidges(s, rng, t, W, H, far, {
    y: hz - 40,
    step: 38,
    amp: 24,
    ampStep: 8,
    trees: 10,
    treeH: [26, 44],
    treeDrop: 4,
    treeShade: -0.12,
    treeLight: t.teaLight,
    mist: [hz - 14, 40, 20, 1],
  });
  const mid = ridge(rng, near, 34, 0, W);
  teaRows(s, rng, t, mid, -10, W + 10, H, shade(t.hills[2]!, -0.25), 1.5);
  let trees = '';
  for (let k = 0; k < 9; k++) {
    const x = rng.next() * W;
    trees += shadeTree(
      rng,
      x,
      mid(x) + rng.range(30, 90),
      rng.range(110, 170),
      shade(t.hills[3]!, -0.1),
      t.teaLight,
    );
  }
  s.add(trees);
}

/** Warm light from the sun's side and a soft vignette, as the hero is finished. */
export function finish(s: Svg, light: string, lx: number, ly: number, op: number) {
  s.add(sunGlow(s, lx, ly, W * 0.8, [light, op], [light, op * 0.25]));
  s.add(vignette(s, H * 0.46, W * 0.72, [0.65, 0.06], ['#120a04', 0.45], 0.75));
}

/* ================================================================ laundry */

/** A washing line between two bamboo poles, in world metres, seen through a garden camera. */
interface Line {
  cam: Cam;
  a: P3;
  b: P3;
  len: number;
  sag: number;
}

/** The point `d` metres along the line, `down` metres below it (where cloth hangs). */
function along(l: Line, d: number, down = 0): P3 {
  const t = d / l.len;
  const x = l.a[0] + (l.b[0] - l.a[0]) * t;
  const z = l.a[2] + (l.b[2] - l.a[2]) * t;
  const y = l.a[1] + (l.b[1] - l.a[1]) * t - l.sag * 4 * t * (1 - t);
  return [x, y - down, z];
}

/** Vertical folds across a hanging cloth: alternating light and shade from left to right. */
function foldShade(s: Svg, x0: number, x1: number, col: string, folds: number, rng: Rng) {
  const stops: [number, string][] = [];
  for (let i = 0; i <= folds * 2; i++)
    stops.push([i / (folds * 2), shade(col, i % 2 ? -0.12 - rng.range(0, 0.06) : 0.06)]);
  return s.lin(x0, 0, x1, 0, stops);
}

/**
 * Outline of a flat cloth pegged between d0 and d1, hanging `hang` metres with its lower edge
 * lifted and rippled by the breeze. Returned as screen points, top edge then bottom edge.
 */
function clothOutline(l: Line, d0: number, d1: number, hang: number, ripple: number, ph: number) {
  const top: Pt[] = [];
  const bot: Pt[] = [];
  const n = 14;
  for (let i = 0; i <= n; i++) {
    const d = d0 + ((d1 - d0) * i) / n;
    top.push(l.cam.p(...along(l, d)));
    const wave = Math.sin((i / n) * Math.PI * 3 + ph) * ripple;
    bot.push(l.cam.p(...along(l, d, hang + wave)));
  }
  return { top, bot };
}

function clothPath(top: Pt[], bot: Pt[]): string {
  return `${pathOf(top, false)}L${smoothPath([...bot].reverse()).slice(1)}Z`;
}

/**
 * A cloth folded over the line: the outline of its back half, shifted along and hanging lower
 * (`back`: shift, extra drop, ripple, phase), and of its front (`front`: ripple, phase), with the
 * front's screen span for shading across its folds.
 */
function foldedOver(
  l: Line,
  d0: number,
  d1: number,
  hang: number,
  back: [number, number, number, number],
  front: [number, number],
) {
  const [shift, drop, ripple, ph] = back;
  const b = clothOutline(l, d0 + shift, d1 + shift, hang + drop, ripple, ph);
  const f = clothOutline(l, d0, d1, hang, front[0], front[1]);
  return { back: b, front: f, x0: f.top[0]![0], x1: f.top.at(-1)![0] };
}

/** Wooden peg clipping cloth to the line. */
function peg(l: Line, d: number): string {
  const [x, y] = l.cam.p(...along(l, d));
  const k = l.cam.s(along(l, d)[2]);
  return `<rect x="${f1(x - k * 0.012)}" y="${f1(y - k * 0.03)}" width="${f1(k * 0.024)}" height="${f1(k * 0.075)}" rx="${f1(k * 0.006)}" fill="#c9a06a"/><rect x="${f1(x - k * 0.002)}" y="${f1(y - k * 0.028)}" width="${f1(k * 0.004)}" height="${f1(k * 0.07)}" fill="#7a5a32"/>`;
}

/** Where the sun throws a point onto the lawn (sun high on the left, shadows fall right and near). */
function onGround(p: P3): P3 {
  return [p[0] + p[1] * 0.45, 0, p[2] - p[1] * 0.35];
}

/** Blurred shadow of a hanging cloth on the lawn. */
function clothShadow(s: Svg, l: Line, d0: number, d1: number, hang: number): string {
  const pts: P3[] = [];
  for (let i = 0; i <= 8; i++) {
    const d = d0 + ((d1 - d0) * i) / 8;
    pts.push(onGround(along(l, d)), onGround(along(l, d, hang)));
  }
  const hull = convexHull(l.cam.pp(pts));
  return `<path d="${pathOf(hull)}" fill="#24401c" opacity="0.28" filter="${s.blur(7)}"/>`;
}

/** A bedsheet folded over the line: the back half peeps out below the front, with a hem stripe. */
function sheet(s: Svg, l: Line, d0: number, d1: number, hang: number, col: string, rng: Rng) {
  const { back, front, x0, x1 } = foldedOver(l, d0, d1, hang, [0.03, 0.09, 0.04, 1.3], [0.05, 0.2]);
  let g = `<path d="${clothPath(back.top, back.bot)}" fill="${shade(col, -0.2)}"/>`;
  g += `<path d="${clothPath(front.top, front.bot)}" fill="${foldShade(s, x0, x1, col, 5, rng)}"/>`;
  // the hem: a woven stripe a hand's width above the lower edge
  const hem = clothOutline(l, d0, d1, hang - 0.08, 0.05, 0.2).bot;
  g += `<path d="${smoothPath(hem)}" fill="none" stroke="${mix(col, '#6f8fb0', 0.55)}" stroke-width="${f1(l.cam.s(along(l, d0)[2]) * 0.018)}" opacity="0.8"/>`;
  // the crease where it folds over the line
  g += `<path d="${pathOf(front.top, false)}" fill="none" stroke="${shade(col, -0.25)}" stroke-width="2"/>`;
  return g;
}

/**
 * A sari hung over the line: deep red silk with a gold and green border along its lower edge,
 * gold buti dots, and the pallu at one end in bands of gold and red.
 */
function sari(s: Svg, l: Line, d0: number, d1: number, hang: number, rng: Rng) {
  const body = '#9b2335';
  const gold = '#e0b04a';
  const {
    back,
    front: o,
    x0,
    x1,
  } = foldedOver(l, d0, d1, hang, [0.04, 0.12, 0.06, 2.1], [0.06, 0.9]);
  let g = `<path d="${clothPath(back.top, back.bot)}" fill="${shade(body, -0.3)}"/>`;
  const d = clothPath(o.top, o.bot);
  const clip = s.clip(d);
  g += `<path d="${d}" fill="${foldShade(s, x0, x1, body, 4, rng)}"/>`;
  g += `<g clip-path="${clip}">`;
  // buti: small gold lozenges scattered over the field
  for (let i = 0; i < 60; i++) {
    const dd = d0 + rng.next() * (d1 - d0) * 0.78;
    const v = rng.range(0.06, hang - 0.22);
    const [x, y] = l.cam.p(...along(l, dd, v));
    const k = l.cam.s(along(l, dd)[2]) * 0.014;
    g += `<path d="M${f1(x)} ${f1(y - k)}L${f1(x + k * 0.7)} ${f1(y)}L${f1(x)} ${f1(y + k)}L${f1(x - k * 0.7)} ${f1(y)}Z" fill="${gold}" opacity="0.85"/>`;
  }
  // the border: broad gold band with a green line, following the rippled hem
  for (const [off, wid, col] of [
    [0.05, 0.1, gold],
    [0.05, 0.025, '#2f6a4a'],
    [0.16, 0.02, gold],
  ] as const) {
    const band = clothOutline(l, d0 - 0.05, d1 + 0.05, hang - off, 0.06, 0.9).bot;
    g += `<path d="${smoothPath(band)}" fill="none" stroke="${col}" stroke-width="${f1(l.cam.s(along(l, (d0 + d1) / 2)[2]) * wid)}"/>`;
  }
  // the pallu: the last stretch of the sari, banded across in gold and red
  const p0 = d1 - (d1 - d0) * 0.22;
  for (let i = 0; i < 6; i++) {
    const a = p0 + ((d1 - p0) * i) / 6;
    const b = a + ((d1 - p0) / 6) * 0.55;
    const q = clothOutline(l, a, b, hang + 0.1, 0.06, 0.9);
    g += `<path d="${clothPath(q.top, q.bot)}" fill="${i % 2 ? '#c9a04a' : '#7a1a2a'}" opacity="0.85"/>`;
  }
  g += '</g>';
  return g;
}

/**
 * A kurta pegged by its shoulders: sleeves hanging out and down, a long body with side slits,
 * a placket with buttons at the neck. Shape in (across 0..1, metres down).
 */
function kurta(s: Svg, l: Line, d0: number, d1: number, col: string, rng: Rng) {
  const span = d1 - d0;
  const shape: [number, number][] = [
    [0.18, 0],
    [0.42, 0],
    [0.5, 0.05],
    [0.58, 0],
    [0.82, 0],
    [1.0, 0.38],
    [0.88, 0.44],
    [0.78, 0.22],
    [0.8, 0.78],
    [0.86, 1.02],
    [0.5, 1.05],
    [0.14, 1.02],
    [0.2, 0.78],
    [0.22, 0.22],
    [0.12, 0.44],
    [0.0, 0.38],
  ];
  const pts = shape.map(([u, v]) => l.cam.p(...along(l, d0 + u * span, v)));
  const xs = pts.map((p) => p[0]);
  let g = `<path d="${smoothPath(pts, true)}" fill="${foldShade(s, Math.min(...xs), Math.max(...xs), col, 3, rng)}"/>`;
  // side slits, the placket and its buttons, a little embroidery at the neck
  const k = l.cam.s(along(l, d0)[2]);
  for (const u of [0.2, 0.8]) {
    const a = l.cam.p(...along(l, d0 + u * span, 0.8));
    const b = l.cam.p(...along(l, d0 + u * span, 1.02));
    g += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${shade(col, -0.3)}" stroke-width="${f1(k * 0.008)}"/>`;
  }
  const n0 = l.cam.p(...along(l, d0 + 0.5 * span, 0.05));
  const n1 = l.cam.p(...along(l, d0 + 0.5 * span, 0.3));
  g += `<path d="M${f1(n0[0])} ${f1(n0[1])}L${f1(n1[0])} ${f1(n1[1])}" stroke="${shade(col, -0.3)}" stroke-width="${f1(k * 0.01)}"/>`;
  for (let i = 0; i < 3; i++) {
    const b = l.cam.p(...along(l, d0 + 0.5 * span, 0.1 + i * 0.07));
    g += `<circle cx="${f1(b[0] + k * 0.012)}" cy="${f1(b[1])}" r="${f1(k * 0.008)}" fill="#f3e6c4"/>`;
  }
  const yoke = [0.32, 0.42, 0.5, 0.58, 0.68].map((u, i) =>
    l.cam.p(...along(l, d0 + u * span, i === 2 ? 0.16 : 0.06 + Math.abs(i - 2) * 0.01)),
  );
  g += `<path d="${smoothPath(yoke)}" fill="none" stroke="#f3e6c4" stroke-width="${f1(k * 0.01)}" stroke-dasharray="${f1(k * 0.012)} ${f1(k * 0.008)}" opacity="0.85"/>`;
  return g;
}

/** A gamchha: the red-and-white checked cotton towel of every Bengali household. */
function gamchha(s: Svg, l: Line, d0: number, d1: number, hang: number) {
  const o = clothOutline(l, d0, d1, hang, 0.03, 2.4);
  const d = clothPath(o.top, o.bot);
  const clip = s.clip(d);
  let g = `<path d="${d}" fill="#f1e6d8"/><g clip-path="${clip}">`;
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = d0 + ((d1 - d0) * (i + 0.2)) / n;
    const b = a + ((d1 - d0) / n) * 0.5;
    const q = clothOutline(l, a, b, hang + 0.1, 0.03, 2.4);
    g += `<path d="${clothPath(q.top, q.bot)}" fill="#c0392f" opacity="0.8"/>`;
  }
  for (let v = 0.04; v < hang; v += 0.09) {
    const row = clothOutline(l, d0 - 0.02, d1 + 0.02, v, 0.03 * (v / hang), 2.4).bot;
    g += `<path d="${smoothPath(row)}" fill="none" stroke="#c0392f" stroke-width="${f1(l.cam.s(along(l, d0)[2]) * 0.035)}" opacity="0.65"/>`;
  }
  g += '</g>';
  return g;
}

/** A wicker laundry basket on the lawn, heaped with folded, pressed linen. */
function basket(s: Svg, x: number, y: number, k: number, rng: Rng) {
  const w = 0.78 * k;
  const h = 0.34 * k;
  const rimRy = 0.09 * k;
  let g = `<ellipse cx="${f1(x + w * 0.12)}" cy="${f1(y + 4)}" rx="${f1(w * 0.62)}" ry="${f1(rimRy * 0.9)}" fill="#1f3a18" opacity="0.35" filter="${s.blur(6)}"/>`;
  const top = y - h;
  // folded linen inside, stacked slabs rising above the rim
  const piles = [
    { dx: -0.22, c: '#f7f3ea', n: 3 },
    { dx: 0.02, c: '#eef2f4', n: 4 },
    { dx: 0.24, c: '#f3ead6', n: 3 },
  ];
  for (const p of piles) {
    for (let i = 0; i < p.n; i++) {
      const cx = x + p.dx * k;
      const cy = top - i * 0.045 * k + rimRy * 0.2;
      const hw = 0.17 * k - i * 2;
      g += `<rect x="${f1(cx - hw)}" y="${f1(cy - 0.05 * k)}" width="${f1(hw * 2)}" height="${f1(0.055 * k)}" rx="${f1(0.025 * k)}" fill="${s.lin(
        0,
        cy - 0.05 * k,
        0,
        cy + 0.005 * k,
        [
          [0, shade(p.c, 0.06)],
          [0.5, p.c],
          [1, shade(p.c, -0.22)],
        ],
      )}"/>`;
    }
  }
  // a folded gamchha laid on top
  const gx = x + 0.02 * k;
  const gy = top - 4 * 0.045 * k + rimRy * 0.2;
  g += `<rect x="${f1(gx - 0.12 * k)}" y="${f1(gy - 0.035 * k)}" width="${f1(0.24 * k)}" height="${f1(0.04 * k)}" rx="${f1(0.015 * k)}" fill="#c0392f"/>`;
  for (let i = 0; i < 5; i++)
    g += `<rect x="${f1(gx - 0.11 * k + i * 0.05 * k)}" y="${f1(gy - 0.035 * k)}" width="${f1(0.015 * k)}" height="${f1(0.04 * k)}" fill="#f1e6d8" opacity="0.8"/>`;
  // the basket body: tapering woven sides under an oval rim
  const body = `M${f1(x - w / 2)} ${f1(top)}L${f1(x - w * 0.42)} ${f1(y - rimRy * 0.4)}Q${f1(x)} ${f1(y + rimRy * 0.9)} ${f1(x + w * 0.42)} ${f1(y - rimRy * 0.4)}L${f1(x + w / 2)} ${f1(top)}A${f1(w / 2)} ${f1(rimRy)} 0 0 1 ${f1(x - w / 2)} ${f1(top)}Z`;
  const clip = s.clip(body);
  g += `<path d="${body}" fill="${s.lin(x - w / 2, 0, x + w / 2, 0, [
    [0, '#8a6332'],
    [0.35, '#c9a062'],
    [1, '#6e4c24'],
  ])}"/>`;
  g += `<g clip-path="${clip}">`;
  for (let r = 0; r < 8; r++) {
    const yy = top + (r + 0.5) * (h / 8);
    for (let c = 0; c < 18; c++) {
      const xx = x - w / 2 + (c + (r % 2) * 0.5) * (w / 17);
      g += `<ellipse cx="${f1(xx)}" cy="${f1(yy)}" rx="${f1(w / 40)}" ry="${f1(h / 20)}" fill="${jitter('#5a3c1c', rng, 0.08)}" opacity="0.35"/>`;
    }
  }
  g += '</g>';
  g += `<path d="M${f1(x - w / 2)} ${f1(top)}A${f1(w / 2)} ${f1(rimRy)} 0 0 0 ${f1(x + w / 2)} ${f1(top)}" fill="none" stroke="#a47a40" stroke-width="${f1(0.03 * k)}" stroke-linecap="round"/>`;
  for (const sx of [-1, 1]) {
    const hx = x + sx * w * 0.47;
    g += `<path d="M${f1(hx - sx * 0.06 * k)} ${f1(top + 0.02 * k)}q${f1(sx * 0.06 * k)} ${f1(-0.07 * k)} ${f1(sx * 0.12 * k)} 0" fill="none" stroke="#7a5428" stroke-width="${f1(0.018 * k)}"/>`;
  }
  return g;
}

/** Bamboo pole with its nodes, from the lawn up to the line. */
function pole(cam: Cam, x: number, z: number, h: number) {
  const b = cam.p(x, 0, z);
  const t = cam.p(x, h, z);
  const k = cam.s(z);
  let g = `<ellipse cx="${f1(b[0] + k * 0.06)}" cy="${f1(b[1])}" rx="${f1(k * 0.12)}" ry="${f1(k * 0.02)}" fill="#1f3a18" opacity="0.35"/>`;
  g += `<path d="M${f1(b[0])} ${f1(b[1])}L${f1(t[0])} ${f1(t[1])}" stroke="#b8a06a" stroke-width="${f1(k * 0.05)}" stroke-linecap="round"/>`;
  g += `<path d="M${f1(b[0] - k * 0.012)} ${f1(b[1])}L${f1(t[0] - k * 0.012)} ${f1(t[1])}" stroke="#e0cc94" stroke-width="${f1(k * 0.012)}" opacity="0.8"/>`;
  for (let y = 0.35; y < h; y += 0.42) {
    const p = cam.p(x, y, z);
    g += `<path d="M${f1(p[0] - k * 0.027)} ${f1(p[1])}h${f1(k * 0.054)}" stroke="#8a7440" stroke-width="${f1(k * 0.012)}"/>`;
  }
  return g;
}

/**
 * Laundry day in the estate garden: sheets, a sari, a kurta, a gamchha and pillowcases drying
 * on a line between bamboo poles in the noon sun, tea hills beyond the garden wall, and a basket
 * of pressed linen on the lawn.
 */
export function renderLaundry(seed: number): string {
  const rng = makeRng(seed);
  // a clear morning: noon's greens under a softer, warmer sky
  const t: TodSpec = { ...TOD.noon, sky: ['#7fa3c6', '#a9c3d6', '#d9e2d8', '#f4ecd8'] };
  const s = new Svg(W, H);
  const hz = 470;
  teaBackdrop(s, rng, t, hz - 60, hz - 50, ['#a9bcc0', '#8fa99a']);
  const cam = new Cam(900, W / 2, hz, 0, 1.5);
  // the lawn, with a whitewashed garden wall along its far side
  const wallZ = 15;
  const wallTop = cam.p(0, 0.9, wallZ)[1];
  const wallBot = cam.p(0, 0, wallZ)[1];
  s.add(
    `<rect x="0" y="${f1(wallBot - 2)}" width="${W}" height="${f1(H - wallBot + 2)}" fill="${s.lin(
      0,
      wallBot,
      0,
      H,
      [
        [0, '#a3b46a'],
        [0.45, '#84a055'],
        [1, '#5f7d3e'],
      ],
    )}"/>`,
  );
  // mown stripes and tufts so the lawn reads as grass, not paint
  let grass = '';
  for (let i = 0; i < 7; i++) {
    const za = 3 + i * 1.6;
    const a = cam.p(-30, 0, za);
    const b = cam.p(30, 0, za + 0.8);
    grass += `<rect x="0" y="${f1(b[1])}" width="${W}" height="${f1(a[1] - b[1])}" fill="#ffffff" opacity="0.04"/>`;
  }
  for (let i = 0; i < 900; i++) {
    const x = rng.next() * W;
    const y = wallBot + rng.next() ** 0.7 * (H - wallBot);
    const k = (y - hz) / 60;
    grass += `<path d="M${f1(x)} ${f1(y)}l${f1(rng.range(-1, 1) * k)} ${f1(-k * rng.range(1.5, 3))}" stroke="${rng.chance(0.5) ? '#4a6a30' : '#b8c880'}" stroke-width="${f1(Math.max(0.8, k * 0.5))}" opacity="0.5"/>`;
  }
  s.add(grass);
  s.add(
    `<rect x="0" y="${f1(wallTop)}" width="${W}" height="${f1(wallBot - wallTop)}" fill="${s.lin(
      0,
      wallTop,
      0,
      wallBot,
      [
        [0, '#f4efe3'],
        [1, '#d9d0bd'],
      ],
    )}"/><rect x="0" y="${f1(wallTop - 4)}" width="${W}" height="7" fill="#b86f4a"/>`,
  );
  // palms over the wall, as round the house
  s.add(
    palm(rng, 1240, wallTop + 6, 300, '#4f7a34', '#8a7a5a') +
      palm(rng, 1330, wallTop + 8, 250, '#4a7030', '#8a7a5a'),
  );
  // flowering shrubs along the foot of the wall
  let shrubs = '';
  for (let i = 0; i < 14; i++) {
    const x = (i + rng.range(0, 0.6)) * (W / 13);
    const r = rng.range(18, 30);
    shrubs += `<ellipse cx="${f1(x)}" cy="${f1(wallBot - r * 0.3)}" rx="${f1(r * 1.5)}" ry="${f1(r)}" fill="${jitter('#3f6f34', rng, 0.1)}"/>`;
    for (let j = 0; j < 4; j++)
      shrubs += `<circle cx="${f1(x + rng.range(-r, r))}" cy="${f1(wallBot - r * rng.range(0.2, 1))}" r="3" fill="${rng.pick(['#e0403a', '#f2a134', '#f6e6e0'])}"/>`;
  }
  s.add(shrubs);

  // the line: from a near pole on the left to a far one on the right, sagging between them
  const line: Line = {
    cam,
    a: [-2.1, 2.05, 2.9],
    b: [3.3, 2.05, 6.0],
    len: 0,
    sag: 0.24,
  };
  line.len = Math.hypot(line.b[0] - line.a[0], line.b[2] - line.a[2]);
  // along the line from the near pole: a sheet, the sari, a kurta, a gamchha, two pillowcases
  interface Hung {
    d0: number;
    d1: number;
    hang: number;
    draw: (it: Hung) => string;
  }
  const items: Hung[] = [
    {
      d0: 0.2,
      d1: 1.95,
      hang: 1.2,
      draw: (it) => sheet(s, line, it.d0, it.d1, it.hang, '#f7f4ec', rng),
    },
    { d0: 2.1, d1: 3.85, hang: 1.0, draw: (it) => sari(s, line, it.d0, it.d1, it.hang, rng) },
    { d0: 3.98, d1: 4.72, hang: 1.05, draw: (it) => kurta(s, line, it.d0, it.d1, '#e8a33d', rng) },
    { d0: 4.85, d1: 5.4, hang: 0.75, draw: (it) => gamchha(s, line, it.d0, it.d1, it.hang) },
    {
      d0: 5.52,
      d1: 5.95,
      hang: 0.5,
      draw: (it) => sheet(s, line, it.d0, it.d1, it.hang, '#e6eef0', rng),
    },
    {
      d0: 6.02,
      d1: 6.42,
      hang: 0.5,
      draw: (it) => sheet(s, line, it.d0, it.d1, it.hang, '#f4f1ea', rng),
    },
  ];
  let shadows = '';
  for (const it of items) shadows += clothShadow(s, line, it.d0, it.d1, it.hang);
  s.add(shadows);
  s.add(pole(cam, line.b[0], line.b[2], 2.2));
  const linePts: Pt[] = [];
  for (let i = 0; i <= 30; i++) linePts.push(cam.p(...along(line, (line.len * i) / 30)));
  s.add(`<path d="${smoothPath(linePts)}" fill="none" stroke="#e8e2d2" stroke-width="2.2"/>`);
  // far things first, so the near sheet overlaps the rest
  for (const it of [...items].reverse()) s.add(it.draw(it));
  let pegs = '';
  for (const it of items) {
    pegs += peg(line, it.d0 + 0.04) + peg(line, it.d1 - 0.04);
    if (it.d1 - it.d0 > 1) pegs += peg(line, (it.d0 + it.d1) / 2);
  }
  s.add(pegs);
  s.add(pole(cam, line.a[0], line.a[2], 2.2));
  // the basket of pressed linen, near and to the right
  const bz = 3.15;
  const bp = cam.p(0.95, 0, bz);
  s.add(basket(s, bp[0], bp[1], cam.s(bz), rng));
  finish(s, '#ffe9c0', W * 0.15, 120, 0.38);
  return s.toString();
}

/* ================================================================ bicycles */

interface BikeStyle {
  /** Enamel colour of the frame and mudguards. */
  frame: string;
  /** A step-through (ladies') frame instead of the diamond frame. */
  step: boolean;
  basket: boolean;
  carrier: boolean;
}

/**
 * A classic roadster in side view, facing right: 28-inch wheels, upright swept-back bars,
 * rod brakes, full chain case, sprung leather saddle, mudguards, and a wicker basket or a rear
 * carrier. (x, ground) is where the rear wheel touches the ground; k is pixels per metre.
 */
function bicycle(s: Svg, x: number, ground: number, k: number, st: BikeStyle): string {
  const R = 0.355;
  const ay = ground - R * k;
  const X = (u: number) => x + u * k;
  const Y = (v: number) => ay - v * k;
  const pt = (u: number, v: number) => `${f1(X(u))} ${f1(Y(v))}`;
  const rear: Pt = [0, 0];
  const front: Pt = [1.14, 0];
  const bb: Pt = [0.45, -0.06];
  const seat: Pt = [0.3, 0.5];
  const headTop: Pt = [0.98, 0.52];
  const headBot: Pt = [1.02, 0.34];
  const enamel = st.frame;
  const hi = shade(enamel, 0.35);
  const gold = '#d8b466';
  const steel = '#d2cfc6';
  const tube = (pts: Pt[], w = 0.028) => {
    const d = pts.map((p, i) => `${i ? 'L' : 'M'}${pt(p[0], p[1])}`).join('');
    return `<path d="${d}" fill="none" stroke="${enamel}" stroke-width="${f1(w * k)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${hi}" stroke-width="${f1(w * k * 0.25)}" stroke-linecap="round" opacity="0.5" transform="translate(0 ${f1(-w * k * 0.22)})"/>`;
  };
  let g = '';
  // shadow thrown to the right by the low sun on the left
  g += `<ellipse cx="${f1(X(0.75))}" cy="${f1(ground + 4)}" rx="${f1(1.05 * k)}" ry="${f1(0.06 * k)}" fill="#2a1a0c" opacity="0.35" filter="${s.blur(5)}"/>`;
  const wheel = (c: Pt) => {
    const cx = X(c[0]);
    const cy = Y(c[1]);
    let w = `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1((R - 0.02) * k)}" fill="none" stroke="#1c1814" stroke-width="${f1(0.042 * k)}"/>`;
    w += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1((R - 0.048) * k)}" fill="none" stroke="${steel}" stroke-width="${f1(0.016 * k)}"/>`;
    let spokes = '';
    for (let i = 0; i < 32; i++) {
      const a = (i / 32) * Math.PI * 2;
      const b = a + (i % 2 ? 0.32 : -0.32);
      spokes += `M${f1(cx + Math.cos(a) * 0.03 * k)} ${f1(cy + Math.sin(a) * 0.03 * k)}L${f1(cx + Math.cos(b) * (R - 0.055) * k)} ${f1(cy + Math.sin(b) * (R - 0.055) * k)}`;
    }
    w += `<path d="${spokes}" stroke="${steel}" stroke-width="${f1(Math.max(0.7, 0.0035 * k))}" opacity="0.85"/>`;
    w += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(0.03 * k)}" fill="${steel}"/>`;
    return w;
  };
  const guard = (c: Pt, a0: number, a1: number) => {
    const pts: string[] = [];
    for (let i = 0; i <= 24; i++) {
      const a = ((a0 + ((a1 - a0) * i) / 24) * Math.PI) / 180;
      pts.push(pt(c[0] + Math.cos(a) * (R + 0.03), c[1] + Math.sin(a) * (R + 0.03)));
    }
    return `<path d="M${pts.join('L')}" fill="none" stroke="${enamel}" stroke-width="${f1(0.04 * k)}" stroke-linecap="round"/><path d="M${pts.join('L')}" fill="none" stroke="${gold}" stroke-width="${f1(0.004 * k)}" transform="translate(0 ${f1(0.006 * k)})"/>`;
  };
  g += wheel(rear) + wheel(front);
  g += guard(rear, 20, 200) + guard(front, -15, 150);
  // frame: stays, seat tube, then the main tubes (or the step-through's twin loops)
  g += tube([bb, rear], 0.022) + tube([seat, rear], 0.02);
  g += tube([bb, seat, [0.28, 0.6]]);
  if (st.step) {
    g += `<path d="M${pt(bb[0] - 0.02, bb[1] + 0.04)}Q${pt(0.72, 0.0)} ${pt(headBot[0], headBot[1])}M${pt(0.36, 0.28)}Q${pt(0.72, 0.2)} ${pt(headBot[0] - 0.01, headBot[1] + 0.1)}" fill="none" stroke="${enamel}" stroke-width="${f1(0.028 * k)}" stroke-linecap="round"/>`;
  } else {
    g += tube([bb, headBot]) + tube([seat, headTop]);
    g += `<path d="M${pt(seat[0] + 0.05, seat[1] + 0.003)}L${pt(headTop[0] - 0.05, headTop[1] + 0.003)}" stroke="${gold}" stroke-width="${f1(0.004 * k)}"/>`;
  }
  g += tube([headBot, headTop], 0.034);
  // fork with its forward rake, and the headlamp on the crown
  g += `<path d="M${pt(headBot[0], headBot[1])}L${pt(1.07, 0.14)}Q${pt(1.1, 0.02)} ${pt(front[0], front[1])}" fill="none" stroke="${enamel}" stroke-width="${f1(0.024 * k)}" stroke-linecap="round"/>`;
  g += `<path d="M${pt(1.06, 0.4)}l${f1(0.08 * k)} ${f1(-0.02 * k)}l0 ${f1(0.09 * k)}l${f1(-0.08 * k)} ${f1(-0.02 * k)}Z" fill="${steel}"/><ellipse cx="${f1(X(1.14))}" cy="${f1(Y(0.375))}" rx="${f1(0.012 * k)}" ry="${f1(0.045 * k)}" fill="#fff6d8"/>`;
  // chainwheel and chain to the rear sprocket, under a slim chain guard
  const ring = `<circle cx="${f1(X(bb[0]))}" cy="${f1(Y(bb[1]))}" r="${f1(0.1 * k)}" fill="none" stroke="#4a4640" stroke-width="${f1(0.014 * k)}" stroke-dasharray="${f1(0.008 * k)} ${f1(0.005 * k)}"/>`;
  let arms = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + 0.3;
    arms += `M${pt(bb[0], bb[1])}L${pt(bb[0] + Math.cos(a) * 0.09, bb[1] + Math.sin(a) * 0.09)}`;
  }
  g += `${ring}<path d="${arms}" stroke="${steel}" stroke-width="${f1(0.01 * k)}"/>`;
  g += `<path d="M${pt(bb[0], bb[1] + 0.1)}L${pt(0, 0.04)}M${pt(bb[0], bb[1] - 0.1)}L${pt(0, -0.04)}" stroke="#3a3632" stroke-width="${f1(0.008 * k)}" stroke-dasharray="${f1(0.006 * k)} ${f1(0.003 * k)}"/>`;
  g += `<circle cx="${f1(X(0))}" cy="${f1(Y(0))}" r="${f1(0.04 * k)}" fill="#4a4640"/>`;
  g += `<path d="M${pt(bb[0] + 0.06, bb[1] + 0.13)}Q${pt(bb[0], bb[1] + 0.17)} ${pt(bb[0] - 0.1, bb[1] + 0.14)}L${pt(0.02, 0.08)}" fill="none" stroke="${enamel}" stroke-width="${f1(0.03 * k)}" stroke-linecap="round"/>`;
  g += `<path d="M${pt(bb[0] - 0.1, bb[1] + 0.148)}L${pt(0.04, 0.088)}" stroke="${gold}" stroke-width="${f1(0.004 * k)}"/>`;
  // crank and pedal
  g += `<path d="M${pt(bb[0], bb[1])}L${pt(bb[0] + 0.1, bb[1] - 0.13)}" stroke="#2a2622" stroke-width="${f1(0.022 * k)}" stroke-linecap="round"/><rect x="${f1(X(bb[0] + 0.05))}" y="${f1(Y(bb[1] - 0.12))}" width="${f1(0.11 * k)}" height="${f1(0.03 * k)}" rx="${f1(0.008 * k)}" fill="#2a2622"/>`;
  // sprung leather saddle
  const sy = 0.64;
  g += `<path d="M${pt(0.16, sy)}Q${pt(0.16, sy + 0.06)} ${pt(0.26, sy + 0.06)}L${pt(0.42, sy + 0.035)}Q${pt(0.44, sy + 0.02)} ${pt(0.4, sy + 0.01)}L${pt(0.24, sy)}Z" fill="#6b3e1e"/><path d="M${pt(0.18, sy + 0.04)}Q${pt(0.28, sy + 0.07)} ${pt(0.4, sy + 0.035)}" fill="none" stroke="#a0683a" stroke-width="${f1(0.008 * k)}"/>`;
  for (const u of [0.19, 0.25]) {
    let coil = `M${pt(u, sy)}`;
    for (let i = 1; i <= 6; i++) coil += `L${pt(u + (i % 2 ? 0.012 : -0.012), sy - i * 0.012)}`;
    g += `<path d="${coil}" fill="none" stroke="${steel}" stroke-width="${f1(0.006 * k)}"/>`;
  }
  g += tube(
    [
      [0.28, 0.6],
      [0.27, sy - 0.005],
    ],
    0.016,
  );
  // stem, swept-back bars with black grips, a bell and the brake rods
  g += tube([headTop, [0.97, 0.68]], 0.02);
  g += `<path d="M${pt(0.97, 0.68)}Q${pt(1.06, 0.72)} ${pt(0.96, 0.74)}L${pt(0.84, 0.74)}" fill="none" stroke="${steel}" stroke-width="${f1(0.018 * k)}" stroke-linecap="round"/>`;
  g += `<path d="M${pt(0.86, 0.74)}L${pt(0.79, 0.735)}" stroke="#1c1814" stroke-width="${f1(0.03 * k)}" stroke-linecap="round"/>`;
  g += `<path d="M${pt(0.95, 0.7)}L${pt(1.0, 0.36)}L${pt(1.06, 0.2)}" fill="none" stroke="${steel}" stroke-width="${f1(0.006 * k)}"/>`;
  g += `<circle cx="${f1(X(0.93))}" cy="${f1(Y(0.765))}" r="${f1(0.025 * k)}" fill="${steel}"/><circle cx="${f1(X(0.925))}" cy="${f1(Y(0.772))}" r="${f1(0.009 * k)}" fill="#ffffff" opacity="0.8"/>`;
  if (st.carrier) {
    g += `<path d="M${pt(-0.3, 0.43)}L${pt(0.24, 0.45)}M${pt(-0.3, 0.4)}L${pt(0.24, 0.42)}M${pt(-0.28, 0.41)}L${pt(0, 0)}M${pt(0.22, 0.44)}L${pt(seat[0] - 0.02, seat[1] - 0.06)}" fill="none" stroke="${steel}" stroke-width="${f1(0.01 * k)}" stroke-linecap="round"/>`;
    // a rolled mat strapped to the carrier
    g += `<rect x="${f1(X(-0.26))}" y="${f1(Y(0.56))}" width="${f1(0.46 * k)}" height="${f1(0.13 * k)}" rx="${f1(0.065 * k)}" fill="#b8924f"/><path d="M${pt(-0.2, 0.56)}l0 ${f1(0.13 * k)}M${pt(-0.1, 0.56)}l0 ${f1(0.13 * k)}M${pt(0.0, 0.56)}l0 ${f1(0.13 * k)}M${pt(0.1, 0.56)}l0 ${f1(0.13 * k)}" stroke="#8a6a34" stroke-width="${f1(0.006 * k)}"/><path d="M${pt(0.08, 0.56)}l0 ${f1(0.14 * k)}" stroke="#6b3e1e" stroke-width="${f1(0.014 * k)}"/>`;
  }
  if (st.basket) {
    // wicker basket hung on the bars, with a bunch of marigolds in it
    const bx0 = 1.05;
    const bx1 = 1.38;
    const by0 = 0.42;
    const by1 = 0.66;
    const body = `M${pt(bx0, by1)}L${pt(bx1, by1)}L${pt(bx1 - 0.03, by0)}L${pt(bx0 + 0.03, by0)}Z`;
    for (let i = 0; i < 7; i++) {
      const fx = bx0 + 0.05 + i * 0.045;
      g += `<circle cx="${f1(X(fx))}" cy="${f1(Y(by1 + 0.03 + (i % 3) * 0.015))}" r="${f1(0.028 * k)}" fill="${i % 2 ? '#f2a134' : '#e8772a'}"/>`;
    }
    g += `<path d="${body}" fill="${s.lin(X(bx0), 0, X(bx1), 0, [
      [0, '#c9a062'],
      [1, '#8a6332'],
    ])}"/>`;
    let weave = '';
    for (let v = by0 + 0.03; v < by1; v += 0.04)
      weave += `M${pt(bx0 + 0.02, v)}L${pt(bx1 - 0.02, v)}`;
    for (let u = bx0 + 0.04; u < bx1 - 0.02; u += 0.05)
      weave += `M${pt(u, by0)}L${pt(u + 0.01, by1)}`;
    g += `<path d="${weave}" stroke="#6e4c24" stroke-width="${f1(0.005 * k)}" opacity="0.6"/>`;
    g += `<path d="M${pt(bx0 - 0.01, by1)}L${pt(bx1 + 0.01, by1)}" stroke="#a47a40" stroke-width="${f1(0.018 * k)}" stroke-linecap="round"/>`;
  }
  return g;
}

/** Split-bamboo fence: weathered posts and two pale rails. */
function fence(x0: number, x1: number, base: number, k: number, rng: Rng): string {
  let g = '';
  for (const v of [0.55, 0.95]) {
    const y = base - v * k;
    g += `<rect x="${f1(x0)}" y="${f1(y - 0.025 * k)}" width="${f1(x1 - x0)}" height="${f1(0.05 * k)}" fill="#cdb57e"/><rect x="${f1(x0)}" y="${f1(y - 0.025 * k)}" width="${f1(x1 - x0)}" height="${f1(0.014 * k)}" fill="#eadbb0"/><rect x="${f1(x0)}" y="${f1(y + 0.015 * k)}" width="${f1(x1 - x0)}" height="${f1(0.01 * k)}" fill="#8a7040" opacity="0.6"/>`;
  }
  for (let x = x0; x <= x1 + 1; x += 0.72 * k) {
    const w = 0.07 * k;
    const top = base - rng.range(1.08, 1.14) * k;
    g += `<path d="M${f1(x - w / 2)} ${f1(base)}L${f1(x - w / 2)} ${f1(top + w * 0.3)}L${f1(x)} ${f1(top)}L${f1(x + w / 2)} ${f1(top + w * 0.3)}L${f1(x + w / 2)} ${f1(base)}Z" fill="${jitter('#7a5a3a', rng, 0.08)}"/><rect x="${f1(x - w / 2)}" y="${f1(top + w * 0.3)}" width="${f1(w * 0.3)}" height="${f1(base - top - w * 0.3)}" fill="#a08060" opacity="0.6"/>`;
  }
  return g;
}

/**
 * Bicycles for hire: two roadsters leaning on a bamboo fence beside a red-earth lane that bends
 * away through the tea, shade trees over the rows, late golden light from the left.
 */
export function renderBicycles(seed: number): string {
  const rng = makeRng(seed);
  const t = TOD.golden;
  const s = new Svg(W, H);
  const hz = 420;
  teaBackdrop(s, rng, { ...t, sun: lowSun(0.16, 0.82, 0.026) }, hz, hz + 60, FAR_GOLDEN);
  // the tea field just beyond the fence, its rows big and close
  const field = ridge(rng, 600, 24, 0, W);
  teaRows(
    s,
    rng,
    { ...t, tea: '#4b6a22', teaLight: '#d8cc70' },
    field,
    -10,
    W + 10,
    H,
    '#3c3a18',
    3.0,
  );
  // the lane: across the foreground, then bending away into the tea on the right
  const laneTop = 850;
  const lane = `M0 ${laneTop}C400 ${laneTop - 8} 900 ${laneTop - 14} 1080 ${laneTop - 30}C1140 ${laneTop - 80} 1150 680 1120 610L1150 610C1200 690 1280 ${laneTop - 70} 1440 ${laneTop - 60}L1440 ${H}L0 ${H}Z`;
  s.add(
    `<path d="${lane}" fill="${s.lin(0, 610, 0, H, [
      [0, '#c9906a'],
      [0.5, '#b27552'],
      [1, '#8a5236'],
    ])}"/>`,
  );
  // ruts and pebbles, and grass along the verges
  let lt = '';
  for (const y of [905, 935])
    lt += `<path d="M0 ${y}C500 ${y - 6} 1000 ${y - 12} 1440 ${y - 24}" fill="none" stroke="#7a4a2e" stroke-width="5" opacity="0.25"/>`;
  for (let i = 0; i < 160; i++) {
    const x = rng.next() * W;
    const y = rng.range(laneTop + 10, H);
    lt += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(rng.range(1.5, 4))}" ry="${f1(rng.range(1, 2.2))}" fill="${rng.chance(0.5) ? '#e0b08a' : '#6e3e24'}" opacity="0.5"/>`;
  }
  for (let i = 0; i < 260; i++) {
    const x = rng.next() * W;
    const y = laneTop - 10 + rng.range(0, 26) - (x > 1080 ? 40 : 0);
    lt += `<path d="M${f1(x)} ${f1(y + 8)}l${f1(rng.range(-3, 3))} ${f1(-rng.range(6, 14))}" stroke="${rng.chance(0.5) ? '#5f7a2a' : '#a8a84a'}" stroke-width="2" opacity="0.8"/>`;
  }
  s.add(lt);
  // a shade tree rising behind the fence, its canopy over the scene
  s.add(shadeTree(rng, 1290, 700, 520, '#4d5a22', '#c9c070'));
  const k = 265;
  s.add(fence(-20, 1075, laneTop + 18, k, rng));
  s.add(bicycle(s, 140, 905, k, { frame: '#1e211d', step: false, basket: false, carrier: true }));
  s.add(bicycle(s, 690, 905, k, { frame: '#2f5546', step: true, basket: true, carrier: false }));
  // the low sun's warmth from the left, then the vignette
  finish(s, '#ffd089', W * 0.12, hz - 60, 0.42);
  return s.toString();
}
