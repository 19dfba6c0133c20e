/**
 * The pool and the lotus pond (About's "Pool & Lotus Pond"): a spring-fed pool in the estate
 * garden at golden hour, striped cabanas with white drapes and teak loungers on its far deck,
 * the old lotus pond beside it with pink lotus and round pads, mango trees and palms behind,
 * and the tea hills beyond. One garden camera looks across the water.
 */
import { FAR_GOLDEN, finish, teaBackdrop } from './garden.ts';
import { lowSun, palm, TOD, type TodSpec } from './landscape.ts';
import {
  Cam,
  f1,
  jitter,
  makeRng,
  mix,
  type P3,
  pathOf,
  type Rng,
  Svg,
  shade,
  shadedBox,
} from './lib.ts';

const W = 1440;
const H = 960;

/** The garden's plan in metres: x across (the camera stands at CAM_X), z away from the camera. */
const POOL = { x0: -14, x1: 2.9, z0: 4.6, z1: 9.4 };
const POND = { x0: 3.95, x1: 18, z0: 1, z1: 9.4 };
const DECK = { z0: 9.4, z1: 12.6 };
const COPING = 0.32;

/** A horizontal circle of radius r at (x, y, z), as a screen ellipse. */
function flatEllipse(cam: Cam, x: number, y: number, z: number, r: number) {
  const [cx, cy] = cam.p(x, y, z);
  const k = cam.s(z);
  return { cx, cy, rx: r * k, ry: r * k * Math.max(0.05, (cam.camY - y) / (z - cam.camZ)) };
}

/** A quad of world points. */
const quad = (cam: Cam, pts: P3[], fill: string, extra = '') =>
  `<path d="${cam.d(pts)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A flat rectangle on the ground (y = h) between x0..x1 and z0..z1. */
const ground = (x0: number, x1: number, z0: number, z1: number, h = 0): P3[] => [
  [x0, h, z0],
  [x1, h, z0],
  [x1, h, z1],
  [x0, h, z1],
];

/** Teak planks running across, their joints converging on the horizon. */
function deck(s: Svg, cam: Cam, x0: number, x1: number, z0: number, z1: number, rng: Rng) {
  const d = cam.d(ground(x0, x1, z0, z1));
  const a = cam.p(0, 0, z1)[1];
  const b = cam.p(0, 0, z0)[1];
  let g = `<path d="${d}" fill="${s.lin(0, a, 0, b, [
    [0, '#b98a5c'],
    [1, '#9a6a42'],
  ])}"/>`;
  let lines = '';
  for (let z = z0 + 0.16; z < z1; z += 0.16) {
    const p = cam.p(x0, 0, z);
    const q = cam.p(x1, 0, z);
    lines += `M${f1(p[0])} ${f1(p[1])}L${f1(q[0])} ${f1(q[1])}`;
  }
  g += `<path d="${lines}" stroke="#6e4628" stroke-width="1" opacity="0.45"/>`;
  // butt joints staggered along the boards, and a few paler boards
  let joints = '';
  for (let z = z0; z < z1; z += 0.16) {
    for (let x = x0 + rng.range(0, 2); x < x1; x += rng.range(1.6, 2.6)) {
      const p = cam.p(x, 0, z);
      const q = cam.p(x, 0, z + 0.16);
      joints += `M${f1(p[0])} ${f1(p[1])}L${f1(q[0])} ${f1(q[1])}`;
    }
    if (rng.chance(0.25)) g += quad(cam, ground(x0, x1, z, z + 0.14), '#e0b888', 'opacity="0.18"');
  }
  g += `<path d="${joints}" stroke="#6e4628" stroke-width="0.8" opacity="0.35"/>`;
  return g;
}

/**
 * A mango tree: a short trunk forking into heavy limbs under a dense, dark dome of leaf clusters,
 * lit from the sun's side (left), its edge broken into single leaves.
 */
