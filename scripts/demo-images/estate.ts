/**
 * Exterior views: the hero (estate house among tea hills at golden hour) and the
 * courtyard pool at dusk.
 */

import { sunGlow, vignette } from './finish.ts';
import {
  canopyTree,
  farRidges,
  lowSun,
  mistBand,
  palm,
  ridge,
  shadeTree,
  sky,
  TOD,
  type TodSpec,
  teaRows,
} from './landscape.ts';
import { Cam, f1, makeRng, mix, type P3, type Pt, pathOf, type Rng, Svg, shade } from './lib.ts';

const STUCCO = '#f3ead8';
const SHUTTER = '#2f5546';

function archPath(x: number, y: number, w: number, h: number): string {
  // opening with semicircular head; (x,y) = bottom-left
  const r = w / 2;
  return `M${f1(x)} ${f1(y)}L${f1(x)} ${f1(y - h + r)}A${f1(r)} ${f1(r)} 0 0 1 ${f1(x + w)} ${f1(y - h + r)}L${f1(x + w)} ${f1(y)}Z`;
}

/**
 * Elevation of a white colonnaded zamindar house. u = metres→px.
 * Sun from the left: warm light on faces, cool shadow in recesses.
 */
function house(
  s: Svg,
  rng: Rng,
  cx: number,
  by: number,
  u: number,
  warm: string,
  shadowC: string,
  glow: number,
): string {
  let g = '';
  const wall = mix(STUCCO, warm, 0.35);
  const wallSh = mix(STUCCO, shadowC, 0.45);
  const trimC = shade(wall, 0.12);
  const bay = 3.2 * u;
  const nb = 13; // bays
  const Wd = nb * bay;
  const x0 = cx - Wd / 2;
  const gH = 5.2 * u;
  const uH = 4.8 * u;
  const plinth = 1.0 * u;
  const yG = by - plinth; // ground floor base
  const yU = yG - gH; // upper floor base
  const yR = yU - uH; // roof line
  // ground shadow
  g += `<ellipse cx="${f1(cx)}" cy="${f1(by + u * 0.6)}" rx="${f1(Wd * 0.56)}" ry="${f1(u * 1.4)}" fill="#1d2412" opacity="0.35" filter="${s.blur(u * 0.6)}"/>`;
  // plinth
  g += `<rect x="${f1(x0 - u * 0.4)}" y="${f1(yG)}" width="${f1(Wd + u * 0.8)}" height="${f1(plinth)}" fill="${shade(wall, -0.08)}"/>`;
  // main mass
  g += `<rect x="${f1(x0)}" y="${f1(yR)}" width="${f1(Wd)}" height="${f1(yG - yR)}" fill="${s.lin(
    x0,
    0,
    x0 + Wd,
    0,
    [
      [0, shade(wall, 0.08)],
      [1, shade(wall, -0.08)],
    ],
  )}"/>`;
  // ground-floor arcade: dark veranda with arches
  const verandaDark = mix('#3a3028', shadowC, 0.3);
  for (let i = 0; i < nb; i++) {
    const ax = x0 + i * bay + bay * 0.16;
    const aw = bay * 0.68;
    g += `<path d="${archPath(ax, yG, aw, gH * 0.82)}" fill="${verandaDark}"/>`;
    // warm interior door glow
    g += `<path d="${archPath(ax + aw * 0.3, yG, aw * 0.4, gH * 0.55)}" fill="${mix('#6b4a2a', '#ffb866', glow)}"/>`;
    // arch shadow on the right inner edge & keystone
    g += `<path d="${archPath(ax, yG, aw * 0.16, gH * 0.7)}" fill="#000" opacity="0.18"/>`;
    g += `<rect x="${f1(ax + aw / 2 - u * 0.18)}" y="${f1(yG - gH * 0.84)}" width="${f1(u * 0.36)}" height="${f1(u * 0.5)}" fill="${trimC}"/>`;
  }
  // string course
  g += `<rect x="${f1(x0 - u * 0.2)}" y="${f1(yU - u * 0.25)}" width="${f1(Wd + u * 0.4)}" height="${f1(u * 0.5)}" fill="${trimC}"/>`;
  g += `<rect x="${f1(x0 - u * 0.2)}" y="${f1(yU + u * 0.25)}" width="${f1(Wd + u * 0.4)}" height="${f1(u * 0.2)}" fill="${wallSh}" opacity="0.7"/>`;
  // upper veranda: recessed with shutters behind a colonnade
  g += `<rect x="${f1(x0 + u * 0.3)}" y="${f1(yR + u * 0.9)}" width="${f1(Wd - u * 0.6)}" height="${f1(uH - u * 1.2)}" fill="${mix(wallSh, '#7a5a48', 0.3)}"/>`;
  for (let i = 0; i < nb; i++) {
    const sx = x0 + i * bay + bay * 0.3;
    const sw = bay * 0.4;
    const sh = uH * 0.62;
    const sy = yU - u * 0.3 - sh;
    g += `<rect x="${f1(sx)}" y="${f1(sy)}" width="${f1(sw)}" height="${f1(sh)}" fill="${SHUTTER}"/>`;
    for (let k = 1; k < 9; k++)
      g += `<rect x="${f1(sx)}" y="${f1(sy + (sh * k) / 9)}" width="${f1(sw)}" height="${f1(Math.max(0.6, u * 0.06))}" fill="#1a3329"/>`;
    g += `<rect x="${f1(sx + sw / 2 - 0.5)}" y="${f1(sy)}" width="1" height="${f1(sh)}" fill="#14261f"/>`;
    if (rng.chance(0.35))
      g += `<rect x="${f1(sx + sw * 0.1)}" y="${f1(sy + sh * 0.05)}" width="${f1(sw * 0.8)}" height="${f1(sh * 0.95)}" fill="${mix('#6b4a2a', '#ffc27a', glow)}"/>`;
  }
  // upper balustrade
  const balY = yU - u * 1.2;
  g += `<rect x="${f1(x0)}" y="${f1(balY)}" width="${f1(Wd)}" height="${f1(u * 0.22)}" fill="${trimC}"/>`;
  for (let x = x0 + u * 0.3; x < x0 + Wd; x += u * 0.45)
    g += `<rect x="${f1(x)}" y="${f1(balY + u * 0.22)}" width="${f1(u * 0.16)}" height="${f1(u * 0.9)}" rx="${f1(u * 0.06)}" fill="${trimC}"/>`;
  // columns (paired) upper floor
  const col = (x: number, yTop: number, yBot: number, w: number) => {
    let c = `<rect x="${f1(x - w / 2)}" y="${f1(yTop)}" width="${f1(w)}" height="${f1(yBot - yTop)}" fill="${s.lin(
      x - w / 2,
      0,
      x + w / 2,
      0,
      [
        [0, shade(wall, 0.16)],
        [0.55, wall],
        [1, mix(wall, shadowC, 0.5)],
      ],
    )}"/>`;
    c += `<rect x="${f1(x - w * 0.8)}" y="${f1(yTop - u * 0.15)}" width="${f1(w * 1.6)}" height="${f1(u * 0.3)}" fill="${trimC}"/>`;
    c += `<rect x="${f1(x - w * 0.75)}" y="${f1(yBot - u * 0.2)}" width="${f1(w * 1.5)}" height="${f1(u * 0.2)}" fill="${trimC}"/>`;
    return c;
  };
  for (let i = 0; i <= nb; i++) {
    const x = x0 + i * bay;
    g += col(x, yR + u * 0.55, yU - u * 0.25, u * 0.42);
  }
  // ground floor piers shading
  for (let i = 0; i <= nb; i++) {
    const x = x0 + i * bay;
    g += `<rect x="${f1(x + bay * 0.16 - u * 0.12)}" y="${f1(yG - gH * 0.55)}" width="${f1(u * 0.12)}" height="${f1(gH * 0.55)}" fill="${wallSh}" opacity="0.5"/>`;
  }
  // entablature + parapet
  g += `<rect x="${f1(x0 - u * 0.35)}" y="${f1(yR - u * 0.2)}" width="${f1(Wd + u * 0.7)}" height="${f1(u * 0.75)}" fill="${trimC}"/>`;
  g += `<rect x="${f1(x0 - u * 0.35)}" y="${f1(yR + u * 0.55)}" width="${f1(Wd + u * 0.7)}" height="${f1(u * 0.25)}" fill="${wallSh}" opacity="0.8"/>`;
  const parY = yR - u * 1.4;
  g += `<rect x="${f1(x0 - u * 0.2)}" y="${f1(parY)}" width="${f1(Wd + u * 0.4)}" height="${f1(u * 0.25)}" fill="${trimC}"/>`;
  for (let x = x0; x < x0 + Wd; x += u * 0.42)
    g += `<rect x="${f1(x)}" y="${f1(parY + u * 0.25)}" width="${f1(u * 0.16)}" height="${f1(u * 0.95)}" rx="${f1(u * 0.06)}" fill="${wall}"/>`;
  for (let i = 0; i <= nb; i += 2) {
    const x = x0 + i * bay;
    g += `<rect x="${f1(x - u * 0.25)}" y="${f1(parY - u * 0.1)}" width="${f1(u * 0.5)}" height="${f1(u * 1.3)}" fill="${trimC}"/>`;
    g += `<ellipse cx="${f1(x)}" cy="${f1(parY - u * 0.45)}" rx="${f1(u * 0.22)}" ry="${f1(u * 0.35)}" fill="${trimC}"/>`;
  }
  // central portico projecting forward: 3 bays, giant columns and pediment
  const pW = bay * 3.2;
  const px0 = cx - pW / 2;
  const pTop = yR - u * 0.4;
  g += `<rect x="${f1(px0 + pW)}" y="${f1(pTop)}" width="${f1(u * 0.8)}" height="${f1(yG - pTop)}" fill="${mix(wall, shadowC, 0.55)}" opacity="0.85"/>`;
  g += `<rect x="${f1(px0)}" y="${f1(pTop + u * 0.8)}" width="${f1(pW)}" height="${f1(yG - pTop - u * 0.8)}" fill="${mix(wallSh, '#4a4038', 0.45)}"/>`;
  // grand door
  g += `<path d="${archPath(cx - u * 1.1, yG, u * 2.2, gH * 0.9)}" fill="${mix('#5a3a22', '#ffb866', glow * 0.9)}"/>`;
  g += `<path d="${archPath(cx - u * 1.1, yG, u * 2.2, gH * 0.9)}" fill="none" stroke="${trimC}" stroke-width="${f1(u * 0.18)}"/>`;
  // upper window above door
  g += `<path d="${archPath(cx - u * 0.9, yU - u * 0.6, u * 1.8, uH * 0.7)}" fill="${mix('#3b3a36', '#ffc27a', glow * 0.7)}"/>`;
  for (let i = 0; i <= 4; i++) {
    const x = px0 + (pW * i) / 4;
    g += col(x, pTop + u * 0.9, yG, u * 0.62);
  }
  // entablature + pediment
  g += `<rect x="${f1(px0 - u * 0.5)}" y="${f1(pTop)}" width="${f1(pW + u * 1.0)}" height="${f1(u * 0.9)}" fill="${trimC}"/>`;
  g += `<rect x="${f1(px0 - u * 0.5)}" y="${f1(pTop + u * 0.7)}" width="${f1(pW + u * 1.0)}" height="${f1(u * 0.2)}" fill="${wallSh}"/>`;
  const pedH = u * 3.2;
  const pedL = px0 - u * 0.7;
  const pedR = px0 + pW + u * 0.7;
  g += `<path d="M${f1(pedL)} ${f1(pTop)}L${f1(cx)} ${f1(pTop - pedH)}L${f1(pedR)} ${f1(pTop)}Z" fill="${trimC}"/>`;
  g += `<path d="M${f1(pedL + u * 0.8)} ${f1(pTop - u * 0.25)}L${f1(cx)} ${f1(pTop - pedH + u * 0.6)}L${f1(pedR - u * 0.8)} ${f1(pTop - u * 0.25)}Z" fill="${mix(wall, shadowC, 0.18)}"/>`;
  g += `<path d="M${f1(cx)} ${f1(pTop - pedH)}L${f1(pedR)} ${f1(pTop)}L${f1(pedR)} ${f1(pTop + u * 0.15)}L${f1(cx)} ${f1(pTop - pedH + u * 0.2)}Z" fill="${wallSh}" opacity="0.6"/>`;
  // crescent medallion in the tympanum
  const mr = u * 0.7;
  const my = pTop - pedH * 0.38;
  g += `<circle cx="${f1(cx)}" cy="${f1(my)}" r="${f1(mr * 1.25)}" fill="none" stroke="${trimC}" stroke-width="${f1(u * 0.12)}"/>`;
  const mk = s.id('mk');
  s.defs.push(
    `<mask id="${mk}"><circle cx="${f1(cx)}" cy="${f1(my)}" r="${f1(mr)}" fill="#fff"/><circle cx="${f1(cx + mr * 0.45)}" cy="${f1(my - mr * 0.25)}" r="${f1(mr * 0.85)}" fill="#000"/></mask>`,
  );
  g += `<circle cx="${f1(cx)}" cy="${f1(my)}" r="${f1(mr)}" fill="#c9a465" mask="url(#${mk})"/>`;
  // finial
  g += `<rect x="${f1(cx - u * 0.2)}" y="${f1(pTop - pedH - u * 0.9)}" width="${f1(u * 0.4)}" height="${f1(u * 0.9)}" fill="${trimC}"/>`;
  // steps
  for (let i = 0; i < 4; i++) {
    const w = pW * (0.75 + i * 0.08);
    g += `<rect x="${f1(cx - w / 2)}" y="${f1(yG + (plinth * i) / 4)}" width="${f1(w)}" height="${f1(plinth / 4 + 0.5)}" fill="${shade(wall, i % 2 ? -0.05 : 0.04)}"/>`;
  }
  return g;
}

