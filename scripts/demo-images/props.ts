/**
 * Small props for the Extra Services pictures, painted into renderSuite's rooms through its
 * RoomKit: trays, teapots, cups and glasses, parathas and fruit, flowers, folded towels,
 * candles and oil bottles. Positions are in room metres (x across, y up, z into the room);
 * round things are drawn as screen ellipses squashed by how steeply the camera looks down
 * on them, so the same code works on a bed seen from a standing height or a low table.
 */
import { f1, jitter, makeRng, mix, type Rng, shade } from './lib.ts';
import type { Placed, RoomKit } from './room.ts';

type Kit = RoomKit;

/**
 * Where a flat, oblong thing lies on a surface: centred across at x, on a surface y high, its
 * near edge at depth z, w wide and d deep (metres).
 */
export interface Spot {
  x: number;
  y: number;
  z: number;
  w: number;
  d: number;
}

interface Ell {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/** Screen ellipse of a horizontal circle of radius r (m), or an oval r × rz, centred at (x, y, z). */
function ell(kit: Kit, x: number, y: number, z: number, r: number, rz = r): Ell {
  const [cx, cy] = kit.cam.p(x, y, z);
  const d = z - kit.cam.camZ;
  const rx = r * kit.cam.s(z);
  // a circle below the eye shows its top as an ellipse as flat as the view is shallow
  const ry = rz * kit.cam.s(z) * Math.max(0.04, (kit.cam.camY - y) / d);
  return { cx, cy, rx, ry };
}

function ellipse(e: Ell, fill: string, extra = ''): string {
  return `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Soft contact shadow under a round object standing on a surface at height y. */
function contact(kit: Kit, x: number, y: number, z: number, r: number, op = 0.3): string {
  const e = ell(kit, x + 0.015, y, z + 0.01, r * 1.15);
  return ellipse(
    e,
    '#1a120c',
    `opacity="${op}" filter="${kit.s.blur(Math.max(1.5, e.rx * 0.12))}"`,
  );
}

/** Blurred shadow of a rectangular thing lying on a surface at height y (a bed, a table). */
function slabShadow(kit: Kit, x0: number, x1: number, y: number, z0: number, z1: number, op = 0.3) {
  const d = kit.cam.d([
    [x0 - 0.03, y, z0 - 0.03],
    [x1 + 0.03, y, z0 - 0.03],
    [x1 + 0.03, y, z1 + 0.03],
    [x0 - 0.03, y, z1 + 0.03],
  ]);
  return `<path d="${d}" fill="#1a120c" opacity="${op}" filter="${kit.s.blur(5)}"/>`;
}

/** Left-to-right shading across a round body: light from the window side, dark at the rim. */
function roundShade(kit: Kit, x0: number, x1: number, col: string, gloss = 0.22): string {
  return kit.s.lin(x0, 0, x1, 0, [
    [0, kit.T(shade(col, -0.18))],
    [0.3, kit.T(shade(col, gloss))],
    [0.55, kit.T(col)],
    [1, kit.T(shade(col, -0.32))],
  ]);
}

/**
 * Upright solid of revolution from y0 to y1 whose radius goes r0 → r1 (cups, glasses, candles,
 * vases): the side as a tapered band closed by the lower rim's front arc, then the top.
 */
function turned(
  kit: Kit,
  x: number,
  z: number,
  y0: number,
  y1: number,
  r0: number,
  r1: number,
  col: string,
  top: string | null,
  opacity = 1,
): string {
  const b = ell(kit, x, y0, z, r0);
  const t = ell(kit, x, y1, z, r1);
  const op = opacity < 1 ? ` opacity="${opacity}"` : '';
  let g = `<path d="M${f1(t.cx - t.rx)} ${f1(t.cy)}L${f1(b.cx - b.rx)} ${f1(b.cy)}A${f1(b.rx)} ${f1(b.ry)} 0 0 0 ${f1(b.cx + b.rx)} ${f1(b.cy)}L${f1(t.cx + t.rx)} ${f1(t.cy)}A${f1(t.rx)} ${f1(t.ry)} 0 0 1 ${f1(t.cx - t.rx)} ${f1(t.cy)}Z" fill="${roundShade(kit, Math.min(t.cx - t.rx, b.cx - b.rx), Math.max(t.cx + t.rx, b.cx + b.rx), col)}"${op}/>`;
  if (top) g += ellipse(t, top, op.trim());
  return g;
}

/* ---------------------------------------------------------------- tableware */

/** Porcelain teapot with a gold band, spout to the right. r is the body's radius in metres. */
export function teapot(kit: Kit, x: number, y: number, z: number, r: number, col: string): string {
  const k = kit.cam.s(z);
  const [cx, cy] = kit.cam.p(x, y + r * 0.78, z);
  const rx = r * k;
  const ry = r * 0.78 * k;
  const T = kit.T;
  let g = contact(kit, x, y, z, r);
  // spout and handle go behind the body's outline
  const X = (u: number) => f1(cx + rx * u);
  const Y = (v: number) => f1(cy + ry * v);
  g += `<path d="M${X(0.72)} ${Y(0.45)}Q${X(1.42)} ${Y(0.42)} ${X(1.68)} ${Y(-0.8)}L${X(1.58)} ${Y(-0.92)}Q${X(1.22)} ${Y(-0.2)} ${X(0.8)} ${Y(-0.2)}Z" fill="${T(shade(col, -0.1))}"/>`;
  g += `<path d="M${f1(cx - rx * 0.8)} ${f1(cy - ry * 0.45)}C${f1(cx - rx * 1.55)} ${f1(cy - ry * 0.6)} ${f1(cx - rx * 1.55)} ${f1(cy + ry * 0.5)} ${f1(cx - rx * 0.82)} ${f1(cy + ry * 0.4)}" fill="none" stroke="${T(shade(col, -0.2))}" stroke-width="${f1(r * k * 0.16)}" stroke-linecap="round"/>`;
  g += `<ellipse cx="${f1(cx)}" cy="${f1(cy + ry * 0.92)}" rx="${f1(rx * 0.55)}" ry="${f1(ry * 0.14)}" fill="${T(shade(col, -0.25))}"/>`;
  g += `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${kit.s.rad(
    cx - rx * 0.35,
    cy - ry * 0.4,
    rx * 1.45,
    [
      [0, T(shade(col, 0.35))],
      [0.55, T(col)],
      [1, T(shade(col, -0.35))],
    ],
  )}"/>`;
  // gold band and a painted sprig, then the lid and its knob
  g += `<path d="M${f1(cx - rx * 0.97)} ${f1(cy + ry * 0.1)}Q${f1(cx)} ${f1(cy + ry * 0.42)} ${f1(cx + rx * 0.97)} ${f1(cy + ry * 0.1)}" fill="none" stroke="${T('#c9a465')}" stroke-width="${f1(r * k * 0.09)}"/>`;
  g += `<circle cx="${f1(cx - rx * 0.15)}" cy="${f1(cy - ry * 0.15)}" r="${f1(r * k * 0.16)}" fill="${T('#3f6f5a')}" opacity="0.8"/>`;
  g += `<circle cx="${f1(cx + rx * 0.12)}" cy="${f1(cy - ry * 0.05)}" r="${f1(r * k * 0.11)}" fill="${T('#b0463a')}" opacity="0.85"/>`;
  const lidY = cy - ry * 0.9;
  g += `<ellipse cx="${f1(cx)}" cy="${f1(lidY)}" rx="${f1(rx * 0.5)}" ry="${f1(ry * 0.2)}" fill="${T(shade(col, 0.1))}" stroke="${T('#c9a465')}" stroke-width="${f1(r * k * 0.05)}"/>`;
  g += `<ellipse cx="${f1(cx)}" cy="${f1(lidY - ry * 0.2)}" rx="${f1(rx * 0.13)}" ry="${f1(ry * 0.16)}" fill="${T('#c9a465')}"/>`;
  g += `<ellipse cx="${f1(cx - rx * 0.4)}" cy="${f1(cy - ry * 0.45)}" rx="${f1(rx * 0.16)}" ry="${f1(ry * 0.1)}" fill="#ffffff" opacity="0.55" transform="rotate(-30 ${f1(cx - rx * 0.4)} ${f1(cy - ry * 0.45)})"/>`;
  return g;
}

/** Cup of milky tea on a saucer. */
export function teacup(kit: Kit, x: number, y: number, z: number, col: string): string {
  const T = kit.T;
  let g = contact(kit, x, y, z, 0.07, 0.25);
  g += turned(kit, x, z, y, y + 0.012, 0.065, 0.075, col, T(shade(col, 0.12)));
  g += ellipse(ell(kit, x, y + 0.013, z, 0.035), T(shade(col, -0.12)));
  const h = kit.cam.s(z);
  const side = kit.cam.p(x + 0.05, y + 0.045, z);
  g += `<circle cx="${f1(side[0])}" cy="${f1(side[1])}" r="${f1(h * 0.016)}" fill="none" stroke="${T(shade(col, -0.15))}" stroke-width="${f1(h * 0.009)}"/>`;
  g += turned(kit, x, z, y + 0.012, y + 0.07, 0.03, 0.046, col, T('#b77a45'));
  // a gilt line across the cup's rim
  const rim = ell(kit, x, y + 0.07, z, 0.046);
  g += `<path d="M${f1(rim.cx - rim.rx)} ${f1(rim.cy)}h${f1(rim.rx * 2)}" stroke="${T('#c9a465')}" stroke-width="${f1(h * 0.004)}"/>`;
  return g;
}

/** Tall glass of a drink (green lemongrass cooler, golden juice) with a lemon wheel and mint. */
export function tallGlass(
  kit: Kit,
  x: number,
  y: number,
  z: number,
  drink: string,
  garnish = true,
  h = 0.17,
): string {
  const T = kit.T;
  let g = contact(kit, x, y, z, 0.04, 0.25);
  g += turned(kit, x, z, y, y + h * 0.86, 0.034, 0.04, drink, T(shade(drink, 0.25)), 0.92);
  // ice and the glass above the drink line, then a highlight down the side
  const k = kit.cam.s(z);
  for (const [dx, dy] of [
    [-0.012, h * 0.7],
    [0.01, h * 0.56],
    [-0.004, h * 0.41],
  ] as const) {
    const p = kit.cam.p(x + dx, y + dy, z);
    g += `<rect x="${f1(p[0] - k * 0.013)}" y="${f1(p[1] - k * 0.013)}" width="${f1(k * 0.026)}" height="${f1(k * 0.024)}" rx="${f1(k * 0.004)}" fill="#ffffff" opacity="0.35"/>`;
  }
  g += turned(kit, x, z, y + h * 0.86, y + h, 0.04, 0.041, '#eef4f0', null, 0.3);
  g += ellipse(
    ell(kit, x, y + h, z, 0.041),
    'none',
    `stroke="${T('#f4f8f4')}" stroke-width="${f1(k * 0.004)}" opacity="0.8"`,
  );
  const hl = kit.cam.p(x - 0.022, y + 0.02, z);
  const ht = kit.cam.p(x - 0.026, y + h - 0.01, z);
  g += `<path d="M${f1(hl[0])} ${f1(hl[1])}L${f1(ht[0])} ${f1(ht[1])}" stroke="#ffffff" stroke-width="${f1(k * 0.008)}" opacity="0.55" stroke-linecap="round"/>`;
  if (garnish) {
    // a straw leaning out, a lemon wheel on the rim and a sprig of mint
    const s0 = kit.cam.p(x + 0.008, y + h * 0.5, z);
    const s1 = kit.cam.p(x + 0.035, y + h + 0.07, z);
    g += `<path d="M${f1(s0[0])} ${f1(s0[1])}L${f1(s1[0])} ${f1(s1[1])}" stroke="${T('#f3efe4')}" stroke-width="${f1(k * 0.009)}" stroke-linecap="round"/>`;
    const l = kit.cam.p(x - 0.038, y + h - 0.005, z);
    g += `<circle cx="${f1(l[0])}" cy="${f1(l[1])}" r="${f1(k * 0.026)}" fill="${T('#e9d24a')}"/>`;
    g += `<circle cx="${f1(l[0])}" cy="${f1(l[1])}" r="${f1(k * 0.019)}" fill="${T('#f7ec9a')}"/>`;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      g += `<path d="M${f1(l[0])} ${f1(l[1])}l${f1(Math.cos(a) * k * 0.018)} ${f1(Math.sin(a) * k * 0.018)}" stroke="${T('#e2c43a')}" stroke-width="${f1(k * 0.003)}"/>`;
    }
    const m = kit.cam.p(x + 0.006, y + h + 0.008, z);
    for (const a of [-0.9, -0.2, 0.5]) {
      g += `<ellipse cx="${f1(m[0] + Math.sin(a) * k * 0.014)}" cy="${f1(m[1] - Math.cos(a) * k * 0.012)}" rx="${f1(k * 0.009)}" ry="${f1(k * 0.017)}" transform="rotate(${f1((a * 180) / Math.PI)} ${f1(m[0] + Math.sin(a) * k * 0.014)} ${f1(m[1] - Math.cos(a) * k * 0.012)})" fill="${T('#3f8a3a')}"/>`;
    }
  }
  return g;
}