function mangoTree(rng: Rng, x: number, y: number, h: number, dark: string, light: string) {
  const cy = y - h * 0.62;
  const rx = h * 0.52;
  const ry = h * 0.4;
  let g = '';
  const tw = h * 0.045;
  g += `<path d="M${f1(x - tw)} ${f1(y)}Q${f1(x - tw * 0.6)} ${f1(y - h * 0.2)} ${f1(x - tw * 0.9)} ${f1(y - h * 0.32)}L${f1(x + tw * 0.9)} ${f1(y - h * 0.32)}Q${f1(x + tw * 0.6)} ${f1(y - h * 0.2)} ${f1(x + tw)} ${f1(y)}Z" fill="#3a2a1c"/>`;
  for (const [dx, dy] of [
    [-0.3, -0.55],
    [0.05, -0.7],
    [0.32, -0.52],
  ] as const)
    g += `<path d="M${f1(x)} ${f1(y - h * 0.3)}Q${f1(x + dx * h * 0.3)} ${f1(y - h * 0.42)} ${f1(x + dx * h)} ${f1(y + dy * h)}" stroke="#3a2a1c" stroke-width="${f1(tw * 0.9)}" fill="none" stroke-linecap="round"/>`;
  g += `<ellipse cx="${f1(x)}" cy="${f1(cy)}" rx="${f1(rx * 0.96)}" ry="${f1(ry * 0.92)}" fill="${shade(dark, -0.15)}"/>`;
  const clusters: { y: number; g: string }[] = [];
  for (let i = 0; i < 70; i++) {
    const a = rng.range(0, Math.PI * 2);
    const rr = Math.sqrt(rng.next());
    const px = x + Math.cos(a) * rx * rr * 0.95;
    const py = cy + Math.sin(a) * ry * rr * 0.9;
    if (py > y - h * 0.3) continue;
    const r = h * rng.range(0.06, 0.1);
    // lighter toward the sun (left) and the top
    const lit = Math.max(0, Math.min(1, 0.5 - ((px - x) / rx) * 0.35 - ((py - cy) / ry) * 0.35));
    const col = mix(dark, light, lit * 0.75 + rng.range(-0.08, 0.08));
    let c = `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(r * 1.2)}" ry="${f1(r * 0.85)}" fill="${col}"/>`;
    c += `<ellipse cx="${f1(px - r * 0.3)}" cy="${f1(py - r * 0.3)}" rx="${f1(r * 0.6)}" ry="${f1(r * 0.35)}" fill="${mix(col, light, 0.45)}" opacity="0.7"/>`;
    clusters.push({ y: py, g: c });
  }
  clusters.sort((a, b) => a.y - b.y);
  g += clusters.map((c) => c.g).join('');
  // single long leaves breaking the outline
  let leaves = '';
  for (let i = 0; i < 90; i++) {
    const a = rng.range(Math.PI * 0.95, Math.PI * 2.05);
    const px = x + Math.cos(a) * rx * rng.range(0.9, 1.04);
    const py = cy + Math.sin(a) * ry * rng.range(0.9, 1.04);
    const L = h * rng.range(0.035, 0.055);
    const rot = (a * 180) / Math.PI + rng.range(-40, 40);
    leaves += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(L)}" ry="${f1(L * 0.3)}" transform="rotate(${f1(rot)} ${f1(px)} ${f1(py)})" fill="${mix(dark, light, rng.range(0.1, 0.5))}"/>`;
  }
  g += leaves;
  return g;
}

/* ================================================================ cabana */

/**
 * An open pavilion on a low teak platform: four posts under a pyramid canopy of striped canvas
 * with a scalloped valance, white drapes tied back at the front posts and hanging loose at the
 * back, and a daybed of cushions inside.
 */