export function renderHero(seed: number): string {
  const W = 1920;
  const H = 1080;
  const rng = makeRng(seed);
  const t: TodSpec = TOD.golden;
  const s = new Svg(W, H);
  const hz = 560;
  sky(s, rng, { ...t, sun: lowSun(0.25, 0.8, 0.028) }, 0, 0, W, H, hz);
  // far hills
  farRidges(s, rng, t, W, H, ['#c2a79c', '#ae9a86', '#94916a'], {
    y: hz - 30,
    step: 40,
    amp: 26,
    ampStep: 10,
    trees: 12,
    treeH: [30, 50],
    treeDrop: 4,
    treeShade: -0.12,
    treeLight: '#f3d08a',
    mist: [hz - 10, 42, 22, 1.1],
  });
  // mid tea hills (left & right)
  const midL = ridge(rng, 700, 40, 0, W);
  const midFn = (x: number) =>
    midL(x) - 120 * Math.exp(-(((x - 300) / 420) ** 2)) - 60 * Math.exp(-(((x - 1750) / 300) ** 2));
  teaRows(s, rng, t, midFn, -10, W + 10, H, '#5a5a24', 1.6);
  s.add(mistBand(s, rng, t, 0, 690, W, 30, 0.7));
  // shade trees across the mid tea garden
  {
    let trees = '';
    for (let k = 0; k < 14; k++) {
      const x = rng.next() * W;
      if (Math.abs(x - 1100) < 420) continue;
      trees += shadeTree(
        rng,
        x,
        midFn(x) + rng.range(20, 80),
        rng.range(90, 150),
        '#4d5a22',
        '#c9c070',
      );
    }
    s.add(trees);
  }
  // lawn terrace for the house
  const hx = 1120;
  const hb = 742;
  s.add(
    `<path d="M${hx - 760} ${hb + 70}C${hx - 560} ${hb - 10} ${hx - 300} ${hb - 14} ${hx} ${hb - 12}C${hx + 300} ${hb - 14} ${hx + 560} ${hb - 10} ${hx + 780} ${hb + 70}Z" fill="${s.lin(
      0,
      hb - 20,
      0,
      hb + 70,
      [
        [0, '#a0a448'],
        [1, '#5d6d28'],
      ],
    )}"/>`,
  );
  // trees behind house
  {
    let g = '';
    g += canopyTree(rng, hx - 470, hb - 20, 250, '#4a5a26', '#a8a050', '#33401a');
    g += canopyTree(rng, hx + 480, hb - 10, 230, '#465626', '#a09a4c', '#2f3c18');
    g += palm(rng, hx - 380, hb, 300, '#4f6424', '#7a6a50');
    g += palm(rng, hx + 380, hb, 320, '#4f6424', '#7a6a50');
    s.add(g);
  }
  s.add(house(s, rng, hx, hb, 21, '#ffd596', '#8a7a8a', 0.55));
  // palms in front
  {
    let g = '';
    g += palm(rng, hx - 560, hb + 40, 360, '#3f5420', '#6a5a40');
    g += palm(rng, hx + 600, hb + 45, 340, '#3f5420', '#6a5a40');
    s.add(g);
  }
  // foreground tea slopes framing
  const fgL = (x: number) =>
    820 +
    ((x - 0) / W) * 140 -
    90 * Math.exp(-(((x - 200) / 380) ** 2)) +
    120 * Math.exp(-(((x - 1200) / 500) ** 2));
  teaRows(
    s,
    rng,
    { ...t, tea: '#4b6a22', teaLight: '#d8cc70' },
    fgL,
    -10,
    W + 10,
    H + 10,
    '#3c3a18',
    3.4,
  );
  // path through the tea
  s.add(
    `<path d="M${hx - 40} ${hb + 60}Q${hx - 120} 900 ${hx - 420} ${H + 10}L${hx - 200} ${H + 10}Q${hx - 40} 920 ${hx + 30} ${hb + 60}Z" fill="#b89a6a" opacity="0.85"/>`,
  );
  // left foreground rain tree framing the composition
  s.add(canopyTree(rng, -20, H + 40, 560, '#2c3716', '#6f7030', '#1c240f'));
  // light
  s.add(sunGlow(s, W * 0.25, hz - 40, W * 0.8, ['#ffd089', 0.45], ['#ffb060', 0.12]));
  s.add(vignette(s, H * 0.45, W * 0.7, [0.65, 0.08], ['#120a04', 0.5], 0.75));
  return s.toString();
}