/** Glass jug of juice with a lip and a handle. */
export function jug(kit: Kit, x: number, y: number, z: number, juice: string): string {
  const T = kit.T;
  const h = 0.24;
  const k = kit.cam.s(z);
  let g = contact(kit, x, y, z, 0.07, 0.28);
  const hb = kit.cam.p(x + 0.07, y + h * 0.8, z);
  const hl = kit.cam.p(x + 0.068, y + h * 0.25, z);
  g += `<path d="M${f1(hb[0])} ${f1(hb[1])}C${f1(hb[0] + k * 0.07)} ${f1(hb[1])} ${f1(hl[0] + k * 0.07)} ${f1(hl[1])} ${f1(hl[0])} ${f1(hl[1])}" fill="none" stroke="${T('#e8efe9')}" stroke-width="${f1(k * 0.018)}" opacity="0.8" stroke-linecap="round"/>`;
  g += turned(kit, x, z, y, y + h * 0.72, 0.066, 0.06, juice, T(shade(juice, 0.2)), 0.94);
  g += turned(kit, x, z, y + h * 0.72, y + h, 0.06, 0.054, '#eef4f0', null, 0.28);
  const top = ell(kit, x, y + h, z, 0.054);
  g += ellipse(
    top,
    'none',
    `stroke="${T('#f4f8f4')}" stroke-width="${f1(k * 0.005)}" opacity="0.85"`,
  );
  g += `<path d="M${f1(top.cx - top.rx)} ${f1(top.cy)}l${f1(-k * 0.025)} ${f1(-k * 0.012)}l${f1(k * 0.012)} ${f1(k * 0.02)}Z" fill="#f4f8f4" opacity="0.6"/>`;
  const a = kit.cam.p(x - 0.045, y + 0.03, z);
  const b = kit.cam.p(x - 0.04, y + h - 0.02, z);
  g += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="#ffffff" stroke-width="${f1(k * 0.011)}" opacity="0.5" stroke-linecap="round"/>`;
  return g;
}

/** Plate of golden lachha parathas, two overlapping, their flaky layers coiled like a spiral. */
export function parathas(kit: Kit, x: number, y: number, z: number, seed: number): string {
  const T = kit.T;
  const rng = makeRng(seed);
  let g = contact(kit, x, y, z, 0.15, 0.3);
  g += turned(kit, x, z, y, y + 0.012, 0.13, 0.15, '#f6f2e8', T('#fbf8f1'));
  g += ellipse(
    ell(kit, x, y + 0.013, z, 0.14),
    'none',
    `stroke="${T('#3f6f8a')}" stroke-width="${f1(kit.cam.s(z) * 0.006)}"`,
  );
  const gold = '#d9a24e';
  const r = 0.105;
  for (const [i, [dx, dz]] of (
    [
      [-0.025, 0.02],
      [0.025, -0.015],
    ] as const
  ).entries()) {
    const yy = y + 0.016 + i * 0.01;
    g += turned(kit, x + dx, z + dz, yy, yy + 0.008, r, r, shade(gold, -0.2), null);
    const e = ell(kit, x + dx, yy + 0.008, z + dz, r);
    g += ellipse(e, T(mix(gold, '#f0c77a', 0.25 + i * 0.2)));
    // the coiled layers of the dough, then browned flecks where the griddle touched
    let sp = '';
    for (let j = 0; j <= 90; j++) {
      const a = j * 0.3;
      const rr = 0.06 + (j / 90) * 0.88;
      sp += `${j ? 'L' : 'M'}${f1(e.cx + Math.cos(a) * e.rx * rr)} ${f1(e.cy + Math.sin(a) * e.ry * rr)}`;
    }
    g += `<path d="${sp}" fill="none" stroke="${T('#a8662a')}" stroke-width="${f1(e.rx * 0.022)}" opacity="0.55"/>`;
    for (let j = 0; j < 14; j++) {
      const a = rng.range(0, Math.PI * 2);
      const rr = Math.sqrt(rng.next()) * 0.85;
      g += `<ellipse cx="${f1(e.cx + Math.cos(a) * e.rx * rr)}" cy="${f1(e.cy + Math.sin(a) * e.ry * rr)}" rx="${f1(e.rx * rng.range(0.04, 0.08))}" ry="${f1(e.ry * rng.range(0.04, 0.08))}" fill="${T(jitter('#7a4218', rng, 0.1))}" opacity="${f1(rng.range(0.35, 0.7))}"/>`;
    }
    g += ellipse(
      e,
      'none',
      `stroke="${T(shade(gold, -0.3))}" stroke-width="${f1(e.rx * 0.03)}" opacity="0.7"`,
    );
  }
  return g;
}

/** Small plate of fruit: mango cheeks, a banana and lychees. */
export function fruitPlate(kit: Kit, x: number, y: number, z: number): string {
  const T = kit.T;
  const k = kit.cam.s(z);
  let g = contact(kit, x, y, z, 0.09, 0.28);
  g += turned(kit, x, z, y, y + 0.01, 0.08, 0.095, '#f6f2e8', T('#fbf8f1'));
  const e = ell(kit, x, y + 0.012, z, 0.095);
  // banana lying across the back of the plate
  g += `<path d="M${f1(e.cx - e.rx * 0.85)} ${f1(e.cy - e.ry * 0.2)}Q${f1(e.cx)} ${f1(e.cy - e.ry * 0.2 - k * 0.09)} ${f1(e.cx + e.rx * 0.9)} ${f1(e.cy - e.ry * 0.45)}Q${f1(e.cx)} ${f1(e.cy - e.ry * 0.2 - k * 0.05)} ${f1(e.cx - e.rx * 0.85)} ${f1(e.cy - e.ry * 0.2)}Z" fill="${T('#e9c63c')}" stroke="${T('#a8862a')}" stroke-width="${f1(k * 0.003)}"/>`;
  // two mango cheeks scored into cubes
  for (const dx of [-0.035, 0.03]) {
    const p = kit.cam.p(x + dx, y + 0.03, z + 0.01);
    g += `<ellipse cx="${f1(p[0])}" cy="${f1(p[1])}" rx="${f1(k * 0.034)}" ry="${f1(k * 0.024)}" fill="${T('#f1a531')}"/>`;
    g += `<ellipse cx="${f1(p[0])}" cy="${f1(p[1])}" rx="${f1(k * 0.034)}" ry="${f1(k * 0.024)}" fill="none" stroke="${T('#c97a1f')}" stroke-width="${f1(k * 0.003)}" stroke-dasharray="${f1(k * 0.01)} ${f1(k * 0.006)}"/>`;
    g += `<ellipse cx="${f1(p[0] - k * 0.01)}" cy="${f1(p[1] - k * 0.008)}" rx="${f1(k * 0.012)}" ry="${f1(k * 0.006)}" fill="#fff3c0" opacity="0.6"/>`;
  }
  // lychees at the front
  for (const [dx, dz] of [
    [-0.05, -0.04],
    [0.0, -0.055],
    [0.05, -0.035],
  ] as const) {
    const p = kit.cam.p(x + dx, y + 0.025, z + dz);
    g += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(k * 0.019)}" fill="${T('#b8323a')}"/>`;
    g += `<circle cx="${f1(p[0] - k * 0.006)}" cy="${f1(p[1] - k * 0.006)}" r="${f1(k * 0.006)}" fill="#ffd0c8" opacity="0.5"/>`;
  }
  return g;
}

