/**
 * A morning walk through the tea (About's "Tea Garden Walks"): mist lying in the valleys at dawn,
 * rows of clipped tea rolling over the slope with shade trees standing in them, a footpath
 * winding up between the rows, three pluckers in bright saris with baskets on their backs, and
 * the garden factory's roof and chimney on the far hill.
 */
import { finish } from './garden.ts';
import { farRidges, mistBand, shadeTree, sky, TOD, type TodSpec } from './landscape.ts';
import { Cam, f1, jitter, makeRng, mix, type Pt, type Rng, Svg, shade, smoothPath } from './lib.ts';

const W = 1440;
const H = 960;

/** Ground height of the tea slope (m): falling toward the camera, rolling across. */
const terrain = (x: number, z: number) =>
  -1.3 + 0.085 * z + (0.7 * Math.sin(x * 0.16 + z * 0.05) + 0.03 * x) * Math.min(1, z / 12);
/** Clipped height of the tea table above the ground. */
const TABLE = 1.0;
/** The footpath's centre line, winding up the slope. */
const pathX = (z: number) => -0.2 + 1.6 * Math.sin(z * 0.13 - 0.4) + z * 0.05;
const pathW = (z: number) => 0.75 + z * 0.004;

interface Sari {
  body: string;
  border: string;
  blouse: string;
}

/**
 * A tea plucker standing in the rows, seen from the side, facing `dir`: sari falling to her feet
 * with its border at the hem and the pallu drawn over her head, hands reaching to the tea, a
 * conical bamboo basket on her back held by a strap across her forehead. (x, y) is where her
 * feet stand on screen, k pixels per metre; `haze` (0..1) fades her into the morning air.
 */