function cabana(
  s: Svg,
  cam: Cam,
  x0: number,
  x1: number,
  z0: number,
  stripe: string,
  cushion: string,
) {
  const z1 = z0 + 2.5;
  const eave = 2.45;
  const apex = 3.35;
  const over = 0.22;
  const cx = (x0 + x1) / 2;
  const cz = (z0 + z1) / 2;
  const k = cam.s(z0);
  const P = (x: number, y: number, z: number) => cam.p(x, y, z);
  let g = '';
  // shadow thrown right and forward by the low sun on the left
  g += `<path d="${cam.d(ground(x0 + 0.2, x1 + 1.4, z0 - 0.6, z1))}" fill="#2a1608" opacity="0.28" filter="${s.blur(8)}"/>`;
  // platform
  g += shadedBox(cam, { x0, x1, y0: 0, y1: 0.3, z0, z1 }, '#8a5a34');
  // the back drape, a pale wall of cloth between the back posts, folds hanging straight
  const b0 = P(x0 + 0.05, eave, z1);
  const b1 = P(x1 - 0.05, 0.3, z1);
  g += `<rect x="${f1(b0[0])}" y="${f1(b0[1])}" width="${f1(b1[0] - b0[0])}" height="${f1(b1[1] - b0[1])}" fill="${s.lin(
    b0[0],
    0,
    b1[0],
    0,
    Array.from(
      { length: 13 },
      (_, i) => [i / 12, i % 2 ? '#d9cfbd' : '#f3ecdf'] as [number, string],
    ),
  )}"/>`;
  // side drapes, seen edge-on across the depth
  for (const x of [x0, x1]) {
    if ((x === x0 && cam.camX > x0) || (x === x1 && cam.camX < x1)) {
      g += quad(
        cam,
        [
          [x, 0.3, z0 + 0.1],
          [x, 0.3, z1],
          [x, eave, z1],
          [x, eave, z0 + 0.1],
        ],
        '#ece3d2',
        'opacity="0.75"',
      );
    }
  }
  // the daybed: a teak frame, a white mattress and a row of cushions against the back
  const bz0 = z0 + 0.5;
  const bz1 = z1 - 0.15;
  g += shadedBox(
    cam,
    { x0: x0 + 0.2, x1: x1 - 0.2, y0: 0.3, y1: 0.55, z0: bz0, z1: bz1 },
    '#6b4426',
  );
  g += shadedBox(
    cam,
    { x0: x0 + 0.22, x1: x1 - 0.22, y0: 0.55, y1: 0.72, z0: bz0 + 0.02, z1: bz1 },
    '#f4efe4',
    { top: '#fbf7ee' },
  );
  const nc = 4;
  const span = x1 - x0 - 0.6;
  for (let i = 0; i < nc; i++) {
    const ux = x0 + 0.3 + (span * (i + 0.5)) / nc;
    const c = P(ux, 0.95, bz1 - 0.2);
    const kk = cam.s(bz1 - 0.2);
    const col = i % 2 ? cushion : '#efe6d2';
    g += `<rect x="${f1(c[0] - kk * 0.26)}" y="${f1(c[1] - kk * 0.24)}" width="${f1(kk * 0.52)}" height="${f1(kk * 0.46)}" rx="${f1(kk * 0.12)}" fill="${col}"/>`;
    g += `<rect x="${f1(c[0] - kk * 0.2)}" y="${f1(c[1] - kk * 0.2)}" width="${f1(kk * 0.3)}" height="${f1(kk * 0.1)}" rx="${f1(kk * 0.05)}" fill="#ffffff" opacity="0.25"/>`;
  }
  // a bolster along the front edge of the mattress
  const bl = P(x0 + 0.4, 0.8, bz0 + 0.15);
  const br = P(x1 - 0.4, 0.8, bz0 + 0.15);
  const kb = cam.s(bz0 + 0.15);
  g += `<path d="M${f1(bl[0])} ${f1(bl[1])}L${f1(br[0])} ${f1(br[1])}" stroke="${shade(cushion, -0.1)}" stroke-width="${f1(kb * 0.16)}" stroke-linecap="round"/>`;
  // posts: the back pair, then the front pair
  for (const z of [z1, z0])
    for (const x of [x0 + 0.04, x1 - 0.04])
      g += shadedBox(
        cam,
        { x0: x - 0.06, x1: x + 0.06, y0: 0.3, y1: eave, z0: z - 0.06, z1: z + 0.06 },
        '#5a3820',
      );
  // the canopy: a pyramid of striped canvas, its front face toward the camera
  const e: P3[] = [
    [x0 - over, eave, z0 - over],
    [x1 + over, eave, z0 - over],
    [x1 + over, eave, z1 + over],
    [x0 - over, eave, z1 + over],
  ];
  const top: P3 = [cx, apex, cz];
  const faces: [P3, P3][] = [];
  if (cam.camX < x0 - over) faces.push([e[3]!, e[0]!]);
  if (cam.camX > x1 + over) faces.push([e[1]!, e[2]!]);
  faces.push([e[0]!, e[1]!]);
  for (const [a, b] of faces) {
    const front = a[2] === b[2];
    const tri = cam.pp([a, b, top]);
    const clip = s.clip(pathOf(tri));
    g += `<path d="${pathOf(tri)}" fill="${front ? '#f6efe0' : '#d8cdb8'}"/>`;
    g += `<g clip-path="${clip}">`;
    const n = 9;
    for (let i = 0; i < n; i += 2) {
      const u0 = i / n;
      const u1 = (i + 1) / n;
      const lerp = (u: number): P3 => [a[0] + (b[0] - a[0]) * u, a[1], a[2] + (b[2] - a[2]) * u];
      g += `<path d="${pathOf(cam.pp([lerp(u0), lerp(u1), top]))}" fill="${front ? stripe : shade(stripe, -0.2)}"/>`;
    }
    // the canvas darkens toward the eave, away from the sky
    const ty = cam.p(...top)[1];
    const by = Math.max(cam.p(...a)[1], cam.p(...b)[1]);
    g += `<rect x="0" y="${f1(ty)}" width="${W}" height="${f1(by - ty)}" fill="${s.lin(
      0,
      ty,
      0,
      by,
      [
        [0, '#fff7e0', 0.18],
        [1, '#3a2010', 0.18],
      ],
    )}"/></g>`;
  }
  // the valance: scallops along the front eave in the stripe colours
  const va = P(x0 - over, eave, z0 - over);
  const vb = P(x1 + over, eave, z0 - over);
  const ns = 10;
  const sw = (vb[0] - va[0]) / ns;
  let val = `M${f1(va[0])} ${f1(va[1])}`;
  for (let i = 0; i < ns; i++) val += `a${f1(sw / 2)} ${f1(sw * 0.45)} 0 0 0 ${f1(sw)} 0`;
  g += `<path d="${val}L${f1(va[0])} ${f1(va[1])}Z" fill="${stripe}"/>`;
  g += `<path d="M${f1(va[0])} ${f1(va[1])}L${f1(vb[0])} ${f1(vb[1])}" stroke="#f6efe0" stroke-width="${f1(k * 0.05)}"/>`;
  // a brass finial on the apex
  const ap = cam.p(...top);
  g += `<circle cx="${f1(ap[0])}" cy="${f1(ap[1] - k * 0.06)}" r="${f1(k * 0.06)}" fill="#c9a465"/>`;
  // front drapes: gathered from the eave, tied back to the posts at waist height
  for (const side of [-1, 1]) {
    const px = side < 0 ? x0 + 0.04 : x1 - 0.04;
    const tp = P(px, eave - 0.05, z0 - 0.08);
    const tie = P(px, 1.1, z0 - 0.08);
    const foot = P(px, 0.3, z0 - 0.08);
    const w = k * 0.5;
    const inner = -side;
    const d = `M${f1(tp[0] - side * k * 0.08)} ${f1(tp[1])}L${f1(tp[0] + inner * w)} ${f1(tp[1])}Q${f1(tie[0] + inner * w * 0.4)} ${f1((tp[1] + tie[1]) / 2)} ${f1(tie[0] + inner * k * 0.05)} ${f1(tie[1])}Q${f1(foot[0] + inner * w * 0.6)} ${f1((tie[1] + foot[1]) / 2)} ${f1(foot[0] + inner * w * 0.45)} ${f1(foot[1])}L${f1(foot[0] - side * k * 0.1)} ${f1(foot[1])}Z`;
    g += `<path d="${d}" fill="${s.lin(tp[0] - side * k * 0.1, 0, tp[0] + inner * w, 0, [
      [0, '#fbf7ee'],
      [0.5, '#efe6d4'],
      [0.8, '#fbf7ee'],
      [1, '#d8ccb6'],
    ])}"/>`;
    g += `<path d="M${f1(tie[0] - k * 0.05)} ${f1(tie[1])}l${f1(inner * k * 0.2)} 0" stroke="#c9a465" stroke-width="${f1(k * 0.04)}" stroke-linecap="round"/>`;
  }
  return g;
}