/** A flower head: layered petals round a centre, seen a little from above. */
function blossom(cx: number, cy: number, r: number, petal: string, heart: string, n = 10): string {
  let g = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const px = cx + Math.cos(a) * r * 0.55;
    const py = cy + Math.sin(a) * r * 0.42;
    g += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(r * 0.5)}" ry="${f1(r * 0.32)}" transform="rotate(${f1((a * 180) / Math.PI)} ${f1(px)} ${f1(py)})" fill="${petal}"/>`;
  }
  g += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 0.42)}" fill="${shade(petal, 0.15)}"/>`;
  g += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r * 0.2)}" fill="${heart}"/>`;
  return g;
}

/** Brass bud vase with one marigold (or rose) and a leaf. */
export function budVase(kit: Kit, x: number, y: number, z: number, flower: string): string {
  const T = kit.T;
  const k = kit.cam.s(z);
  let g = contact(kit, x, y, z, 0.03, 0.28);
  const top = kit.cam.p(x, y + 0.2, z);
  const neck = kit.cam.p(x, y + 0.08, z);
  g += `<path d="M${f1(neck[0])} ${f1(neck[1])}Q${f1(neck[0] + k * 0.02)} ${f1((neck[1] + top[1]) / 2)} ${f1(top[0] + k * 0.01)} ${f1(top[1])}" stroke="${T('#3f6f3a')}" stroke-width="${f1(k * 0.006)}" fill="none"/>`;
  const lf = kit.cam.p(x + 0.03, y + 0.13, z);
  g += `<ellipse cx="${f1(lf[0])}" cy="${f1(lf[1])}" rx="${f1(k * 0.025)}" ry="${f1(k * 0.01)}" transform="rotate(-30 ${f1(lf[0])} ${f1(lf[1])})" fill="${T('#4f8a3e')}"/>`;
  g += turned(kit, x, z, y, y + 0.05, 0.028, 0.03, '#c9a465', null);
  g += turned(kit, x, z, y + 0.05, y + 0.085, 0.03, 0.012, '#c9a465', T('#8a6d3f'));
  g += blossom(top[0] + k * 0.01, top[1], k * 0.045, T(flower), T(shade(flower, -0.4)), 12);
  return g;
}

/**
 * Fresh flowers in a glass vase: tuberose (rajanigandha) spikes, red roses and leaves,
 * the bouquet housekeeping leaves on a bedside table.
 */
export function bouquet(kit: Kit, x: number, y: number, z: number, seed: number): string {
  const T = kit.T;
  const rng = makeRng(seed);
  const k = kit.cam.s(z);
  let g = contact(kit, x, y, z, 0.07, 0.3);
  const stems: string[] = [];
  const leaves: string[] = [];
  const heads: string[] = [];
  const neck = kit.cam.p(x, y + 0.2, z);
  const n = 15;
  for (let i = 0; i < n; i++) {
    // fan the stems out evenly, the outer ones shorter and lower
    const f = i / (n - 1) - 0.5;
    const a = -Math.PI / 2 + f * 1.9 + rng.range(-0.08, 0.08);
    const L = (0.3 - Math.abs(f) * 0.14) * rng.range(0.85, 1.1);
    const ex = neck[0] + Math.cos(a) * L * k;
    const ey = neck[1] + Math.sin(a) * L * k;
    stems.push(
      `<path d="M${f1(neck[0])} ${f1(neck[1])}Q${f1((neck[0] + ex) / 2 + rng.range(-3, 3))} ${f1((neck[1] + ey) / 2)} ${f1(ex)} ${f1(ey)}" stroke="${T('#4a7a3a')}" stroke-width="${f1(k * 0.006)}" fill="none"/>`,
    );
    const kind = i % 3;
    if (kind === 0) {
      // a tuberose spike: white buds climbing the stem
      for (let j = 0; j < 7; j++) {
        const t = 0.5 + j * 0.085;
        const px = neck[0] + (ex - neck[0]) * t;
        const py = neck[1] + (ey - neck[1]) * t;
        heads.push(
          `<ellipse cx="${f1(px + (j % 2 ? 1 : -1) * k * 0.01)}" cy="${f1(py)}" rx="${f1(k * 0.013)}" ry="${f1(k * 0.02)}" fill="${T(j > 4 ? '#e9efd6' : '#fdfaf1')}"/>`,
        );
      }
    } else if (kind === 1) {
      heads.push(blossom(ex, ey, k * 0.05, T('#b3262e'), T('#6d1218'), 9));
    } else {
      leaves.push(
        `<ellipse cx="${f1(ex)}" cy="${f1(ey)}" rx="${f1(k * 0.04)}" ry="${f1(k * 0.016)}" transform="rotate(${f1((a * 180) / Math.PI)} ${f1(ex)} ${f1(ey)})" fill="${T(rng.pick(['#3f7a3a', '#4f8a3e', '#2f6a35']))}"/>`,
      );
    }
  }
  g += stems.join('') + leaves.join('') + heads.join('');
  // the vase: a clear glass body with water in it, widest at the shoulder
  g += turned(kit, x, z, y, y + 0.13, 0.05, 0.068, '#cfe3dc', null, 0.6);
  g += turned(kit, x, z, y + 0.13, y + 0.2, 0.068, 0.035, '#cfe3dc', T('#e6f0ec'), 0.6);
  g += ellipse(ell(kit, x, y + 0.1, z, 0.062), T('#a9cfc6'), 'opacity="0.5"');
  return g;
}