function plucker(x: number, y: number, k: number, dir: 1 | -1, c: Sari, haze: string, h: number) {
  const T = (col: string) => mix(col, haze, h);
  const P = (u: number, v: number) => `${f1(x + u * k * dir)} ${f1(y - v * k)}`;
  const skin = T('#8a5a3c');
  let g = '';
  // the basket on her back: wide woven cone, tea leaves heaped in it
  const bT0 = -0.52;
  const bT1 = -0.08;
  const bTop = 1.5;
  const bBot = 0.88;
  g += `<path d="M${P(bT0, bTop)}L${P(bT1, bTop)}L${P(-0.12, bBot)}Q${P(-0.24, bBot - 0.05)} ${P(-0.36, bBot)}Z" fill="${T('#b08850')}"/>`;
  let weave = '';
  for (let i = 1; i < 7; i++) {
    const v = bBot + ((bTop - bBot) * i) / 7;
    const t = (v - bBot) / (bTop - bBot);
    weave += `M${P(-0.36 + (bT0 + 0.36) * t, v)}L${P(-0.12 + (bT1 + 0.12) * t, v)}`;
  }
  for (let i = 1; i < 6; i++) {
    const u = i / 6;
    weave += `M${P(-0.36 + 0.24 * u, bBot)}L${P(bT0 + (bT1 - bT0) * u, bTop)}`;
  }
  g += `<path d="${weave}" stroke="${T('#7a5a30')}" stroke-width="${f1(Math.max(0.7, k * 0.008))}" opacity="0.7" fill="none"/>`;
  g += `<path d="M${P(bT0 - 0.02, bTop)}Q${P((bT0 + bT1) / 2, bTop + 0.1)} ${P(bT1 + 0.02, bTop)}Z" fill="${T('#4f7a34')}"/>`;
  g += `<path d="M${P(bT0 - 0.02, bTop)}L${P(bT1 + 0.02, bTop)}" stroke="${T('#8a6a3a')}" stroke-width="${f1(k * 0.02)}" stroke-linecap="round"/>`;
  // the far arm, in shade, reaching down to the bushes
  g += `<path d="M${P(0.02, 1.24)}L${P(0.2, 1.08)}L${P(0.4, 1.02)}" fill="none" stroke="${shade(skin, -0.25)}" stroke-width="${f1(k * 0.06)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  // the sari's skirt: pleated, falling to the feet, its border at the hem
  const skirt = `M${P(-0.13, 0.98)}L${P(0.12, 0.98)}Q${P(0.2, 0.5)} ${P(0.2, 0)}L${P(-0.2, 0)}Q${P(-0.18, 0.5)} ${P(-0.13, 0.98)}Z`;
  g += `<path d="${skirt}" fill="${T(c.body)}"/>`;
  let pleats = '';
  for (const u of [0.04, 0.09, 0.14])
    pleats += `M${P(u - 0.04, 0.9)}Q${P(u + 0.02, 0.45)} ${P(u + 0.03, 0.05)}`;
  g += `<path d="${pleats}" stroke="${T(shade(c.body, -0.25))}" stroke-width="${f1(k * 0.012)}" fill="none"/>`;
  g += `<path d="M${P(-0.2, 0.1)}L${P(0.2, 0.1)}L${P(0.2, 0)}L${P(-0.2, 0)}Z" fill="${T(c.border)}"/>`;
  // torso: the blouse, then the pallu across the chest and over the shoulder
  g += `<path d="M${P(-0.12, 0.96)}L${P(0.12, 0.96)}Q${P(0.16, 1.16)} ${P(0.08, 1.3)}L${P(-0.1, 1.31)}Q${P(-0.16, 1.12)} ${P(-0.12, 0.96)}Z" fill="${T(c.blouse)}"/>`;
  g += `<path d="M${P(0.13, 0.98)}Q${P(0.12, 1.14)} ${P(0.04, 1.3)}L${P(-0.1, 1.34)}Q${P(-0.17, 1.15)} ${P(-0.14, 0.95)}Z" fill="${T(c.body)}"/>`;
  g += `<path d="M${P(0.13, 0.98)}Q${P(0.12, 1.14)} ${P(0.04, 1.3)}" stroke="${T(c.border)}" stroke-width="${f1(k * 0.03)}" fill="none"/>`;
  // the head under the pallu: face in profile, the cloth drawn over the crown and down the back
  g += `<path d="M${P(-0.015, 1.31)}L${P(0.03, 1.31)}L${P(0.04, 1.36)}L${P(-0.01, 1.37)}Z" fill="${skin}"/>`;
  g += `<ellipse cx="${f1(x + 0.035 * k * dir)}" cy="${f1(y - 1.43 * k)}" rx="${f1(0.075 * k)}" ry="${f1(0.095 * k)}" fill="${skin}"/>`;
  g += `<path d="M${P(0.085, 1.5)}Q${P(0.06, 1.535)} ${P(0.0, 1.52)}L${P(0.01, 1.46)}Q${P(0.05, 1.48)} ${P(0.085, 1.5)}Z" fill="${T('#1e1410')}"/>`;
  g += `<path d="M${P(0.075, 1.53)}Q${P(0.02, 1.585)} ${P(-0.07, 1.54)}Q${P(-0.14, 1.44)} ${P(-0.13, 1.3)}L${P(-0.02, 1.3)}Q${P(-0.03, 1.4)} ${P(0.0, 1.5)}Q${P(0.04, 1.52)} ${P(0.075, 1.53)}Z" fill="${T(c.body)}"/>`;
  g += `<path d="M${P(0.075, 1.53)}Q${P(0.02, 1.585)} ${P(-0.07, 1.54)}" stroke="${T(c.border)}" stroke-width="${f1(k * 0.022)}" fill="none"/>`;
  // the basket's strap across her forehead
  g += `<path d="M${P(bT1 - 0.02, bTop - 0.02)}Q${P(-0.02, 1.56)} ${P(0.07, 1.5)}" stroke="${T('#6a4a28')}" stroke-width="${f1(k * 0.018)}" fill="none"/>`;
  // the near arm, lit, a bangle at the wrist, the hand at the tea
  g += `<path d="M${P(0.0, 1.25)}L${P(0.16, 1.06)}L${P(0.36, 0.98)}" fill="none" stroke="${skin}" stroke-width="${f1(k * 0.065)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  g += `<path d="M${P(-0.03, 1.28)}L${P(0.07, 1.17)}" stroke="${T(c.blouse)}" stroke-width="${f1(k * 0.08)}" stroke-linecap="round"/>`;
  g += `<path d="M${P(0.3, 1.04)}l0 ${f1(k * 0.05)}" stroke="${T('#e0b04a')}" stroke-width="${f1(k * 0.02)}"/>`;
  return g;
}