/* ================================================================ loungers */

/**
 * A teak sun lounger seen from the side along x: slatted base on four legs, a white cushion,
 * the backrest raised at the `head` end, and a striped towel folded at its foot.
 */
function lounger(s: Svg, cam: Cam, x0: number, x1: number, z: number, head: 1 | -1, towel: string) {
  const z1 = z + 0.7;
  const teak = '#8a5a34';
  let g = `<path d="${cam.d(ground(x0 + 0.1, x1 + 0.5, z - 0.1, z1 + 0.1))}" fill="#2a1608" opacity="0.3" filter="${s.blur(5)}"/>`;
  // legs
  for (const x of [x0 + 0.08, x1 - 0.12])
    for (const zz of [z1 - 0.06, z + 0.06])
      g += shadedBox(
        cam,
        { x0: x, x1: x + 0.05, y0: 0, y1: 0.3, z0: zz - 0.03, z1: zz + 0.03 },
        teak,
      );
  const hx = head > 0 ? x1 : x0;
  const bx = head > 0 ? x1 - 0.65 : x0 + 0.65;
  // frame and the flat part of the cushion
  g += shadedBox(cam, { x0, x1, y0: 0.3, y1: 0.38, z0: z, z1 }, teak);
  const fx0 = head > 0 ? x0 : bx;
  const fx1 = head > 0 ? bx : x1;
  g += shadedBox(
    cam,
    { x0: fx0, x1: fx1, y0: 0.38, y1: 0.48, z0: z + 0.03, z1: z1 - 0.03 },
    '#f1ebde',
    {
      top: '#fbf8f1',
    },
  );
  // the raised backrest: a tilted cushion rising from bx to the head end
  const rise = 0.55;
  const back: P3[] = [
    [bx, 0.42, z + 0.03],
    [hx, 0.42 + rise, z + 0.03],
    [hx, 0.42 + rise, z1 - 0.03],
    [bx, 0.42, z1 - 0.03],
  ];
  g += `<path d="${cam.d(back)}" fill="#fbf8f1"/>`;
  const front: P3[] = [
    [bx, 0.36, z + 0.03],
    [hx, 0.36 + rise, z + 0.03],
    [hx, 0.46 + rise, z + 0.03],
    [bx, 0.46, z + 0.03],
  ];
  g += `<path d="${cam.d(front)}" fill="#e6dccb"/>`;
  g += `<path d="${cam.d([
    [bx, 0.3, z],
    [hx, 0.3 + rise, z],
    [hx, 0.36 + rise, z],
    [bx, 0.36, z],
  ])}" fill="${shade(teak, -0.1)}"/>`;
  // a folded towel at the foot, its stripes across
  const tx0 = head > 0 ? x0 + 0.12 : x1 - 0.52;
  const tb = { x0: tx0, x1: tx0 + 0.4, y0: 0.48, y1: 0.56, z0: z + 0.12, z1: z1 - 0.12 };
  g += shadedBox(cam, tb, '#f7f3ea', { top: '#fdfaf3' });
  for (const u of [0.12, 0.2, 0.8, 0.88])
    g += shadedBox(
      cam,
      { ...tb, x0: tb.x0 + 0.4 * u, x1: tb.x0 + 0.4 * u + 0.035, y1: tb.y1 + 0.002 },
      towel,
      { top: towel },
    );
  return g;
}