/** Tall enamel tea flask with its cup-lid, the bedside flask of the region's guest houses. */
export function flask(kit: Kit, x: number, y: number, z: number, col: string): string {
  const T = kit.T;
  const k = kit.cam.s(z);
  let g = contact(kit, x, y, z, 0.055, 0.3);
  g += turned(kit, x, z, y, y + 0.24, 0.05, 0.05, col, null);
  // painted flowers on the enamel and the chrome shoulder and cup
  const p = kit.cam.p(x - 0.01, y + 0.12, z);
  g += blossom(p[0], p[1], k * 0.022, T('#f3ead8'), T('#c9a465'), 6);
  g += turned(kit, x, z, y + 0.24, y + 0.27, 0.05, 0.035, '#d8d2c4', null);
  g += turned(kit, x, z, y + 0.27, y + 0.33, 0.036, 0.042, shade(col, -0.1), T(shade(col, 0.1)));
  const sp = kit.cam.p(x + 0.045, y + 0.2, z);
  g += `<path d="M${f1(sp[0])} ${f1(sp[1] - k * 0.06)}q${f1(k * 0.04)} ${f1(k * 0.03)} 0 ${f1(k * 0.1)}" fill="none" stroke="${T(shade(col, -0.25))}" stroke-width="${f1(k * 0.012)}"/>`;
  return g;
}

/** Wax pillar candle with a lit flame whose glow the room's light pass adds. */
export function candle(kit: Kit, x: number, y: number, z: number, h: number, r = 0.035): string {
  const k = kit.cam.s(z);
  let g = contact(kit, x, y, z, r, 0.25);
  g += turned(kit, x, z, y, y + h, r, r, '#f4ead2', kit.T('#fbf3df'));
  const f = kit.cam.p(x, y + h + 0.03, z);
  g += `<path d="M${f1(f[0])} ${f1(f[1] - k * 0.026)}Q${f1(f[0] + k * 0.012)} ${f1(f[1])} ${f1(f[0])} ${f1(f[1] + k * 0.012)}Q${f1(f[0] - k * 0.012)} ${f1(f[1])} ${f1(f[0])} ${f1(f[1] - k * 0.026)}Z" fill="#ffe3a3"/>`;
  // a halo wide enough to read as candlelight even at thumbnail size
  kit.glow({ x: f[0], y: f[1], r: k * 0.5, c: '#ffbe6e', o: 0.5 * kit.tod.lamp + 0.3 });
  return g;
}

/** Amber glass oil bottle with a cork (or a dropper cap). */
export function oilBottle(kit: Kit, x: number, y: number, z: number, h: number, glass: string) {
  const T = kit.T;
  let g = contact(kit, x, y, z, 0.035, 0.25);
  g += turned(kit, x, z, y, y + h * 0.62, 0.032, 0.032, glass, null, 0.95);
  g += turned(kit, x, z, y + h * 0.62, y + h * 0.78, 0.032, 0.011, glass, null, 0.95);
  g += turned(kit, x, z, y + h * 0.78, y + h, 0.012, 0.012, '#b58a5a', T('#c9a06a'));
  // a paper label
  const a = kit.cam.p(x - 0.024, y + h * 0.48, z);
  const b = kit.cam.p(x + 0.024, y + h * 0.2, z);
  g += `<rect x="${f1(a[0])}" y="${f1(a[1])}" width="${f1(b[0] - a[0])}" height="${f1(b[1] - a[1])}" fill="${T('#efe6cf')}" opacity="0.9"/>`;
  const hl = kit.cam.p(x - 0.02, y + h * 0.55, z);
  const hb = kit.cam.p(x - 0.02, y + h * 0.05, z);
  g += `<path d="M${f1(hl[0])} ${f1(hl[1])}L${f1(hb[0])} ${f1(hb[1])}" stroke="#fff" stroke-width="${f1(kit.cam.s(z) * 0.005)}" opacity="0.4"/>`;
  return g;
}

/* ---------------------------------------------------------------- linen */

/**
 * Stack of folded towels seen from the front: each a thick slab whose front is the soft,
 * rounded fold (shaded top to bottom like a cylinder), with a woven band near one end.
 * Colours from the bottom up.
 */
export function towelStack(kit: Kit, at: Spot, cols: string[], band: string): string {
  const { x, y, z, w, d } = at;
  const T = kit.T;
  const th = 0.08;
  let g = slabShadow(kit, x - w / 2, x + w / 2, y, z, z + d, 0.35);
  cols.forEach((c, i) => {
    const inset = i * 0.02;
    const y0 = y + i * th;
    const x0 = x - w / 2 + inset;
    const x1 = x + w / 2 - inset;
    const z0 = z + inset;
    const z1 = z + d - inset;
    const k = kit.cam.s(z0);
    const yt = y0 + th;
    // top, a little sunk in the middle where the towel is soft
    g += `<path d="${kit.cam.d([
      [x0 + 0.01, yt, z0 + 0.02],
      [x1 - 0.01, yt, z0 + 0.02],
      [x1 - 0.02, yt, z1],
      [x0 + 0.02, yt, z1],
    ])}" fill="${T(shade(c, 0.04))}"/>`;
    const a = kit.cam.p(x0, yt, z0);
    const b = kit.cam.p(x1, y0, z0);
    const fold = kit.s.lin(0, a[1], 0, b[1], [
      [0, T(shade(c, 0.1))],
      [0.35, T(c)],
      [0.8, T(shade(c, -0.18))],
      [1, T(shade(c, -0.35))],
    ]);
    const rr = (th * k) / 2;
    g += `<rect x="${f1(a[0])}" y="${f1(a[1])}" width="${f1(b[0] - a[0])}" height="${f1(b[1] - a[1])}" rx="${f1(rr)}" fill="${fold}"/>`;
    // terry pile: a faint row of loops along the fold
    g += `<path d="M${f1(a[0] + rr)} ${f1((a[1] + b[1]) / 2)}H${f1(b[0] - rr)}" stroke="${T(shade(c, -0.1))}" stroke-width="${f1(k * 0.012)}" stroke-dasharray="${f1(k * 0.006)} ${f1(k * 0.008)}" opacity="0.6"/>`;
    // the woven band, across the top and round the fold
    const bx = x0 + (x1 - x0) * 0.74;
    const bw = 0.06;
    g += `<path d="${kit.cam.d([
      [bx, yt + 0.001, z0 + 0.02],
      [bx + bw, yt + 0.001, z0 + 0.02],
      [bx + bw, yt + 0.001, z1],
      [bx, yt + 0.001, z1],
    ])}" fill="${T(band)}"/>`;
    const p = kit.cam.p(bx, yt, z0);
    const q = kit.cam.p(bx + bw, y0, z0);
    g += `<rect x="${f1(p[0])}" y="${f1(p[1])}" width="${f1(q[0] - p[0])}" height="${f1(q[1] - p[1])}" fill="${kit.s.lin(
      0,
      p[1],
      0,
      q[1],
      [
        [0, T(shade(band, 0.1))],
        [0.4, T(band)],
        [1, T(shade(band, -0.35))],
      ],
    )}"/>`;
  });
  return g;
}