/** The garden factory: a long whitewashed shed under a red corrugated roof, a brick chimney. */
function factory(s: Svg, x: number, y: number, w: number, haze: string) {
  const T = (c: string) => mix(c, haze, 0.35);
  const h = w * 0.16;
  let g = '';
  g += `<rect x="${f1(x)}" y="${f1(y - h)}" width="${f1(w)}" height="${f1(h)}" fill="${T('#efe6d6')}"/>`;
  // a row of tall windows
  for (let i = 0; i < 12; i++)
    g += `<rect x="${f1(x + w * (0.05 + i * 0.078))}" y="${f1(y - h * 0.75)}" width="${f1(w * 0.03)}" height="${f1(h * 0.5)}" fill="${T('#6a6458')}"/>`;
  // the roof, its ridge vent raised, the corrugations down the slope
  const r0 = y - h;
  const rh = h * 0.7;
  g += `<path d="M${f1(x - w * 0.02)} ${f1(r0)}L${f1(x + w * 0.06)} ${f1(r0 - rh)}L${f1(x + w * 0.94)} ${f1(r0 - rh)}L${f1(x + w * 1.02)} ${f1(r0)}Z" fill="${T('#a8503a')}"/>`;
  let cor = '';
  for (let u = 0.02; u < 1; u += 0.012)
    cor += `M${f1(x + w * u)} ${f1(r0 - rh + 1)}L${f1(x + w * u)} ${f1(r0)}`;
  g += `<path d="${cor}" stroke="${T('#7a3428')}" stroke-width="0.8" opacity="0.5"/>`;
  g += `<rect x="${f1(x + w * 0.2)}" y="${f1(r0 - rh - h * 0.22)}" width="${f1(w * 0.6)}" height="${f1(h * 0.22)}" fill="${T('#8a4030')}"/>`;
  // the chimney, and its smoke drifting away
  const cx = x + w * 0.86;
  g += `<rect x="${f1(cx)}" y="${f1(y - h * 3.1)}" width="${f1(w * 0.035)}" height="${f1(h * 2.4)}" fill="${T('#8a4a38')}"/>`;
  g += `<path d="M${f1(cx + w * 0.018)} ${f1(y - h * 3.15)}q${f1(w * 0.05)} ${f1(-h * 0.6)} ${f1(w * 0.16)} ${f1(-h * 0.8)}t${f1(w * 0.2)} ${f1(-h * 0.4)}" fill="none" stroke="#f4ece6" stroke-width="${f1(h * 0.35)}" stroke-linecap="round" opacity="0.55" filter="${s.blur(h * 0.15)}"/>`;
  return g;
}

/**
 * One row of clipped tea across the slope at depth z, broken where the footpath crosses: a
 * hedge face shading down to the ground, its top bumpy with bushes and lit along the crown.
 */