/* ================================================================ water */

/** Pink lotus in flower on its stem: two rings of pointed petals round a yellow heart. */
function lotus(x: number, y: number, r: number, rng: Rng): string {
  let g = '';
  const petal = (a: number, len: number, wid: number, col: string) => {
    const tx = x + Math.sin(a) * len;
    const ty = y - Math.cos(a) * len;
    const nx = Math.cos(a) * wid;
    const ny = Math.sin(a) * wid;
    return `<path d="M${f1(x)} ${f1(y)}Q${f1((x + tx) / 2 + nx)} ${f1((y + ty) / 2 + ny)} ${f1(tx)} ${f1(ty)}Q${f1((x + tx) / 2 - nx)} ${f1((y + ty) / 2 - ny)} ${f1(x)} ${f1(y)}Z" fill="${col}"/>`;
  };
  // outer petals splay low and are paler; inner ones stand up, pinker at the tips
  for (const a of [-1.45, 1.45, -1.05, 1.05])
    g += petal(a, r * 1.05, r * 0.32, jitter('#f4c3cf', rng, 0.03));
  for (const a of [-0.7, 0.7]) g += petal(a, r * 1.15, r * 0.36, jitter('#eea2b6', rng, 0.03));
  g += `<ellipse cx="${f1(x)}" cy="${f1(y - r * 0.35)}" rx="${f1(r * 0.32)}" ry="${f1(r * 0.16)}" fill="#f2c94c"/>`;
  for (const a of [-0.32, 0.32, 0])
    g += petal(a, r * 1.1, r * 0.3, jitter(a === 0 ? '#e27d9a' : '#e98fa8', rng, 0.03));
  // darker pink veins at the tips
  g += `<path d="M${f1(x)} ${f1(y)}l0 ${f1(-r * 1.05)}" stroke="#c85a7c" stroke-width="${f1(r * 0.04)}" opacity="0.6"/>`;
  return g;
}

/** A lotus pad floating flat: a round leaf with its notch and veins, squashed by the view. */
function pad(e: { cx: number; cy: number; rx: number; ry: number }, col: string, rot: number) {
  const notch = 0.35;
  const a0 = rot - notch / 2;
  const a1 = rot + notch / 2;
  const px = (a: number) => e.cx + Math.cos(a) * e.rx;
  const py = (a: number) => e.cy + Math.sin(a) * e.ry;
  let g = `<path d="M${f1(e.cx)} ${f1(e.cy)}L${f1(px(a1))} ${f1(py(a1))}A${f1(e.rx)} ${f1(e.ry)} 0 1 1 ${f1(px(a0))} ${f1(py(a0))}Z" fill="${col}"/>`;
  let v = '';
  for (let i = 1; i < 9; i++) {
    const a = a1 + (i / 9) * (Math.PI * 2 - notch);
    v += `M${f1(e.cx)} ${f1(e.cy)}L${f1(e.cx + Math.cos(a) * e.rx * 0.85)} ${f1(e.cy + Math.sin(a) * e.ry * 0.85)}`;
  }
  g += `<path d="${v}" stroke="${shade(col, 0.25)}" stroke-width="${f1(Math.max(0.6, e.rx * 0.025))}" opacity="0.5"/>`;
  g += `<ellipse cx="${f1(e.cx - e.rx * 0.2)}" cy="${f1(e.cy - e.ry * 0.25)}" rx="${f1(e.rx * 0.45)}" ry="${f1(e.ry * 0.35)}" fill="#ffffff" opacity="0.08"/>`;
  return g;
}

/**
 * The lotus pond: dark water holding the sky, a laterite ghat edge, floating pads, a few leaves
 * held up on their stalks like cups, and pink flowers and buds standing above them.
 */