/** A flower lying flat on a surface (a frangipani on folded towels, a petal on the water). */
export function flatBlossom(
  kit: Kit,
  x: number,
  y: number,
  z: number,
  r: number,
  petal: string,
  heart: string,
  n = 5,
): string {
  const e = ell(kit, x, y, z, r);
  const t = e.ry / e.rx;
  const inner = blossom(e.cx, e.cy, e.rx, kit.T(petal), kit.T(heart), n);
  return `<g transform="translate(${f1(e.cx)} ${f1(e.cy)}) scale(1 ${f1(Math.max(0.35, t))}) translate(${f1(-e.cx)} ${f1(-e.cy)})">${inner}</g>`;
}

/** A rose petal lying on water or linen, turned at random. */
function rosePetal(kit: Kit, x: number, y: number, z: number, rng: Rng): string {
  const e = ell(kit, x, y, z, rng.range(0.018, 0.028));
  return `<ellipse cx="${f1(e.cx)}" cy="${f1(e.cy)}" rx="${f1(e.rx)}" ry="${f1(e.ry * 1.6)}" transform="rotate(${f1(rng.range(-40, 40))} ${f1(e.cx)} ${f1(e.cy)})" fill="${kit.T(rng.pick(['#c0303a', '#d9505a', '#a8222e']))}"/>`;
}

/** Rolled towels stacked in a little pyramid, seen end-on: the spa's familiar sign. */
export function rolledTowels(kit: Kit, x: number, y: number, z: number, col: string): string {
  const T = kit.T;
  const r = 0.055;
  const len = 0.3;
  let g = slabShadow(kit, x - 0.17, x + 0.17, y, z, z + len);
  const rolls: [number, number][] = [
    [-0.11, 0],
    [0, 0],
    [0.11, 0],
    [-0.055, 0.095],
    [0.055, 0.095],
  ];
  for (const [dx, dy] of rolls) {
    const cx = x + dx;
    const cy = y + r + dy;
    const k = kit.cam.s(z);
    const front = kit.cam.p(cx, cy, z);
    const back = kit.cam.p(cx, cy, z + len);
    // the roll's body: a capsule from its far end to its near end, then the spiral face
    g += `<path d="M${f1(back[0])} ${f1(back[1])}L${f1(front[0])} ${f1(front[1])}" stroke="${T(shade(col, -0.12))}" stroke-width="${f1(r * k * 2)}" stroke-linecap="round"/>`;
    g += `<path d="M${f1(back[0] - r * k * 0.3)} ${f1(back[1] - r * k * 0.5)}L${f1(front[0] - r * k * 0.3)} ${f1(front[1] - r * k * 0.5)}" stroke="${T(shade(col, 0.12))}" stroke-width="${f1(r * k * 0.7)}" stroke-linecap="round" opacity="0.7"/>`;
    g += `<circle cx="${f1(front[0])}" cy="${f1(front[1])}" r="${f1(r * k)}" fill="${T(shade(col, -0.02))}"/>`;
    let sp = `M${f1(front[0])} ${f1(front[1])}`;
    for (let i = 1; i <= 28; i++) {
      const a = i * 0.45;
      const rr = (i / 28) * r * k * 0.92;
      sp += `L${f1(front[0] + Math.cos(a) * rr)} ${f1(front[1] + Math.sin(a) * rr)}`;
    }
    g += `<path d="${sp}" fill="none" stroke="${T(shade(col, -0.28))}" stroke-width="${f1(k * 0.004)}"/>`;
  }
  return g;
}

/** Shallow brass bowl of water with frangipani floating in it. */
export function petalBowl(kit: Kit, x: number, y: number, z: number): string {
  const T = kit.T;
  let g = contact(kit, x, y, z, 0.1, 0.3);
  g += turned(kit, x, z, y, y + 0.05, 0.06, 0.1, '#c9a465', T('#8fbcbf'));
  const e = ell(kit, x, y + 0.05, z, 0.1);
  g += ellipse(e, 'none', `stroke="${T('#e8cf8e')}" stroke-width="${f1(e.rx * 0.05)}"`);
  g += flatBlossom(kit, x - 0.035, y + 0.052, z + 0.01, 0.045, '#fbf3e4', '#f2c14e');
  g += flatBlossom(kit, x + 0.04, y + 0.052, z - 0.02, 0.04, '#f6d9e0', '#f2c14e');
  return g;
}

/* ---------------------------------------------------------------- trays */

/**
 * Wooden tray with a raised gallery and cut-out handles; `legs` lifts it on folding
 * legs for breakfast in bed. Returns the tray top's height for what stands on it.
 */
export function tray(kit: Kit, at: Spot, wood: string, legs = 0): { g: string; top: number } {
  const { x, y, z, w, d } = at;
  let g = '';
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const top = y + legs + 0.02;
  if (legs > 0) {
    g += slabShadow(kit, x0, x1, y, z, z + d, 0.35);
    for (const xx of [x0 + 0.04, x1 - 0.06])
      g += kit.box(
        { x0: xx, x1: xx + 0.02, y0: y, y1: y + legs, z0: z + 0.03, z1: z + d - 0.03 },
        shade(wood, -0.2),
      );
  }
  g += kit.box({ x0, x1, y0: top - 0.02, y1: top, z0: z, z1: z + d }, wood);
  // the gallery: back, sides and front rims
  const rim = 0.035;
  g += kit.box({ x0, x1, y0: top, y1: top + rim, z0: z + d - 0.012, z1: z + d }, shade(wood, -0.1));
  g += kit.box({ x0, x1: x0 + 0.012, y0: top, y1: top + rim * 1.6, z0: z, z1: z + d }, wood);
  g += kit.box(
    { x0: x1 - 0.012, x1, y0: top, y1: top + rim * 1.6, z0: z, z1: z + d },
    shade(wood, -0.05),
  );
  return {
    g,
    top,
  };
}

/** The tray's front rim, drawn after what stands on the tray so the rim overlaps it. */
export function trayFront(kit: Kit, x: number, z: number, w: number, top: number, wood: string) {
  const T = kit.T;
  let g = kit.box(
    { x0: x - w / 2, x1: x + w / 2, y0: top, y1: top + 0.035, z0: z, z1: z + 0.012 },
    wood,
  );
  const k = kit.cam.s(z);
  const a = kit.cam.p(x - w / 2 + 0.02, top + 0.03, z);
  const b = kit.cam.p(x + w / 2 - 0.02, top + 0.03, z);
  g += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${T(shade(wood, 0.25))}" stroke-width="${f1(k * 0.005)}"/>`;
  return g;
}

/** Oval hammered-brass tray, r across and rz deep. */
export function brassTray(kit: Kit, x: number, y: number, z: number, r: number, rz: number) {
  const T = kit.T;
  const sh = ell(kit, x + 0.02, y, z + 0.02, r * 1.08, rz * 1.08);
  let g = ellipse(sh, '#1a120c', `opacity="0.35" filter="${kit.s.blur(5)}"`);
  const b = ell(kit, x, y, z, r * 0.95, rz * 0.95);
  const e = ell(kit, x, y + 0.02, z, r, rz);
  g += `<path d="M${f1(e.cx - e.rx)} ${f1(e.cy)}L${f1(b.cx - b.rx)} ${f1(b.cy)}A${f1(b.rx)} ${f1(b.ry)} 0 0 0 ${f1(b.cx + b.rx)} ${f1(b.cy)}L${f1(e.cx + e.rx)} ${f1(e.cy)}Z" fill="${T('#94733c')}"/>`;
  g += ellipse(
    e,
    kit.s.rad(e.cx - e.rx * 0.3, e.cy - e.ry * 0.3, e.rx * 1.2, [
      [0, T('#f0d48e')],
      [0.6, T('#c9a465')],
      [1, T('#94733c')],
    ]),
  );
  g += ellipse(
    { ...e, rx: e.rx * 0.88, ry: e.ry * 0.88 },
    'none',
    `stroke="${T('#8a6d3f')}" stroke-width="${f1(e.rx * 0.012)}" stroke-dasharray="${f1(e.rx * 0.03)} ${f1(e.rx * 0.02)}"`,
  );
  return g;
}