function teaRow(s: Svg, cam: Cam, z: number, t: TodSpec, rng: Rng, haze: number): string {
  const k = cam.s(z);
  const half = ((W / 2 + 60) * (z - cam.camZ)) / cam.f;
  const xa = cam.camX - half;
  const xb = cam.camX + half;
  const pw = pathW(z) / 2;
  const pc = pathX(z);
  const spans: [number, number][] = [
    [xa, pc - pw],
    [pc + pw, xb],
  ];
  const base = mix(t.tea, t.mistColor, haze);
  const lit = mix(t.teaLight, t.mistColor, haze * 0.8);
  const step = Math.max(0.12, 5 / k);
  let g = '';
  for (const [a, b] of spans) {
    if (b - a < step) continue;
    const top: Pt[] = [];
    const bot: Pt[] = [];
    for (let x = a; x <= b + 1e-6; x += step) {
      const ground = terrain(x, z);
      const bump = Math.sin(x * 9 + z * 3) * 0.03 + rng.range(-0.02, 0.02);
      // the row's ends round off where it meets the path
      const end = Math.min(1, (x - a) / 0.35, (b - x) / 0.35);
      const round = a === xa ? Math.min(1, (b - x) / 0.35) : Math.min(1, (x - a) / 0.35);
      top.push(cam.p(x, ground + TABLE * Math.sqrt(Math.max(0.05, round)) + bump * end, z));
      bot.push(cam.p(x, ground - 0.05, z));
    }
    const yt = Math.min(...top.map((p) => p[1]));
    const yb = Math.max(...bot.map((p) => p[1]));
    const d = `${smoothPath(top)}L${[...bot]
      .reverse()
      .map((p) => `${f1(p[0])} ${f1(p[1])}`)
      .join('L')}Z`;
    g += `<path d="${d}" fill="${s.lin(0, yt, 0, yb, [
      [0, shade(base, 0.08)],
      [0.35, base],
      [1, shade(base, -0.45)],
    ])}"/>`;
    // the new flush along the crown, in dabs where the row is near enough to show them
    const sw = Math.max(0.8, k * 0.14);
    g += `<path d="${smoothPath(top)}" fill="none" stroke="${lit}" stroke-width="${f1(sw)}" stroke-linecap="round" stroke-dasharray="${f1(sw * 1.6)} ${f1(sw * 0.7)}" stroke-dashoffset="${f1(rng.range(0, sw))}" opacity="0.55" transform="translate(0 ${f1(sw * 0.25)})"/>`;
    if (k > 60) {
      let leaves = '';
      for (let i = 0; i < top.length; i += 2) {
        const p = top[i]!;
        const r = k * rng.range(0.03, 0.05);
        leaves += `<ellipse cx="${f1(p[0] + rng.range(-r, r))}" cy="${f1(p[1] + r * rng.range(0.5, 2.5))}" rx="${f1(r)}" ry="${f1(r * 0.55)}" fill="${jitter(rng.chance(0.5) ? lit : base, rng, 0.08)}" opacity="0.8"/>`;
        // leaves down the hedge's face, darker toward the ground
        for (let j = 0; j < 2; j++) {
          const dv = rng.range(0.15, 0.8);
          leaves += `<ellipse cx="${f1(p[0] + rng.range(-2, 2) * r)}" cy="${f1(p[1] + dv * TABLE * k)}" rx="${f1(r * 0.9)}" ry="${f1(r * 0.45)}" fill="${shade(base, 0.12 - dv * 0.4)}" opacity="0.6"/>`;
        }
      }
      g += leaves;
    }
  }
  return g;
}