function lotusPond(s: Svg, cam: Cam, rng: Rng, t: TodSpec) {
  const { x0, x1, z0, z1 } = POND;
  let g = '';
  const top = cam.p(0, 0, z1)[1];
  const water = cam.d(ground(x0, x1, z0, z1, -0.15));
  const clip = s.clip(water);
  g += `<path d="${water}" fill="${s.lin(0, top, 0, H, [
    [0, mix(t.sky[2]!, '#3f6a5a', 0.45)],
    [0.3, '#3f6456'],
    [1, '#1f3a32'],
  ])}"/>`;
  g += `<g clip-path="${clip}">`;
  // ripples catching the low sun
  for (let i = 0; i < 30; i++) {
    const z = rng.range(z0 + 1.5, z1);
    const x = rng.range(x0, x0 + 6);
    const p = cam.p(x, -0.15, z);
    const k = cam.s(z);
    g += `<path d="M${f1(p[0] - k * 0.4)} ${f1(p[1])}h${f1(k * 0.8)}" stroke="#ffe2b0" stroke-width="${f1(Math.max(0.7, k * 0.015))}" opacity="${f1(rng.range(0.1, 0.3))}"/>`;
  }
  // pads, far to near, then flowers standing above them, all over the part of the pond in view
  const seen = (z: number) => cam.camX + ((W / 2) * (z - cam.camZ)) / cam.f;
  const items: { z: number; g: string }[] = [];
  const greens = ['#4f7a34', '#5f8a3a', '#46703a', '#6a8f3e'];
  for (let i = 0; i < 110; i++) {
    const z = z0 + 1.6 + (z1 - z0 - 1.7) * rng.next() ** 0.9;
    const x = rng.range(x0 + 0.3, seen(z) + 0.3);
    const r = rng.range(0.18, 0.34);
    const e = flatEllipse(cam, x, -0.14, z, r);
    items.push({ z, g: pad(e, jitter(rng.pick(greens), rng, 0.06), rng.range(0, Math.PI * 2)) });
  }
  // leaves raised on stalks: shallow cups seen from the side, and the flowers among them
  for (let i = 0; i < 46; i++) {
    const z = z0 + 2.3 + (z1 - z0 - 2.6) * rng.next() ** 1.4;
    const x = rng.range(x0 + 0.35, seen(z) + 0.2);
    const k = cam.s(z);
    const base = cam.p(x, -0.15, z);
    const hgt = rng.range(0.2, 0.75);
    const tip = cam.p(x + rng.range(-0.05, 0.05), hgt, z);
    const stem = `<path d="M${f1(base[0])} ${f1(base[1])}Q${f1(base[0] + k * 0.03)} ${f1((base[1] + tip[1]) / 2)} ${f1(tip[0])} ${f1(tip[1])}" stroke="#5a7a3a" stroke-width="${f1(Math.max(0.8, k * 0.012))}" fill="none"/>`;
    const kind = i % 5;
    if (kind < 2) {
      // a raised leaf: a wide shallow cup
      const r = rng.range(0.2, 0.3) * k;
      const c = jitter('#6a9440', rng, 0.06);
      items.push({
        z: z - 0.01,
        g: `${stem}<path d="M${f1(tip[0] - r)} ${f1(tip[1] - r * 0.25)}Q${f1(tip[0])} ${f1(tip[1] + r * 0.55)} ${f1(tip[0] + r)} ${f1(tip[1] - r * 0.3)}Q${f1(tip[0])} ${f1(tip[1] - r * 0.05)} ${f1(tip[0] - r)} ${f1(tip[1] - r * 0.25)}Z" fill="${c}"/><path d="M${f1(tip[0] - r)} ${f1(tip[1] - r * 0.25)}Q${f1(tip[0])} ${f1(tip[1] - r * 0.5)} ${f1(tip[0] + r)} ${f1(tip[1] - r * 0.3)}Q${f1(tip[0])} ${f1(tip[1] - r * 0.05)} ${f1(tip[0] - r)} ${f1(tip[1] - r * 0.25)}Z" fill="${shade(c, 0.15)}"/>`,
      });
    } else if (kind < 4) {
      items.push({ z: z - 0.01, g: stem + lotus(tip[0], tip[1], k * 0.15, rng) });
    } else {
      // a bud: a closed pink teardrop
      const r = k * 0.07;
      items.push({
        z: z - 0.01,
        g: `${stem}<path d="M${f1(tip[0])} ${f1(tip[1] - r * 2.2)}Q${f1(tip[0] + r * 1.3)} ${f1(tip[1] - r * 0.4)} ${f1(tip[0])} ${f1(tip[1])}Q${f1(tip[0] - r * 1.3)} ${f1(tip[1] - r * 0.4)} ${f1(tip[0])} ${f1(tip[1] - r * 2.2)}Z" fill="#e88aa4"/><path d="M${f1(tip[0])} ${f1(tip[1] - r * 2.2)}Q${f1(tip[0] + r * 0.6)} ${f1(tip[1] - r * 0.8)} ${f1(tip[0])} ${f1(tip[1])}" fill="#f6c2d0" opacity="0.6"/>`,
      });
    }
  }
  items.sort((a, b) => b.z - a.z);
  g += items.map((i) => i.g).join('');
  g += '</g>';
  // the ghat: laterite steps down into the water along the walk's edge
  for (let i = 0; i < 3; i++) {
    const x = x0 + i * 0.13;
    const y = -i * 0.05;
    g += quad(
      cam,
      [
        [x, y, z0],
        [x + 0.13, y, z0],
        [x + 0.13, y, z1],
        [x, y, z1],
      ],
      shade('#a8674a', -i * 0.12),
    );
    // brick joints across each tread
    let j = '';
    for (let z = z0 + 0.3; z < z1; z += 0.3) {
      const a = cam.p(x, y, z);
      const b = cam.p(x + 0.13, y, z);
      j += `M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}`;
    }
    g += `<path d="${j}" stroke="#6e3a24" stroke-width="1" opacity="0.4"/>`;
  }
  return g;
}