/* ---------------------------------------------------------------- the services' dressing */

/** Sort props standing on one surface so the farther ones are painted first. */
function backToFront(parts: { z: number; g: string }[]): string {
  return parts
    .sort((a, b) => b.z - a.z)
    .map((p) => p.g)
    .join('');
}

/**
 * Housekeeping has been: fresh towels folded at the foot of the bed with a flower on them,
 * flowers on one bedside table and a flask of tea with a cup on the other.
 */
export function housekeeping(kit: Kit): Placed[] {
  const { beds, nightstands } = kit;
  const cx = beds.centers[0]!;
  const out: Placed[] = [];
  const tz = beds.footZ + 0.6;
  const w = 0.7;
  const d = 0.42;
  const cols = ['#f7f3ea', '#f7f3ea', '#efe4d0'];
  out.push({
    z: tz - 0.1,
    g: () =>
      towelStack(kit, { x: cx, y: beds.duvetTop + 0.02, z: tz, w, d }, cols, kit.cfg.throwC) +
      flatBlossom(
        kit,
        cx - 0.1,
        beds.duvetTop + 0.02 + cols.length * 0.08,
        tz + 0.18,
        0.07,
        '#fbf3e4',
        '#f2c14e',
      ),
  });
  const [left, right] = [Math.min(...nightstands.xs), Math.max(...nightstands.xs)];
  const front = nightstands.z - 0.12;
  out.push({
    z: front,
    g: () => bouquet(kit, left + 0.08, nightstands.top, front, 41),
  });
  out.push({
    z: front,
    g: () =>
      flask(kit, right - 0.12, nightstands.top, front + 0.05, '#2f6a55') +
      teacup(kit, right + 0.1, nightstands.top, front - 0.02, '#fbf8f1'),
  });
  return out;
}

/** Breakfast in bed: a legged tray on the duvet with tea, parathas, fruit and a marigold. */
export function breakfastInBed(kit: Kit): Placed[] {
  const { beds } = kit;
  const cx = beds.centers[0]!;
  const w = 0.78;
  const d = 0.46;
  const z = beds.footZ + 0.55;
  const wood = '#7a4a2a';
  return [
    {
      z: z - 0.2,
      g: () => {
        const t = tray(kit, { x: cx, y: beds.duvetTop, z, w, d }, wood, 0.12);
        const y = t.top;
        const parts = [
          { z: z + 0.3, g: teapot(kit, cx - 0.24, y, z + 0.31, 0.09, '#f5f0e4') },
          { z: z + 0.34, g: tallGlass(kit, cx + 0.03, y, z + 0.36, '#f2a83a', false, 0.12) },
          { z: z + 0.32, g: budVase(kit, cx + 0.3, y, z + 0.35, '#f0a030') },
          { z: z + 0.2, g: parathas(kit, cx + 0.0, y, z + 0.2, 7) },
          { z: z + 0.14, g: fruitPlate(kit, cx + 0.27, y, z + 0.14) },
          { z: z + 0.1, g: teacup(kit, cx - 0.26, y, z + 0.11, '#f5f0e4') },
        ];
        return t.g + backToFront(parts) + trayFront(kit, cx, z, w, y, wood);
      },
    },
  ];
}

/**
 * Drinks on the house: a brass tray on the low table with a teapot and cups, tall glasses of
 * lemongrass cooler and a jug of mango juice.
 */
export function drinksTray(kit: Kit, x: number, y: number, z: number): Placed[] {
  return [
    {
      z: z - 0.3,
      g: () => {
        const top = y + 0.02;
        const parts = [
          { z: z + 0.07, g: teapot(kit, x - 0.24, top, z + 0.07, 0.085, '#f5f0e4') },
          { z: z + 0.08, g: jug(kit, x + 0.08, top, z + 0.08, '#f2a83a') },
          { z: z - 0.07, g: teacup(kit, x - 0.33, top, z - 0.08, '#f5f0e4') },
          { z: z - 0.08, g: teacup(kit, x - 0.12, top, z - 0.1, '#f5f0e4') },
          { z: z - 0.07, g: tallGlass(kit, x + 0.2, top, z - 0.06, '#a9c95a') },
          { z: z - 0.09, g: tallGlass(kit, x + 0.34, top, z - 0.1, '#a9c95a') },
        ];
        return brassTray(kit, x, y, z, 0.48, 0.2) + backToFront(parts);
      },
    },
  ];
}

/**
 * The spa's welcome: rose petals on the bath water, a teak caddy across the bath with a candle,
 * oils and a frangipani, rolled towels on a low stool and candles on the floor.
 */
export function spaSet(kit: Kit): Placed[] {
  const b = kit.bath;
  // the petals scatter from the room's own seeded sequence, so the picture is repeatable
  const rng = makeRng(kit.rng.int(1, 1_000_000));
  const out: Placed[] = [];
  // petals float on the water, painted just after the bath
  out.push({
    z: b.z0 + 0.05,
    g: () => {
      let g = '';
      for (let i = 0; i < 26; i++) {
        const px = rng.range(b.x0 + 0.2, b.x1 - 0.25);
        const pz = rng.range(b.z0 + 0.15, b.z1 - 0.12);
        g += rosePetal(kit, px, b.rim + 0.001, pz, rng);
      }
      g += flatBlossom(kit, b.x0 + 0.55, b.rim + 0.002, b.z0 + 0.45, 0.06, '#fbf3e4', '#f2c14e');
      return g;
    },
  });
  // the caddy: a teak board bridging the rim, its things standing on it
  const cx = 0.42;
  out.push({
    z: b.z0 - 0.01,
    g: () => {
      const top = b.rim + 0.03;
      let g = kit.box(
        { x0: cx - 0.13, x1: cx + 0.13, y0: b.rim, y1: top, z0: b.z0 - 0.04, z1: b.z1 + 0.04 },
        '#8a5a32',
      );
      const z0 = b.z0 + 0.12;
      g += backToFront([
        { z: z0 + 0.45, g: oilBottle(kit, cx + 0.05, top, z0 + 0.45, 0.19, '#a8621e') },
        { z: z0 + 0.3, g: candle(kit, cx - 0.06, top, z0 + 0.3, 0.14, 0.04) },
        { z: z0 + 0.15, g: oilBottle(kit, cx + 0.06, top, z0 + 0.15, 0.13, '#6f8a3a') },
        { z: z0, g: flatBlossom(kit, cx - 0.06, top + 0.002, z0, 0.05, '#fbf3e4', '#f2c14e') },
      ]);
      return g;
    },
  });
  // a low teak stool in front of the bath: rolled towels, oils and a bowl of frangipani,
  // with a cluster of candles on the floor beside it
  const sx = b.x0 + 0.5;
  const sz = b.z0 - 0.5;
  out.push({
    z: sz,
    g: () => {
      const top = 0.36;
      let g = kit.softShadow(sx - 0.34, sx + 0.34, sz, sz + 0.4, 0.4, 0.06);
      g += kit.box(
        { x0: sx - 0.34, x1: sx + 0.34, y0: 0, y1: top, z0: sz, z1: sz + 0.4 },
        '#6b4426',
      );
      g += backToFront([
        { z: sz + 0.3, g: oilBottle(kit, sx + 0.22, top, sz + 0.3, 0.2, '#a8621e') },
        { z: sz + 0.05, g: rolledTowels(kit, sx - 0.1, top, sz + 0.05, '#f7f1e4') },
        { z: sz + 0.12, g: petalBowl(kit, sx + 0.22, top, sz + 0.12) },
      ]);
      g += backToFront([
        { z: sz + 0.38, g: candle(kit, sx + 0.52, 0, sz + 0.38, 0.22, 0.05) },
        { z: sz + 0.26, g: candle(kit, sx + 0.68, 0, sz + 0.26, 0.14, 0.045) },
        { z: sz + 0.16, g: candle(kit, sx + 0.5, 0, sz + 0.16, 0.08, 0.04) },
      ]);
      return g;
    },
  });
  return out;
}