export function renderEstate(seed: number): string {
  const W = 1280;
  const H = 960;
  const rng = makeRng(seed);
  const s = new Svg(W, H);
  const cam = new Cam(820, W / 2, 560, 0, 1.6);
  const P = (x: number, y: number, z: number) => cam.p(x, y, z);
  const dOf = (pts: P3[]) => cam.d(pts);
  const CW = 9; // courtyard half width
  const ZB = 22; // back arcade
  const Z0 = 2;
  const HH = 8.4; // building height
  const t = TOD.blue;
  // sky
  const skyBottom = P(0, HH + 1.2, ZB)[1];
  sky(
    s,
    rng,
    { ...t, moon: { x: 0.72, y: 0.3, r: 0.018 }, stars: true },
    0,
    0,
    W,
    skyBottom + 60,
    skyBottom + 60,
  );
  const stucco = '#c9c6cf';
  const stuccoDark = '#8a8aa2';
  const interior = '#ffb866';
  // side wings (perspective)
  for (const side of [-1, 1]) {
    const x = side * CW;
    s.add(
      `<path d="${dOf([
        [x, 0, Z0],
        [x, 0, ZB],
        [x, HH, ZB],
        [x, HH, Z0],
      ])}" fill="${s.lin(P(x, 0, Z0)[0], 0, P(x, 0, ZB)[0], 0, [
        [0, shade(stuccoDark, -0.35)],
        [1, stuccoDark],
      ])}"/>`,
    );
    // arches along the side
    for (let z = ZB - 1.2; z > Z0 + 1; z -= 2.6) {
      for (const [y0, h] of [
        [0, 3.4],
        [4.3, 3.0],
      ] as const) {
        const pts: P3[] = [];
        const w = 1.7;
        pts.push([x, y0, z], [x, y0 + h - w / 2, z]);
        for (let i = 0; i <= 12; i++) {
          const a = Math.PI - (i / 12) * Math.PI;
          pts.push([
            x,
            y0 + h - w / 2 + Math.sin(a) * (w / 2),
            z - w / 2 + Math.cos(a) * -(w / 2) - 0,
          ]);
        }
        pts.push([x, y0, z - w]);
        const gl = y0 === 0 ? 0.75 : 0.5;
        s.add(
          `<path d="${dOf(pts)}" fill="${mix('#2a2a40', interior, gl * (z > 10 ? 0.9 : 0.7))}"/>`,
        );
        s.add(
          `<path d="${dOf(pts)}" fill="none" stroke="${shade(stucco, -0.1)}" stroke-width="2"/>`,
        );
      }
    }
    // cornice
    s.add(
      `<path d="${dOf([
        [x, HH - 0.5, Z0],
        [x, HH - 0.5, ZB],
        [x, HH, ZB],
        [x, HH, Z0],
      ])}" fill="${shade(stucco, -0.2)}"/>`,
    );
    s.add(
      `<path d="${dOf([
        [x, 3.9, Z0],
        [x, 3.9, ZB],
        [x, 4.2, ZB],
        [x, 4.2, Z0],
      ])}" fill="${shade(stucco, -0.15)}"/>`,
    );
  }
  // back facade (frontal elevation)
  const bl = P(-CW, 0, ZB);
  const tr = P(CW, HH, ZB);
  const u = cam.s(ZB);
  s.add(
    `<rect x="${f1(bl[0])}" y="${f1(tr[1])}" width="${f1(tr[0] - bl[0])}" height="${f1(bl[1] - tr[1])}" fill="${s.lin(
      0,
      tr[1],
      0,
      bl[1],
      [
        [0, shade(stucco, -0.05)],
        [1, shade(stucco, -0.25)],
      ],
    )}"/>`,
  );
  const nb = 7;
  const bay = (tr[0] - bl[0]) / nb;
  const backArches: string[] = [];
  for (const [y0, h, gl] of [
    [0, 3.6, 0.85],
    [4.3, 3.1, 0.6],
  ] as [number, number, number][]) {
    for (let i = 0; i < nb; i++) {
      const ax = bl[0] + i * bay + bay * 0.17;
      const aw = bay * 0.66;
      const yb = P(0, y0, ZB)[1];
      const d = archPath(ax, yb, aw, h * u);
      const inner = s.lin(0, yb - h * u, 0, yb, [
        [0, mix('#3a3048', interior, gl * 0.6)],
        [1, mix('#3a3048', interior, gl)],
      ]);
      backArches.push(`<path d="${d}" fill="${inner}"/>`);
      backArches.push(
        `<path d="${d}" fill="none" stroke="${shade(stucco, 0.1)}" stroke-width="${f1(u * 0.12)}"/>`,
      );
      // lantern in each ground arch
      if (y0 === 0) {
        const lx = ax + aw / 2;
        const ly = yb - h * u * 0.72;
        backArches.push(
          `<path d="M${f1(lx)} ${f1(yb - h * u + aw / 2 - aw / 2)}L${f1(lx)} ${f1(ly - u * 0.2)}" stroke="#3a2a1a" stroke-width="1"/>`,
        );
        backArches.push(
          `<rect x="${f1(lx - u * 0.12)}" y="${f1(ly - u * 0.2)}" width="${f1(u * 0.24)}" height="${f1(u * 0.36)}" fill="#ffe6a8"/>`,
        );
        backArches.push(
          `<circle cx="${f1(lx)}" cy="${f1(ly)}" r="${f1(u * 1.4)}" fill="${s.rad(lx, ly, u * 1.4, [
            [0, '#ffc070', 0.7],
            [1, '#ffc070', 0],
          ])}" style="mix-blend-mode:screen"/>`,
        );
      } else {
        // green shutters half open
        const sy = yb - h * u * 0.78;
        backArches.push(
          `<rect x="${f1(ax + aw * 0.02)}" y="${f1(sy)}" width="${f1(aw * 0.2)}" height="${f1(h * u * 0.78)}" fill="${SHUTTER}"/>`,
        );
        backArches.push(
          `<rect x="${f1(ax + aw * 0.78)}" y="${f1(sy)}" width="${f1(aw * 0.2)}" height="${f1(h * u * 0.78)}" fill="${SHUTTER}"/>`,
        );
      }
    }
  }
  const backGroup = backArches.join('');
  s.add(backGroup);
  // string course, cornice, parapet, pediment
  const yc = P(0, 4.0, ZB)[1];
  s.add(
    `<rect x="${f1(bl[0])}" y="${f1(yc - u * 0.15)}" width="${f1(tr[0] - bl[0])}" height="${f1(u * 0.3)}" fill="${shade(stucco, 0.1)}"/>`,
  );
  s.add(
    `<rect x="${f1(bl[0] - u * 0.2)}" y="${f1(tr[1])}" width="${f1(tr[0] - bl[0] + u * 0.4)}" height="${f1(u * 0.45)}" fill="${shade(stucco, 0.12)}"/>`,
  );
  const pcx = (bl[0] + tr[0]) / 2;
  s.add(
    `<path d="M${f1(pcx - bay * 1.7)} ${f1(tr[1])}L${f1(pcx)} ${f1(tr[1] - u * 2.2)}L${f1(pcx + bay * 1.7)} ${f1(tr[1])}Z" fill="${shade(stucco, 0.08)}"/>`,
  );
  s.add(
    `<path d="M${f1(pcx - bay * 1.45)} ${f1(tr[1] - u * 0.15)}L${f1(pcx)} ${f1(tr[1] - u * 1.85)}L${f1(pcx + bay * 1.45)} ${f1(tr[1] - u * 0.15)}Z" fill="${shade(stucco, -0.15)}"/>`,
  );
  for (let x = bl[0] + u * 0.2; x < tr[0]; x += u * 0.36) {
    if (Math.abs(x - pcx) < bay * 1.7) continue;
    s.add(
      `<rect x="${f1(x)}" y="${f1(tr[1] - u * 0.7)}" width="${f1(u * 0.14)}" height="${f1(u * 0.7)}" fill="${shade(stucco, 0.05)}"/>`,
    );
  }
  s.add(
    `<rect x="${f1(bl[0])}" y="${f1(tr[1] - u * 0.8)}" width="${f1(pcx - bay * 1.7 - bl[0])}" height="${f1(u * 0.14)}" fill="${shade(stucco, 0.1)}"/>`,
  );
  s.add(
    `<rect x="${f1(pcx + bay * 1.7)}" y="${f1(tr[1] - u * 0.8)}" width="${f1(tr[0] - pcx - bay * 1.7)}" height="${f1(u * 0.14)}" fill="${shade(stucco, 0.1)}"/>`,
  );
  // courtyard paving
  const floorD = dOf([
    [-CW, 0, Z0],
    [CW, 0, Z0],
    [CW, 0, ZB],
    [-CW, 0, ZB],
  ]);
  s.add(
    `<path d="${floorD}" fill="${s.lin(0, bl[1], 0, H, [
      [0, '#8a7a78'],
      [1, '#4a4250'],
    ])}"/>`,
  );
  {
    let g = '';
    for (let z = ZB; z > Z0; z -= 1)
      g += `<path d="${pathOf(
        cam.pp([
          [-CW, 0, z],
          [CW, 0, z],
        ]),
        false,
      )}" stroke="#3a3444" stroke-width="0.8" opacity="0.6"/>`;
    for (let x = -CW; x <= CW; x += 1)
      g += `<path d="${pathOf(
        cam.pp([
          [x, 0, Z0],
          [x, 0, ZB],
        ]),
        false,
      )}" stroke="#3a3444" stroke-width="0.8" opacity="0.6"/>`;
    s.add(g);
  }
  // pool with reflection
  const PW = 3.2;
  const pz0 = 5;
  const pz1 = ZB - 3;
  const poolD = dOf([
    [-PW, 0, pz0],
    [PW, 0, pz0],
    [PW, 0, pz1],
    [-PW, 0, pz1],
  ]);
  s.add(
    `<path d="${dOf([
      [-PW - 0.4, 0.01, pz0 - 0.4],
      [PW + 0.4, 0.01, pz0 - 0.4],
      [PW + 0.4, 0.01, pz1 + 0.4],
      [-PW - 0.4, 0.01, pz1 + 0.4],
    ])}" fill="#d8cfc8"/>`,
  );
  const pc = s.clip(poolD);
  const waterY = P(0, 0, ZB)[1];
  const poolTop = P(0, 0, pz1)[1];
  let refl = `<path d="${poolD}" fill="${s.lin(0, poolTop, 0, H, [
    [0, '#2a3a66'],
    [1, '#0f1a36'],
  ])}"/>`;
  refl += `<g transform="translate(0 ${f1(waterY * 2)}) scale(1 -1)" opacity="0.75">`;
  refl += `<rect x="${f1(bl[0])}" y="${f1(tr[1])}" width="${f1(tr[0] - bl[0])}" height="${f1(bl[1] - tr[1])}" fill="${shade(stucco, -0.3)}"/>${backGroup}`;
  refl += `<rect x="0" y="${f1(tr[1] - 400)}" width="${W}" height="400" fill="${t.sky[1]}"/>`;
  refl += '</g>';
  // ripples
  for (let i = 0; i < 40; i++) {
    const z = rng.range(pz0 + 0.5, pz1);
    const x = rng.range(-PW, PW);
    const p = P(x, 0, z);
    const k = cam.s(z);
    refl += `<path d="M${f1(p[0] - k * 0.6)} ${f1(p[1])}h${f1(k * 1.2)}" stroke="#fff" stroke-width="${f1(Math.max(0.6, k * 0.03))}" opacity="${f1(rng.range(0.05, 0.18))}"/>`;
  }
  s.add(`<g clip-path="${pc}">${refl}<path d="${poolD}" fill="#1a2a5a" opacity="0.25"/></g>`);
  // floating diyas on the pool
  for (let i = 0; i < 9; i++) {
    const z = rng.range(pz0 + 1, pz1 - 1);
    const x = rng.range(-PW + 0.4, PW - 0.4);
    const p = P(x, 0.02, z);
    const k = cam.s(z);
    s.add(
      `<ellipse cx="${f1(p[0])}" cy="${f1(p[1])}" rx="${f1(k * 0.12)}" ry="${f1(k * 0.04)}" fill="#c87a3a"/>`,
    );
    s.add(
      `<ellipse cx="${f1(p[0])}" cy="${f1(p[1] - k * 0.06)}" rx="${f1(k * 0.025)}" ry="${f1(k * 0.06)}" fill="#fff0c0"/>`,
    );
    s.add(
      `<circle cx="${f1(p[0])}" cy="${f1(p[1] - k * 0.05)}" r="${f1(k * 0.7)}" fill="${s.rad(
        p[0],
        p[1] - k * 0.05,
        k * 0.7,
        [
          [0, '#ffb060', 0.55],
          [1, '#ffb060', 0],
        ],
        0.6,
      )}" style="mix-blend-mode:screen"/>`,
    );
  }
  // potted palms along the pool
  for (const side of [-1, 1]) {
    for (const z of [6, 10, 14]) {
      const p = P(side * (PW + 1.6), 0, z);
      const k = cam.s(z);
      s.add(
        `<path d="M${f1(p[0] - k * 0.45)} ${f1(p[1] - k * 0.9)}L${f1(p[0] + k * 0.45)} ${f1(p[1] - k * 0.9)}L${f1(p[0] + k * 0.35)} ${f1(p[1])}L${f1(p[0] - k * 0.35)} ${f1(p[1])}Z" fill="#8a5a4a"/>`,
      );
      s.add(palm(rng, p[0], p[1] - k * 0.9, k * 2.6, '#1f3a30', '#3a3030'));
    }
  }
  // ambient dusk + vignette
  s.add(vignette(s, H * 0.5, W * 0.75, [0.6, 0.1], ['#05040c', 0.6], 0.85));
  return s.toString();
}

export type { Pt };