/** The pool: pale stone coping round turquoise water holding the sky and the far deck. */
function pool(s: Svg, cam: Cam, rng: Rng, mirrored: string) {
  const { x0, x1, z0, z1 } = POOL;
  let g = quad(cam, ground(x0 - COPING, x1 + COPING, z0 - COPING, z1 + COPING, 0.005), '#e9dfca');
  const wd = cam.d(ground(x0, x1, z0, z1));
  const clip = s.clip(wd);
  const top = cam.p(0, 0, z1)[1];
  const bot = cam.p(0, 0, z0)[1];
  g += `<path d="${wd}" fill="${s.lin(0, top, 0, bot, [
    [0, '#9fd0cf'],
    [0.45, '#4fa6b0'],
    [1, '#2f8494'],
  ])}"/>`;
  g += `<g clip-path="${clip}">`;
  // the far deck and cabanas mirrored in the water, softened
  const wl = cam.p(0, -0.12, z1)[1];
  g += `<g transform="translate(0 ${f1(wl * 2)}) scale(1 -1)" opacity="0.32">${mirrored}</g>`;
  // the inner wall of the far side, in shade, and the sunny near wall
  g += quad(
    cam,
    [
      [x0, -0.12, z1],
      [x1, -0.12, z1],
      [x1, 0, z1],
      [x0, 0, z1],
    ],
    '#3f8f98',
  );
  // ripples and sparkles
  for (let i = 0; i < 70; i++) {
    const z = rng.range(z0, z1);
    const x = rng.range(x0 + 9, x1);
    const p = cam.p(x, -0.12, z);
    const k = cam.s(z);
    const w = k * rng.range(0.3, 0.9);
    g += `<path d="M${f1(p[0] - w / 2)} ${f1(p[1])}q${f1(w / 4)} ${f1(-k * 0.02)} ${f1(w / 2)} 0t${f1(w / 2)} 0" fill="none" stroke="#e8fbf6" stroke-width="${f1(Math.max(0.8, k * 0.018))}" opacity="${f1(rng.range(0.2, 0.55))}"/>`;
  }
  // the lane tiles on the floor, seen through the water
  for (const x of [-5, -2.5, 0]) {
    g += quad(
      cam,
      [
        [x - 0.1, -1.3, z0 + 0.5],
        [x + 0.1, -1.3, z0 + 0.5],
        [x + 0.1, -1.3, z1 - 0.5],
        [x - 0.1, -1.3, z1 - 0.5],
      ],
      '#1f5f74',
      'opacity="0.35"',
    );
  }
  g += '</g>';
  // a brass ladder at the near right corner: two rails rising from the deck and arching over
  // the coping into the water, the part below the surface seen faintly through it
  const lx = x1 - 0.9;
  for (const dx of [0, 0.5]) {
    const x = lx + dx;
    const foot = cam.p(x, 0, z0 - 0.55);
    const up = cam.p(x, 0.85, z0 - 0.55);
    const over = cam.p(x, 0.85, z0 + 0.05);
    const dip = cam.p(x, -0.12, z0 + 0.12);
    const deep = cam.p(x, -0.9, z0 + 0.12);
    const k = cam.s(z0);
    const sw = f1(k * 0.032);
    g += `<path d="M${f1(dip[0])} ${f1(dip[1])}L${f1(deep[0])} ${f1(deep[1])}" stroke="#d8c08a" stroke-width="${sw}" opacity="0.35" stroke-linecap="round" clip-path="${clip}"/>`;
    g += `<path d="M${f1(foot[0])} ${f1(foot[1])}L${f1(up[0])} ${f1(up[1] + k * 0.12)}Q${f1(up[0])} ${f1(up[1])} ${f1((up[0] + over[0]) / 2)} ${f1((up[1] + over[1]) / 2)}Q${f1(over[0])} ${f1(over[1])} ${f1(over[0])} ${f1(over[1] + k * 0.12)}L${f1(dip[0])} ${f1(dip[1])}" fill="none" stroke="#e0c890" stroke-width="${sw}" stroke-linecap="round"/>`;
    g += `<ellipse cx="${f1(foot[0])}" cy="${f1(foot[1])}" rx="${f1(k * 0.04)}" ry="${f1(k * 0.012)}" fill="#b8924f"/>`;
  }
  return g;
}