/* ---------------------------------------------------------------- the facilities' dressing */

/** A bowl of food, brass or porcelain: rice heaped in a dome, or dal and curry level in it. */
export function bowl(
  kit: Kit,
  x: number,
  y: number,
  z: number,
  r: number,
  outer: string,
  food: string,
  heap = false,
): string {
  const T = kit.T;
  let g = contact(kit, x, y, z, r * 0.8, 0.28);
  g += turned(kit, x, z, y, y + r * 0.55, r * 0.55, r, outer, T(shade(outer, 0.2)));
  const f = ell(kit, x, y + r * 0.52, z, r * 0.86);
  g += ellipse(f, T(food));
  if (heap) {
    const k = kit.cam.s(z);
    g += `<path d="M${f1(f.cx - f.rx)} ${f1(f.cy)}Q${f1(f.cx)} ${f1(f.cy - k * r * 0.9)} ${f1(f.cx + f.rx)} ${f1(f.cy)}Z" fill="${T(food)}"/>`;
    g += `<ellipse cx="${f1(f.cx - f.rx * 0.25)}" cy="${f1(f.cy - k * r * 0.32)}" rx="${f1(f.rx * 0.35)}" ry="${f1(f.ry * 0.5)}" fill="#ffffff" opacity="0.35"/>`;
  } else {
    // a glossy sheen on the curry and a few flecks of coriander
    g += ellipse(
      { ...f, rx: f.rx * 0.45, ry: f.ry * 0.35, cx: f.cx - f.rx * 0.2 },
      '#ffffff',
      'opacity="0.18"',
    );
    for (const [dx, dy] of [
      [-0.3, 0.1],
      [0.25, -0.2],
      [0.1, 0.35],
    ] as const)
      g += `<circle cx="${f1(f.cx + dx * f.rx)}" cy="${f1(f.cy + dy * f.ry)}" r="${f1(Math.max(0.8, f.rx * 0.07))}" fill="${T('#3f7a2e')}"/>`;
  }
  return g;
}

/**
 * Supper laid on the estate's dining table: food on every plate (rice and dal, parathas), tea
 * poured, and down the runner between the candles a teapot, bowls of fish curry and bhuna,
 * and a plate of fruit.
 */
export function estateSupper(kit: Kit): Placed[] {
  const t = kit.table;
  const y = t.top;
  const parts: { z: number; g: string }[] = [];
  // the table lays four places a side, every 0.7 m from the far end
  for (let i = 0; i < 4; i++) {
    const zz = t.z0 + 0.35 + 0.7 * i;
    for (const side of [-1, 1]) {
      const px = side * 0.42;
      if ((i + (side > 0 ? 1 : 0)) % 2)
        parts.push({ z: zz, g: bowl(kit, px, y + 0.012, zz, 0.075, '#f6f2e8', '#f8f4ea', true) });
      else parts.push({ z: zz, g: bowl(kit, px, y + 0.012, zz, 0.07, '#c9a465', '#e0a83a') });
      parts.push({ z: zz + 0.2, g: teacup(kit, side * 0.27, y, zz + 0.22, '#f5f0e4') });
    }
  }
  // the shared dishes stand to either side of the candles down the middle
  const mid = (i: number) => t.z0 + 0.7 + 0.7 * i;
  parts.push({ z: mid(0), g: fruitPlate(kit, 0.12, y + 0.005, mid(0)) });
  parts.push({ z: mid(1), g: bowl(kit, -0.12, y + 0.005, mid(1), 0.1, '#c9a465', '#c8642a') });
  parts.push({ z: mid(2), g: teapot(kit, 0.12, y + 0.005, mid(2), 0.085, '#f5f0e4') });
  parts.push({ z: t.z0 + 2.65, g: parathas(kit, -0.1, y + 0.005, t.z0 + 2.65, 11) });
  return [{ z: (t.z0 + t.z1) / 2 - 0.01, g: () => backToFront(parts) }];
}

/**
 * A small teak table by the treatment couch: two oils, a candle, a brass bowl of turmeric paste
 * and a bundle of lemongrass. (x, z) is its middle and near edge.
 */
export function oilsTable(kit: Kit, x: number, z: number): string {
  const top = 0.62;
  let g = kit.softShadow(x - 0.26, x + 0.26, z, z + 0.42, 0.35, 0.05);
  for (const xx of [x - 0.23, x + 0.19])
    g += kit.box(
      { x0: xx, x1: xx + 0.04, y0: 0, y1: top - 0.04, z0: z + 0.02, z1: z + 0.4 },
      kit.cfg.wood,
    );
  g += kit.box(
    { x0: x - 0.26, x1: x + 0.26, y0: top - 0.04, y1: top, z0: z, z1: z + 0.42 },
    kit.cfg.wood,
  );
  const k = kit.cam.s(z + 0.12);
  let grass = '';
  for (let i = 0; i < 7; i++) {
    const a = kit.cam.p(x + 0.02 + i * 0.012, top + 0.01, z + 0.1);
    grass += `M${f1(a[0])} ${f1(a[1])}l${f1(k * (0.16 + i * 0.01))} ${f1(-k * 0.03 + i * 0.6)}`;
  }
  const lemongrass = `<path d="${grass}" stroke="${kit.T('#8aa84a')}" stroke-width="${f1(k * 0.01)}" stroke-linecap="round"/>`;
  return (
    g +
    backToFront([
      { z: z + 0.3, g: oilBottle(kit, x - 0.12, top, z + 0.3, 0.2, '#a8621e') },
      { z: z + 0.28, g: oilBottle(kit, x + 0.02, top, z + 0.3, 0.15, '#6f8a3a') },
      { z: z + 0.26, g: candle(kit, x + 0.15, top, z + 0.27, 0.12, 0.035) },
      { z: z + 0.1, g: bowl(kit, x - 0.1, top, z + 0.1, 0.06, '#c9a465', '#e8b020') },
      { z: z + 0.09, g: lemongrass },
    ])
  );
}

/**
 * The footbath: a wide brass basin of warm spring water on the floor, rose petals and two
 * frangipani floating in it, a folded towel beside it.
 */
export function footbath(kit: Kit, x: number, z: number, rng: Rng): string {
  const T = kit.T;
  let g = contact(kit, x, 0, z, 0.26, 0.35);
  g += turned(kit, x, z, 0, 0.15, 0.2, 0.28, '#c9a465', T('#9cc4c2'));
  const e = ell(kit, x, 0.15, z, 0.28);
  g += ellipse(e, 'none', `stroke="${T('#ecd596')}" stroke-width="${f1(e.rx * 0.045)}"`);
  for (let i = 0; i < 12; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next()) * 0.2;
    g += rosePetal(kit, x + Math.cos(a) * rr, 0.151, z + Math.sin(a) * rr, rng);
  }
  g += flatBlossom(kit, x - 0.06, 0.152, z + 0.05, 0.06, '#fbf3e4', '#f2c14e');
  g += flatBlossom(kit, x + 0.09, 0.152, z - 0.04, 0.05, '#f6d9e0', '#f2c14e');
  g += towelStack(
    kit,
    { x: x + 0.58, y: 0, z: z - 0.12, w: 0.4, d: 0.32 },
    ['#f3ede2'],
    kit.cfg.accent,
  );
  return g;
}

/**
 * The treatment room made ready: towels folded on the couch with a frangipani, rolled towels at
 * its head, a brass footbath of warm water strewn with petals, candles on the floor, and on a
 * side table the oils, a bowl of turmeric paste and a bundle of lemongrass.
 */