export function renderTeaWalk(seed: number): string {
  const rng = makeRng(seed);
  const t: TodSpec = { ...TOD.dawn, tea: '#4f7a4a', teaLight: '#b5cf8a' };
  const s = new Svg(W, H);
  const hz = 330;
  const cam = new Cam(1000, W / 2, hz + 110, 0.4, 1.9);
  sky(
    s,
    rng,
    { ...t, sun: { x: 0.76, y: 0.78, r: 0.022, c: '#fff4dd', glow: '#ffd9b0' } },
    0,
    0,
    W,
    H,
    hz,
  );
  // far ridges in the haze, the factory on the last of them, mist lying between
  farRidges(
    s,
    rng,
    t,
    W,
    H,
    ['#aeaac4', '#9ea3b8', '#8f9fa6'],
    {
      y: hz - 10,
      step: 34,
      amp: 22,
      ampStep: 8,
      trees: 14,
      treeH: [26, 40],
      treeDrop: 6,
      treeShade: -0.1,
      treeLight: '#f6e6e0',
      mist: [hz + 6, 36, 26, 1.3],
    },
    (fn) => s.add(factory(s, 250, fn(330) + 14, 210, '#e8dcd8')),
  );
  // the slope of tea, row by row from the crest down to our feet, with the shade trees and the
  // pluckers put in among the rows at their depths
  const rows: number[] = [];
  for (let z = 70; z > 2.2; z -= z > 20 ? 1.6 : 1.35) rows.push(z);
  const trees = [
    { x: -17, z: 38, h: 8 },
    { x: 8, z: 27, h: 8.5 },
    { x: 21, z: 48, h: 8 },
    { x: -8.5, z: 21, h: 7.5 },
    { x: 11, z: 17, h: 7.5 },
  ];
  const saris: Sari[] = [
    { body: '#c2185b', border: '#e8b84a', blouse: '#2f6a4a' },
    { body: '#e89a2c', border: '#a81f34', blouse: '#6a1f3a' },
    { body: '#1f7a78', border: '#f08a24', blouse: '#e0b04a' },
  ];
  // each stands just behind a row, so the tea in front of her comes up to her waist
  const behind = (z: number) => Math.max(...rows.filter((r) => r < z)) + 0.2;
  const people = [
    { x: pathX(10.5) + 1.2, z: behind(10.5), dir: -1 as const, sari: saris[2]! },
    { x: pathX(6.4) - 2.1, z: behind(6.4), dir: 1 as const, sari: saris[1]! },
    { x: pathX(4.1) + 1.05, z: behind(4.3), dir: -1 as const, sari: saris[0]! },
  ];
  // the path's earth under everything near, seen between the rows' broken ends
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let z = 2; z < 70; z += 0.5) {
    left.push(cam.p(pathX(z) - pathW(z) / 2, terrain(pathX(z), z), z));
    right.push(cam.p(pathX(z) + pathW(z) / 2, terrain(pathX(z), z), z));
  }
  const crest = Math.min(...rows.map((z) => cam.p(0, terrain(0, z) + TABLE, z)[1]));
  s.add(
    `<rect x="0" y="${f1(crest)}" width="${W}" height="${f1(H - crest)}" fill="${mix(t.tea, '#2a3a2a', 0.5)}"/>`,
  );
  s.add(
    `<path d="M${left.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}L${[...right]
      .reverse()
      .map((p) => `${f1(p[0])} ${f1(p[1])}`)
      .join('L')}Z" fill="${s.lin(0, crest, 0, H, [
      [0, '#c8b4a4'],
      [1, '#a07a5e'],
    ])}"/>`,
  );
  for (let i = 0; i < rows.length; i++) {
    const z = rows[i]!;
    const next = rows[i + 1] ?? 0;
    const haze = Math.max(0, Math.min(0.75, (z - 8) / 55));
    s.add(teaRow(s, cam, z, t, rng, haze));
    for (const tr of trees)
      if (tr.z <= z && tr.z > next) {
        const p = cam.p(tr.x, terrain(tr.x, tr.z) + TABLE * 0.6, tr.z);
        const hz2 = Math.max(0, Math.min(0.7, (tr.z - 6) / 50));
        s.add(
          shadeTree(
            rng,
            p[0],
            p[1],
            tr.h * cam.s(tr.z),
            mix('#3f5a34', t.mistColor, hz2),
            mix('#a8c080', t.mistColor, hz2),
          ),
        );
      }
    for (const pp of people)
      if (pp.z <= z && pp.z > next) {
        const p = cam.p(pp.x, terrain(pp.x, pp.z), pp.z);
        s.add(
          plucker(p[0], p[1], cam.s(pp.z), pp.dir, pp.sari, t.mistColor, Math.min(0.35, pp.z / 40)),
        );
      }
    // a veil of mist lying over the rows below the crest
    for (const [mz, mh, mk] of [
      [46, 30, 1.4],
      [30, 40, 1.2],
      [19, 50, 0.7],
    ] as const)
      if (Math.abs(z - mz) < 0.8)
        s.add(mistBand(s, rng, t, 0, cam.p(0, terrain(0, z) + 1, z)[1], W, mh, mk));
  }
  finish(s, '#ffe0c0', W * 0.76, hz - 20, 0.36);
  return s.toString();
}