/** Distant egrets flying home over the garden. */
function egrets(x: number, y: number, n: number, k: number, rng: Rng): string {
  let g = '';
  for (let i = 0; i < n; i++) {
    const bx = x + i * k * 1.6 + rng.range(-k, k) * 0.4;
    const by = y + Math.abs(i - n / 2) * k * 0.45 + rng.range(-k, k) * 0.3;
    const w = k * rng.range(0.8, 1.1);
    const up = rng.range(0.2, 0.55) * w;
    g += `<path d="M${f1(bx - w)} ${f1(by - up)}Q${f1(bx - w * 0.4)} ${f1(by - up * 0.2)} ${f1(bx)} ${f1(by)}Q${f1(bx + w * 0.4)} ${f1(by - up * 0.2)} ${f1(bx + w)} ${f1(by - up)}Q${f1(bx + w * 0.4)} ${f1(by + k * 0.1)} ${f1(bx)} ${f1(by + k * 0.18)}Q${f1(bx - w * 0.4)} ${f1(by + k * 0.1)} ${f1(bx - w)} ${f1(by - up)}Z" fill="#fbf6ea" opacity="0.9"/>`;
  }
  return g;
}

export function renderPool(seed: number): string {
  const rng = makeRng(seed);
  const t: TodSpec = TOD.golden;
  const s = new Svg(W, H);
  const hz = 360;
  teaBackdrop(s, rng, { ...t, sun: lowSun(0.1, 0.85, 0.022) }, hz, hz + 30, FAR_GOLDEN);
  s.add(egrets(880, 150, 5, 16, rng));
  const cam = new Cam(1000, W / 2, hz, 2.6, 1.9);
  // the lawn behind the deck, and a clipped hedge along the garden's end
  const lawnTop = cam.p(0, 0, 30)[1];
  s.add(
    `<rect x="0" y="${f1(lawnTop)}" width="${W}" height="${f1(H - lawnTop)}" fill="${s.lin(
      0,
      lawnTop,
      0,
      H,
      [
        [0, '#8f9a4a'],
        [0.4, '#6f8038'],
        [1, '#4f6428'],
      ],
    )}"/>`,
  );
  // trees behind the pavilions: mangoes' dense dark domes, palms rising between them
  let trees = '';
  trees += palm(rng, 240, cam.p(0, 0, 26)[1], 330, '#4f6424', '#7a6a50');
  trees += palm(rng, 1010, cam.p(0, 0, 28)[1], 300, '#4f6424', '#7a6a50');
  trees += mangoTree(rng, 130, cam.p(0, 0, 19)[1], 470, '#263a1a', '#8a9848');
  trees += mangoTree(rng, 560, cam.p(0, 0, 22)[1], 400, '#2c401c', '#92a04c');
  trees += mangoTree(rng, 1260, cam.p(0, 0, 18)[1], 500, '#243818', '#889646');
  trees += palm(rng, 760, cam.p(0, 0, 17)[1], 380, '#4a6022', '#6a5a40');
  s.add(trees);
  // flowering shrubs at the foot of the trees
  let shrubs = '';
  for (let i = 0; i < 18; i++) {
    const z = rng.range(13.5, 16);
    const x = rng.range(-6, 14);
    const p = cam.p(x, 0, z);
    const r = cam.s(z) * rng.range(0.5, 0.9);
    shrubs += `<ellipse cx="${f1(p[0])}" cy="${f1(p[1] - r * 0.4)}" rx="${f1(r * 1.4)}" ry="${f1(r * 0.8)}" fill="${jitter('#3f6030', rng, 0.1)}"/>`;
    for (let j = 0; j < 5; j++)
      shrubs += `<circle cx="${f1(p[0] + rng.range(-r, r) * 1.2)}" cy="${f1(p[1] - r * rng.range(0.2, 1))}" r="${f1(r * 0.12)}" fill="${rng.pick(['#d6336c', '#e64980', '#f2a134', '#fbf3e4'])}"/>`;
  }
  s.add(shrubs);
  // the far deck, its cabanas and loungers (kept to be mirrored in the pool)
  let far = deck(s, cam, -14, 18, DECK.z0, DECK.z1, rng);
  far += cabana(s, cam, -3.3, -0.9, 9.9, '#2f5a46', '#c98a4a');
  far += lounger(s, cam, -0.2, 1.75, 9.7, -1, '#2f5a46');
  far += lounger(s, cam, 2.15, 4.1, 9.7, 1, '#b0463a');
  far += cabana(s, cam, 5.0, 7.4, 9.9, '#b0463a', '#2f5a46');
  s.add(far);
  // the walk between the pool and the pond, and the near deck
  s.add(deck(s, cam, -14, POND.x0, 1, POOL.z0 - COPING, rng));
  s.add(quad(cam, ground(POOL.x1 + COPING, POND.x0, 1, POND.z1), '#d9ccb2'));
  s.add(pool(s, cam, rng, far));
  s.add(lotusPond(s, cam, rng, t));
  finish(s, '#ffd089', W * 0.08, hz - 40, 0.4);
  return s.toString();
}