export function spaTreatment(kit: Kit): Placed[] {
  const c = kit.couch;
  const rng = makeRng(kit.rng.int(1, 1_000_000));
  const out: Placed[] = [];
  const towels = ['#f7f3ea', '#f7f3ea', '#f3ede2'];
  const towelsTop = c.top + towels.length * 0.08;
  out.push({
    z: c.z0 + 0.29,
    g: () =>
      towelStack(
        kit,
        { x: c.x0 + 0.48, y: c.top, z: c.z0 + 0.12, w: 0.56, d: 0.46 },
        towels,
        kit.cfg.accent,
      ) +
      flatBlossom(kit, c.x0 + 0.38, towelsTop, c.z0 + 0.3, 0.11, '#fbf3e4', '#f2c14e') +
      flatBlossom(kit, c.x0 + 0.6, towelsTop, c.z0 + 0.36, 0.08, '#f6d9e0', '#f2c14e') +
      rolledTowels(kit, c.x1 - 0.3, c.top, c.z0 + 0.16, '#f7f1e4') +
      rosePetal(kit, c.x0 + 1.0, c.top + 0.002, c.z0 + 0.2, rng) +
      rosePetal(kit, c.x0 + 1.08, c.top + 0.002, c.z0 + 0.3, rng) +
      rosePetal(kit, c.x0 + 0.95, c.top + 0.002, c.z0 + 0.42, rng),
  });
  // the side table at the head of the couch, the footbath in front of the couch
  const sz = c.z0 + 0.05;
  out.push({ z: sz + 0.2, g: () => oilsTable(kit, c.x1 + 0.65, sz) });
  const fz = c.z0 - 0.5;
  out.push({ z: fz, g: () => footbath(kit, c.x0 + 0.55, fz, rng) });
  const cx = c.x1 + 0.2;
  const cz = c.z0 - 0.35;
  out.push({
    z: cz,
    g: () =>
      backToFront([
        { z: cz + 0.2, g: candle(kit, cx + 0.1, 0, cz + 0.2, 0.24, 0.05) },
        { z: cz + 0.08, g: candle(kit, cx + 0.28, 0, cz + 0.08, 0.15, 0.045) },
        { z: cz, g: candle(kit, cx + 0.02, 0, cz, 0.09, 0.04) },
      ]),
  });
  return out;
}

/**
 * A wind-up gramophone on a round side table between the library's armchairs: a walnut case,
 * a record on the platter, the tone arm, and a brass horn flaring up toward the room.
 */
export function gramophone(kit: Kit, x: number, z: number): Placed[] {
  const T = kit.T;
  const wood = '#5a3420';
  return [
    {
      z: z - 0.05,
      g: () => {
        const top = 0.6;
        let g = contact(kit, x, 0, z, 0.2, 0.35);
        g += turned(kit, x, z, 0, 0.04, 0.17, 0.15, kit.cfg.wood, null);
        g += turned(kit, x, z, 0.04, top - 0.03, 0.045, 0.035, kit.cfg.wood, null);
        g += turned(
          kit,
          x,
          z,
          top - 0.03,
          top,
          0.25,
          0.25,
          kit.cfg.wood,
          T(shade(kit.cfg.wood, 0.15)),
        );
        // the case
        const y0 = top;
        const y1 = top + 0.15;
        g += contact(kit, x, top, z, 0.17, 0.3);
        g += kit.box({ x0: x - 0.16, x1: x + 0.16, y0, y1, z0: z - 0.14, z1: z + 0.14 }, wood);
        const k = kit.cam.s(z);
        const a = kit.cam.p(x - 0.13, y1 - 0.03, z - 0.14);
        const b = kit.cam.p(x + 0.13, y0 + 0.03, z - 0.14);
        g += `<rect x="${f1(a[0])}" y="${f1(a[1])}" width="${f1(b[0] - a[0])}" height="${f1(b[1] - a[1])}" fill="none" stroke="${T('#c9a465')}" stroke-width="${f1(k * 0.006)}"/>`;
        // the crank on the side
        const ck = kit.cam.p(x + 0.16, y0 + 0.07, z - 0.02);
        g += `<path d="M${f1(ck[0])} ${f1(ck[1])}l${f1(k * 0.06)} 0l0 ${f1(k * 0.05)}" stroke="${T('#c9a465')}" stroke-width="${f1(k * 0.012)}" fill="none"/>`;
        // the record on its platter, the red label, the tone arm across it
        const rec = ell(kit, x - 0.01, y1 + 0.012, z, 0.13);
        g += ellipse(ell(kit, x - 0.01, y1 + 0.004, z, 0.135), T('#3a2a20'));
        g += ellipse(rec, '#17130f');
        g += ellipse(
          { ...rec, rx: rec.rx * 0.66, ry: rec.ry * 0.66 },
          'none',
          `stroke="#3a342c" stroke-width="${f1(k * 0.004)}"`,
        );
        g += ellipse({ ...rec, rx: rec.rx * 0.3, ry: rec.ry * 0.3 }, T('#a8322a'));
        const pv = kit.cam.p(x + 0.13, y1 + 0.03, z + 0.1);
        const nd = kit.cam.p(x + 0.03, y1 + 0.02, z - 0.05);
        g += `<path d="M${f1(pv[0])} ${f1(pv[1])}L${f1(nd[0])} ${f1(nd[1])}" stroke="${T('#d8c08a')}" stroke-width="${f1(k * 0.014)}" stroke-linecap="round"/>`;
        // the horn: a tapering neck rising from the back of the case, curving up and over into
        // a wide bell that faces the room, its brass gores catching the lamplight
        const base = kit.cam.p(x - 0.1, y1 + 0.02, z + 0.12);
        const bend = kit.cam.p(x - 0.14, y1 + 0.32, z + 0.1);
        const mouth = kit.cam.p(x - 0.26, y1 + 0.5, z - 0.05);
        const rx = k * 0.24;
        const ry = k * 0.2;
        const neck = (w0: number, w1: number) =>
          `M${f1(base[0] - w0)} ${f1(base[1])}Q${f1(bend[0] - w0 * 1.3)} ${f1(bend[1])} ${f1(mouth[0] + rx * 0.5)} ${f1(mouth[1] + ry * 0.75)}L${f1(mouth[0] + rx * 0.75)} ${f1(mouth[1] + ry * 0.35)}Q${f1(bend[0] + w1)} ${f1(bend[1] + w1)} ${f1(base[0] + w0)} ${f1(base[1])}Z`;
        g += `<path d="${neck(k * 0.02, k * 0.08)}" fill="${kit.s.lin(
          base[0] - k * 0.1,
          0,
          base[0] + k * 0.1,
          0,
          [
            [0, T('#8a6a2e')],
            [0.4, T('#e8cf8e')],
            [1, T('#9a7a3a')],
          ],
        )}"/>`;
        const rot = -28;
        g += `<g transform="rotate(${rot} ${f1(mouth[0])} ${f1(mouth[1])})">`;
        g += `<ellipse cx="${f1(mouth[0])}" cy="${f1(mouth[1])}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${kit.s.rad(
          mouth[0] - rx * 0.3,
          mouth[1] - ry * 0.3,
          rx * 1.2,
          [
            [0, T('#f6e2a8')],
            [0.55, T('#c9a465')],
            [1, T('#8a6a2e')],
          ],
        )}"/>`;
        g += `<ellipse cx="${f1(mouth[0] + rx * 0.08)}" cy="${f1(mouth[1] + ry * 0.08)}" rx="${f1(rx * 0.8)}" ry="${f1(ry * 0.78)}" fill="${kit.s.rad(
          mouth[0] + rx * 0.15,
          mouth[1] + ry * 0.15,
          rx * 0.8,
          [
            [0, '#2a1a0c'],
            [0.35, T('#6a4a1e')],
            [1, T('#d8b870')],
          ],
        )}"/>`;
        let gores = '';
        for (let i = 0; i < 8; i++) {
          const an = (i / 8) * Math.PI * 2;
          gores += `M${f1(mouth[0] + rx * 0.12 + Math.cos(an) * rx * 0.12)} ${f1(mouth[1] + ry * 0.12 + Math.sin(an) * ry * 0.12)}L${f1(mouth[0] + Math.cos(an) * rx)} ${f1(mouth[1] + Math.sin(an) * ry)}`;
        }
        g += `<path d="${gores}" stroke="${T('#8a6a2e')}" stroke-width="${f1(k * 0.006)}" opacity="0.6"/>`;
        g += `<ellipse cx="${f1(mouth[0])}" cy="${f1(mouth[1])}" rx="${f1(rx)}" ry="${f1(ry)}" fill="none" stroke="${T('#f0d898')}" stroke-width="${f1(k * 0.012)}"/>`;
        g += '</g>';
        return g;
      },
    },
  ];
}
