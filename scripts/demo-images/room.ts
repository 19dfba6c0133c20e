/**
 * Suite interiors: a small one-point-perspective "renderer" that projects axis-aligned
 * boxes and wall-plane shapes through a pinhole camera and paints them as SVG,
 * with window views, sunlight patches, lamp glows, textures and vignette.
 */

import { vignette } from './finish.ts';
import { palm, TOD, type Tod, type TodSpec, teaView } from './landscape.ts';
import {
  type Box,
  type BoxStyle,
  Cam,
  convexHull,
  f1,
  jitter,
  makeRng,
  mix,
  multiply,
  type P3,
  type Pt,
  pathOf,
  type Rng,
  Svg,
  shade,
  shadedBox,
  smoothPath,
} from './lib.ts';

export type BedType = 'king' | 'double' | 'single';
export type BedStyle = 'upholstered' | 'carved' | 'fourposter' | 'net' | 'cane' | 'iron';
export type WinShape = 'rect' | 'arch' | 'pointed' | 'scallop' | 'round';
export type Extra =
  | 'armchair'
  | 'bench'
  | 'plant'
  | 'plantL'
  | 'desk'
  | 'sofa'
  | 'trunk'
  | 'floorlamp'
  | 'art'
  | 'mirror'
  | 'sconces'
  | 'shelf';

export interface WinCfg {
  wall: 'back' | 'left' | 'right';
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  shape: WinShape;
  curtains?: string;
  shutters?: string;
  balustrade?: boolean;
  frame?: string;
}

export interface SuiteCfg {
  slug: string;
  tod: Tod;
  beds: { type: BedType; count: 1 | 2 };
  bedStyle: BedStyle;
  wall: string;
  wallLower: string;
  trim: string;
  ceiling: string;
  floor: { kind: 'planks' | 'checker' | 'terracotta' | 'mosaic'; a: string; b: string };
  windows: WinCfg[];
  wood: string;
  linen: string;
  duvet: string;
  throwC: string;
  accent: string;
  rug?: { a: string; b: string; c: string };
  ceilingFx: 'fan' | 'chandelier' | 'lantern';
  beams: boolean;
  extras: Extra[];
  camX?: number;
  wide?: boolean;
  bedX?: number;
  /** What the room is furnished as: a suite (the default) or one of the estate's other rooms. */
  scene?: Scene;
  /** Where the camera stands, when a picture is about something in the room rather than the room. */
  view?: View;
  /** The bath in scene 'bath': the plain boxed bath unless a painted roll-top is asked for. */
  tub?: 'rolltop';
}

/**
 * A camera that has walked into the room: `dolly` metres forward from the doorway, eyes at
 * `eye` metres (higher looks down onto beds and tables), horizon at `horizon` px of 960 and
 * an optional longer `focal` length (px) that frames a still life without walking onto it.
 */
export interface View {
  dolly: number;
  eye: number;
  horizon?: number;
  camX?: number;
  focal?: number;
}

/**
 * What renderSuite lends to code that dresses a room with extra props: its camera, its shaded-box
 * painter and the layout of its furniture, so props sit on the bed or the nightstand it drew.
 */
export interface RoomKit {
  s: Svg;
  cam: Cam;
  rng: Rng;
  tod: TodSpec;
  cfg: SuiteCfg;
  /** Tints a colour by the time of day's ambient light, as everything in the room is. */
  T: (c: string) => string;
  box: (b: Box, col: string, o?: BoxStyle) => string;
  softShadow: (
    x0: number,
    x1: number,
    z0: number,
    z1: number,
    op?: number,
    grow?: number,
  ) => string;
  glow: (g: Glow) => void;
  room: { RW: number; RH: number; ZB: number; Z0: number };
  beds: { centers: number[]; width: number; headZ: number; footZ: number; duvetTop: number };
  nightstands: { xs: number[]; top: number; z: number };
  /** The bath (scene 'bath'): its outline on the floor and the height of its rim and water. */
  bath: { x0: number; x1: number; z0: number; z1: number; rim: number };
  /** The dining table (scene 'dining'): its top's outline and height. */
  table: { x0: number; x1: number; z0: number; z1: number; top: number };
  /** The treatment couch (scene 'spa'): its padded top's outline and height. */
  couch: { x0: number; x1: number; z0: number; z1: number; top: number };
}

/** A prop for the draw list: painted after everything farther away than `z`. */
export interface Placed {
  z: number;
  g: () => string;
}

/** Bedroom for the suites; the others furnish the estate's shared rooms. */
export type Scene = 'bedroom' | 'dining' | 'library' | 'bath' | 'lounge' | 'spa';

let AMB = '#ffffff';
const T = (c: string) => multiply(c, AMB);

export interface Glow {
  x: number;
  y: number;
  r: number;
  c: string;
  o: number;
  sy?: number;
}

export function renderSuite(
  cfg: SuiteCfg,
  seed: number,
  dress?: (kit: RoomKit) => Placed[],
): string {
  const W = 1440;
  const H = 960;
  const rng = makeRng(seed);
  const tod: TodSpec = TOD[cfg.tod];
  AMB = tod.ambient;
  const s = new Svg(W, H);
  const RW = cfg.wide ? 3.7 : 3.0;
  const RH = 3.5;
  const ZB = cfg.wide ? 7.3 : 6.6;
  const view = cfg.view;
  // the room's near edge stays just in front of the camera wherever it stands
  const Z0 = 0.9 + (view?.dolly ?? 0);
  const camY = view?.eye ?? 1.3;
  const cam = new Cam(
    view?.focal ?? (cfg.wide ? 1000 : 970),
    W / 2,
    view?.horizon ?? 455,
    view?.camX ?? cfg.camX ?? 0,
    camY,
    view?.dolly ?? 0,
  );
  const P = (x: number, y: number, z: number) => cam.p(x, y, z);
  const dOf = (pts: P3[]) => cam.d(pts);
  const glows: Glow[] = [];
  const out: string[] = [];
  const add = (x: string) => out.push(x);

  /* ------------------------------------------------ primitive: shaded box */
  const box = (b: Box, col: string, o: BoxStyle = {}) => shadedBox(cam, b, col, o, T);
  const softShadow = (x0: number, x1: number, z0: number, z1: number, op = 0.45, grow = 0.12) => {
    const bl = s.blur(6);
    return `<path d="${dOf([
      [x0 - grow, 0, z0 - grow],
      [x1 + grow, 0, z0 - grow],
      [x1 + grow, 0, z1 + grow],
      [x0 - grow, 0, z1 + grow],
    ])}" fill="#1a120c" opacity="${op}" filter="${bl}"/>`;
  };
  const vGrad = (yTop: number, yBot: number, top: string, bot: string) =>
    s.lin(0, yTop, 0, yBot, [
      [0, top],
      [1, bot],
    ]);

  /* ------------------------------------------------ shell */
  const wallCol = cfg.wall;
  const backTop = P(0, RH, ZB)[1];
  const backBot = P(0, 0, ZB)[1];
  // ceiling
  add(
    `<path d="${dOf([
      [-RW, RH, Z0],
      [RW, RH, Z0],
      [RW, RH, ZB],
      [-RW, RH, ZB],
    ])}" fill="${vGrad(0, backTop, T(shade(cfg.ceiling, -0.25)), T(cfg.ceiling))}"/>`,
  );
  // side walls with depth gradient
  const lx0 = P(-RW, 1, Z0)[0];
  const lx1 = P(-RW, 1, ZB)[0];
  const rx0 = P(RW, 1, Z0)[0];
  const rx1 = P(RW, 1, ZB)[0];
  add(
    `<path d="${dOf([
      [-RW, 0, Z0],
      [-RW, 0, ZB],
      [-RW, RH, ZB],
      [-RW, RH, Z0],
    ])}" fill="${s.lin(Math.max(lx0, -200), 0, lx1, 0, [
      [0, T(shade(wallCol, -0.32))],
      [1, T(shade(wallCol, -0.1))],
    ])}"/>`,
  );
  add(
    `<path d="${dOf([
      [RW, 0, Z0],
      [RW, 0, ZB],
      [RW, RH, ZB],
      [RW, RH, Z0],
    ])}" fill="${s.lin(Math.min(rx0, W + 200), 0, rx1, 0, [
      [0, T(shade(wallCol, -0.3))],
      [1, T(shade(wallCol, -0.06))],
    ])}"/>`,
  );
  // back wall
  add(
    `<path d="${dOf([
      [-RW, 0, ZB],
      [RW, 0, ZB],
      [RW, RH, ZB],
      [-RW, RH, ZB],
    ])}" fill="${vGrad(backTop, backBot, T(shade(wallCol, -0.08)), T(shade(wallCol, 0.04)))}"/>`,
  );

  // wainscot / dado on the three walls
  const DADO = 0.95;
  const lowerBack = vGrad(
    P(0, DADO, ZB)[1],
    backBot,
    T(cfg.wallLower),
    T(shade(cfg.wallLower, -0.12)),
  );
  add(
    `<path d="${dOf([
      [-RW, 0, ZB],
      [RW, 0, ZB],
      [RW, DADO, ZB],
      [-RW, DADO, ZB],
    ])}" fill="${lowerBack}"/>`,
  );
  add(
    `<path d="${dOf([
      [-RW, 0, Z0],
      [-RW, 0, ZB],
      [-RW, DADO, ZB],
      [-RW, DADO, Z0],
    ])}" fill="${T(shade(cfg.wallLower, -0.25))}"/>`,
  );
  add(
    `<path d="${dOf([
      [RW, 0, Z0],
      [RW, 0, ZB],
      [RW, DADO, ZB],
      [RW, DADO, Z0],
    ])}" fill="${T(shade(cfg.wallLower, -0.2))}"/>`,
  );
  // panel mouldings on back wall
  {
    let g = '';
    const n = Math.round((RW * 2) / 0.9);
    const pw = (RW * 2) / n;
    for (let i = 0; i < n; i++) {
      const a = -RW + i * pw + 0.1;
      const b = a + pw - 0.2;
      g += `<path d="${dOf([
        [a, 0.22, ZB],
        [b, 0.22, ZB],
        [b, DADO - 0.14, ZB],
        [a, DADO - 0.14, ZB],
      ])}" fill="none" stroke="${T(shade(cfg.wallLower, -0.3))}" stroke-width="1.6"/>`;
      g += `<path d="${dOf([
        [a, 0.22, ZB],
        [b, 0.22, ZB],
      ])}" fill="none" stroke="${T(shade(cfg.wallLower, 0.25))}" stroke-width="1"/>`;
    }
    // side wall panels
    for (const sx of [-RW, RW]) {
      for (let z = ZB - 0.15; z > Z0 + 0.5; z -= 0.95) {
        g += `<path d="${dOf([
          [sx, 0.22, z],
          [sx, 0.22, z - 0.75],
          [sx, DADO - 0.14, z - 0.75],
          [sx, DADO - 0.14, z],
        ])}" fill="none" stroke="${T(shade(cfg.wallLower, -0.4))}" stroke-width="1.8"/>`;
      }
    }
    add(g);
  }
  // dado rail + skirting + cornice strips
  const strip = (y0: number, y1: number, col: string, dd = 0.03) => {
    let g = '';
    g += `<path d="${dOf([
      [-RW + dd, y0, ZB - dd],
      [RW - dd, y0, ZB - dd],
      [RW - dd, y1, ZB - dd],
      [-RW + dd, y1, ZB - dd],
    ])}" fill="${T(col)}"/>`;
    g += `<path d="${dOf([
      [-RW + dd, y0, Z0],
      [-RW + dd, y0, ZB - dd],
      [-RW + dd, y1, ZB - dd],
      [-RW + dd, y1, Z0],
    ])}" fill="${T(shade(col, -0.2))}"/>`;
    g += `<path d="${dOf([
      [RW - dd, y0, Z0],
      [RW - dd, y0, ZB - dd],
      [RW - dd, y1, ZB - dd],
      [RW - dd, y1, Z0],
    ])}" fill="${T(shade(col, -0.15))}"/>`;
    return g;
  };
  add(strip(DADO - 0.04, DADO + 0.02, cfg.trim));
  add(strip(0, 0.14, shade(cfg.trim, -0.15)));
  add(strip(RH - 0.22, RH, shade(cfg.ceiling, -0.05), 0.0));
  add(strip(RH - 0.26, RH - 0.22, shade(cfg.trim, 0.05), 0.0));

  /* ------------------------------------------------ floor */
  {
    let g = '';
    const floorD = dOf([
      [-RW, 0, Z0],
      [RW, 0, Z0],
      [RW, 0, ZB],
      [-RW, 0, ZB],
    ]);
    const fclip = s.clip(floorD);
    g += `<g clip-path="${fclip}">`;
    const fl = cfg.floor;
    if (fl.kind === 'planks') {
      const pw = 0.17;
      for (let x = -RW; x < RW; x += pw) {
        let z = ZB;
        while (z > Z0) {
          const len = rng.range(1.2, 2.6);
          const z2 = Math.max(Z0 - 0.5, z - len);
          const c = T(jitter(mix(fl.a, fl.b, rng.next()), rng, 0.05));
          g += `<path d="${dOf([
            [x, 0, z],
            [x + pw, 0, z],
            [x + pw, 0, z2],
            [x, 0, z2],
          ])}" fill="${c}" stroke="${T(shade(fl.a, -0.45))}" stroke-width="0.7"/>`;
          z = z2;
        }
      }
    } else if (fl.kind === 'checker' || fl.kind === 'terracotta' || fl.kind === 'mosaic') {
      const ts = fl.kind === 'terracotta' ? 0.4 : fl.kind === 'mosaic' ? 0.45 : 0.5;
      const nx = Math.ceil(RW / ts) + 1;
      for (let z = ZB; z > Z0 - ts; z -= ts) {
        for (let i = -nx; i < nx; i++) {
          const x = i * ts;
          const k = (i + Math.round((ZB - z) / ts)) & 1;
          let c =
            fl.kind === 'checker'
              ? k
                ? fl.a
                : fl.b
              : jitter(k ? fl.a : mix(fl.a, fl.b, 0.3), rng, 0.05);
          if (fl.kind === 'terracotta') c = jitter(mix(fl.a, fl.b, rng.next() * 0.5), rng, 0.07);
          g += `<path d="${dOf([
            [x, 0, z],
            [x + ts, 0, z],
            [x + ts, 0, z - ts],
            [x, 0, z - ts],
          ])}" fill="${T(c)}" stroke="${T(shade(fl.b, -0.3))}" stroke-width="${fl.kind === 'terracotta' ? 1.4 : 0.6}"/>`;
          if (fl.kind === 'mosaic') {
            const m = ts / 2;
            g += `<path d="${dOf([
              [x + m, 0, z - 0.06],
              [x + ts - 0.06, 0, z - m],
              [x + m, 0, z - ts + 0.06],
              [x + 0.06, 0, z - m],
            ])}" fill="${T(k ? fl.b : shade(fl.b, 0.35))}" opacity="0.85"/>`;
          }
        }
      }
      // glossy sheen
      g += `<path d="${floorD}" fill="${s.lin(0, backBot, 0, H, [
        [0, '#ffffff', 0.18],
        [0.5, '#ffffff', 0.04],
        [1, '#ffffff', 0],
      ])}"/>`;
    }
    // depth darkening towards the camera
    g += `<path d="${floorD}" fill="${s.lin(0, backBot, 0, H, [
      [0, '#000', 0],
      [1, '#000', 0.35],
    ])}"/>`;
    g += '</g>';
    add(g);
  }

  /* ------------------------------------------------ ceiling details */
  if (cfg.beams) {
    let g = '';
    const beamC = shade(cfg.wood, -0.1);
    // rafters (borga) along z
    const raft = T(shade(cfg.wood, 0.05));
    for (let x = -RW + 0.15; x < RW; x += 0.32) {
      g += `<path d="${dOf([
        [x, RH - 0.01, Z0],
        [x + 0.07, RH - 0.01, Z0],
        [x + 0.07, RH - 0.01, ZB],
        [x, RH - 0.01, ZB],
      ])}" fill="${raft}"/>`;
    }
    for (let z = ZB - 0.6; z > Z0 + 0.3; z -= 1.3) {
      g += box({ x0: -RW, x1: RW, y0: RH - 0.26, y1: RH, z0: z - 0.2, z1: z }, beamC);
    }
    add(g);
  } else {
    // coffered ceiling rose
    const c = P(0, RH, 4.6);
    add(
      `<ellipse cx="${f1(c[0])}" cy="${f1(c[1])}" rx="${f1(cam.s(4.6) * 0.7)}" ry="${f1(cam.s(4.6) * 0.12)}" fill="none" stroke="${T(shade(cfg.ceiling, -0.15))}" stroke-width="2"/>`,
    );
  }

  /* ------------------------------------------------ walls: texture */
  {
    const wallsD = `${dOf([
      [-RW, 0, Z0],
      [-RW, 0, ZB],
      [-RW, RH, ZB],
      [-RW, RH, Z0],
    ])}${dOf([
      [RW, 0, Z0],
      [RW, 0, ZB],
      [RW, RH, ZB],
      [RW, RH, Z0],
    ])}${dOf([
      [-RW, DADO, ZB],
      [RW, DADO, ZB],
      [RW, RH, ZB],
      [-RW, RH, ZB],
    ])}`;
    const cl = s.clip(wallsD);
    add(
      `<g clip-path="${cl}" opacity="0.14"><rect width="${W}" height="${H}" filter="${s.turb(0.012, rng.int(1, 900), 3, 0.6)}"/></g>`,
    );
  }

  /* ------------------------------------------------ windows */
  const wallPt = (w: WinCfg, u: number, v: number, d = 0): P3 =>
    w.wall === 'back' ? [u, v, ZB + d] : w.wall === 'right' ? [RW + d, v, u] : [-RW - d, v, u];
  const outline = (w: WinCfg): [number, number][] => {
    const { u0, u1, v0, v1 } = w;
    const wd = u1 - u0;
    const um = (u0 + u1) / 2;
    const pts: [number, number][] = [];
    if (w.shape === 'rect')
      return [
        [u0, v0],
        [u1, v0],
        [u1, v1],
        [u0, v1],
      ];
    if (w.shape === 'round') {
      const r = wd / 2;
      const vm = (v0 + v1) / 2;
      for (let i = 0; i < 40; i++) {
        const a = (i / 40) * Math.PI * 2;
        pts.push([um + Math.cos(a) * r, vm + (Math.sin(a) * (v1 - v0)) / 2]);
      }
      return pts;
    }
    const r = wd / 2;
    if (w.shape === 'pointed') {
      const rr = wd * 0.8;
      const vs = v1 - Math.sqrt(rr * rr - (rr - r) ** 2);
      pts.push([u0, v0], [u1, v0], [u1, vs]);
      const a1 = Math.acos((r - rr) / -rr);
      for (let i = 0; i <= 16; i++) {
        const a = (i / 16) * (Math.PI - a1);
        pts.push([u1 - rr + Math.cos(a) * rr, vs + Math.sin(a) * rr]);
      }
      for (let i = 16; i >= 0; i--) {
        const a = (i / 16) * (Math.PI - a1);
        pts.push([u0 + rr - Math.cos(a) * rr, vs + Math.sin(a) * rr]);
      }
      pts.push([u0, vs]);
      return pts;
    }
    const vs = v1 - r;
    pts.push([u0, v0], [u1, v0], [u1, vs]);
    for (let i = 0; i <= 48; i++) {
      const a = (i / 48) * Math.PI;
      const rr = w.shape === 'scallop' ? r * (0.9 + 0.1 * Math.abs(Math.sin(a * 3.5))) : r;
      pts.push([um + Math.cos(a) * rr, vs + Math.sin(a) * rr]);
    }
    pts.push([u0, vs]);
    return pts;
  };
  const winLayer: string[] = [];
  for (const w of cfg.windows) {
    const ol = outline(w);
    const inner = cam.pp(ol.map(([u, v]) => wallPt(w, u, v, 0)));
    const outer = cam.pp(ol.map(([u, v]) => wallPt(w, u, v, 0.32)));
    const innerD = pathOf(inner);
    const outerD = pathOf(outer);
    let g = `<path d="${innerD}" fill="${T(shade(wallCol, -0.3))}"/>`;
    const xs = outer.map((p) => p[0]);
    const ys = outer.map((p) => p[1]);
    const bx0 = Math.min(...xs);
    const by0 = Math.min(...ys);
    const bw = Math.max(...xs) - bx0;
    const bh = Math.max(...ys) - by0;
    const c1 = s.clip(innerD);
    const c2 = s.clip(outerD);
    // the view
    const vs = new Svg(0, 0);
    // paint into the main defs; reuse landscape helpers on `s`
    const before = s.body.length;
    const hz = P(0, camY + 0.2, ZB + 30)[1];
    const vx = w.wall === 'back' ? bx0 : bx0 - bw * 0.3;
    const vw = w.wall === 'back' ? bw : bw * 1.6;
    const vy = Math.min(by0, hz - bh);
    const vh = Math.max(by0 + bh, hz + 40) - vy;
    teaView(s, makeRng(seed + Math.round(bx0)), tod, vx, vy, vw, vh, (hz - vy) / vh);
    if (w.balustrade) {
      const byTop = P(0, 1.0, ZB + 0.5)[1];
      let bal = `<rect x="${f1(vx)}" y="${f1(byTop)}" width="${f1(vw)}" height="${f1(vh)}" fill="${T(shade(wallCol, -0.2))}" opacity="0"/>`;
      const rail = T(mix('#f3ede0', tod.ambient, 0.2));
      const floorY = P(0, 0, ZB + 0.5)[1];
      bal += `<rect x="${f1(vx)}" y="${f1(floorY)}" width="${f1(vw)}" height="${f1(vh)}" fill="${T('#b9a58a')}"/>`;
      bal += `<rect x="${f1(vx)}" y="${f1(byTop)}" width="${f1(vw)}" height="${f1((floorY - byTop) * 0.12)}" fill="${rail}"/>`;
      const step = (floorY - byTop) * 0.35;
      for (let x = vx + step * 0.3; x < vx + vw; x += step) {
        bal += `<path d="M${f1(x)} ${f1(floorY)}C${f1(x - step * 0.25)} ${f1(floorY - (floorY - byTop) * 0.4)} ${f1(x + step * 0.25)} ${f1(byTop + (floorY - byTop) * 0.4)} ${f1(x)} ${f1(byTop)}C${f1(x + step * 0.25)} ${f1(byTop + (floorY - byTop) * 0.4)} ${f1(x + step * 0.45)} ${f1(floorY - (floorY - byTop) * 0.4)} ${f1(x + step * 0.1)} ${f1(floorY)}Z" fill="${rail}"/>`;
      }
      const pr = makeRng(seed + 7);
      bal += palm(pr, vx + vw * 0.8, floorY, vh * 0.9, '#2f5a32', '#6b5a45').replace(
        /fill="#/g,
        'fill="#',
      );
      s.add(bal);
    }
    const viewBody = s.body.splice(before).join('');
    void vs;
    g += `<g clip-path="${c1}"><g clip-path="${c2}">${viewBody}`;
    // glass reflection
    g += `<rect x="${f1(bx0)}" y="${f1(by0)}" width="${f1(bw)}" height="${f1(bh)}" fill="${s.lin(
      bx0,
      by0,
      bx0 + bw,
      by0 + bh,
      [
        [0, '#ffffff', 0.16],
        [0.45, '#ffffff', 0.02],
        [0.55, '#ffffff', 0.1],
        [1, '#ffffff', 0],
      ],
    )}"/>`;
    // mullions
    const frameC = T(w.frame ?? '#efe8da');
    const mw = cam.s(w.wall === 'back' ? ZB : (w.u0 + w.u1) / 2) * 0.035;
    let mul = '';
    const { u0, u1, v0, v1 } = w;
    const nV = w.shape === 'round' ? 1 : Math.max(1, Math.round((u1 - u0) / 0.45));
    for (let i = 1; i < nV + (w.shape === 'round' ? 1 : 0); i++) {
      const u = w.shape === 'round' ? (u0 + u1) / 2 : u0 + ((u1 - u0) * i) / nV;
      mul += `<path d="${pathOf(cam.pp([wallPt(w, u, v0, 0.16), wallPt(w, u, v1, 0.16)]), false)}" stroke="${frameC}" stroke-width="${f1(mw)}"/>`;
    }
    const springV = w.shape === 'rect' ? v1 : v1 - (u1 - u0) / 2;
    for (let v = v0 + 0.5; v < springV - 0.1; v += 0.5) {
      mul += `<path d="${pathOf(cam.pp([wallPt(w, u0, v, 0.16), wallPt(w, u1, v, 0.16)]), false)}" stroke="${frameC}" stroke-width="${f1(mw * 0.8)}"/>`;
    }
    if (w.shape !== 'rect' && w.shape !== 'round') {
      mul += `<path d="${pathOf(cam.pp([wallPt(w, u0, springV, 0.16), wallPt(w, u1, springV, 0.16)]), false)}" stroke="${frameC}" stroke-width="${f1(mw)}"/>`;
      const um = (u0 + u1) / 2;
      for (let k = 1; k < 6; k++) {
        const a = (k / 6) * Math.PI;
        const r = (u1 - u0) / 2;
        mul += `<path d="${pathOf(cam.pp([wallPt(w, um, springV, 0.16), wallPt(w, um + Math.cos(a) * r * 1.1, springV + Math.sin(a) * r * 1.1, 0.16)]), false)}" stroke="${frameC}" stroke-width="${f1(mw * 0.7)}"/>`;
      }
      const r = (u1 - u0) / 2;
      const hub: [number, number][] = [];
      for (let k = 0; k <= 12; k++)
        hub.push([
          um + Math.cos((k / 12) * Math.PI) * r * 0.3,
          springV + Math.sin((k / 12) * Math.PI) * r * 0.3,
        ]);
      mul += `<path d="${pathOf(cam.pp(hub.map(([u, v]) => wallPt(w, u, v, 0.16))), false)}" fill="none" stroke="${frameC}" stroke-width="${f1(mw * 0.7)}"/>`;
    }
    g += mul;
    g += '</g></g>';
    g += `<path d="${outerD}" fill="none" stroke="${frameC}" stroke-width="${f1(mw * 1.6)}"/>`;
    // sill
    if (w.v0 > 0.1) {
      const sl =
        w.wall === 'back'
          ? box(
              { x0: u0 - 0.08, x1: u1 + 0.08, y0: v0 - 0.06, y1: v0, z0: ZB - 0.06, z1: ZB + 0.1 },
              cfg.trim,
            )
          : '';
      g += sl;
    }
    // architrave around the opening
    g += `<path d="${innerD}" fill="none" stroke="${T(shade(cfg.trim, 0.1))}" stroke-width="${f1(mw * 2.4)}"/>`;
    winLayer.push(g);
    add(g);

    // shutters on the wall beside the window
    if (w.shutters) {
      let sh = '';
      const sw = (u1 - u0) / 2;
      for (const [a, b] of [
        [u0 - sw - 0.06, u0 - 0.06],
        [u1 + 0.06, u1 + sw + 0.06],
      ] as const) {
        // a camera that has walked into the room may stand beside the nearer shutter
        if (w.wall !== 'back' && a < Z0) continue;
        const top = w.shape === 'rect' ? v1 : v1 - (u1 - u0) / 2;
        sh += `<path d="${dOf([wallPt(w, a, v0, -0.02), wallPt(w, b, v0, -0.02), wallPt(w, b, top, -0.02), wallPt(w, a, top, -0.02)])}" fill="${T(w.shutters)}" stroke="${T(shade(w.shutters, -0.35))}" stroke-width="1.5"/>`;
        for (let v = v0 + 0.08; v < top - 0.05; v += 0.07) {
          sh += `<path d="${pathOf(cam.pp([wallPt(w, a + 0.05, v, -0.02), wallPt(w, b - 0.05, v, -0.02)]), false)}" stroke="${T(shade(w.shutters, -0.3))}" stroke-width="1.2"/>`;
        }
      }
      add(sh);
    }
  }

  /* ------------------------------------------------ sun patch & shaft */
  if (tod.patch && tod.patchOp > 0) {
    const [sx, sz] = tod.sunDir;
    for (const w of cfg.windows) {
      const ol = outline(w);
      const floorPts: Pt[] = [];
      const winPts: Pt[] = [];
      for (const [u, v] of ol) {
        const [x, y, z] = wallPt(w, u, v, 0);
        let fx = x;
        let fz = z;
        if (w.wall === 'back') {
          fx = x + sx * y;
          fz = z - sz * y;
        } else if (w.wall === 'right') {
          fx = x - sz * 0.75 * y;
          fz = z + 0.28 * y;
        } else {
          fx = x + sz * 0.75 * y;
          fz = z + 0.28 * y;
        }
        floorPts.push(P(fx, 0.002, Math.max(fz, Z0 + 0.1)));
        winPts.push(P(x, y, z));
      }
      const fclip = s.clip(
        dOf([
          [-RW, 0, Z0],
          [RW, 0, Z0],
          [RW, 0, ZB],
          [-RW, 0, ZB],
        ]),
      );
      const bl = s.blur(1.5);
      add(
        `<g clip-path="${fclip}"><path d="${pathOf(floorPts)}" fill="${tod.patch}" opacity="${tod.patchOp}" filter="${bl}" style="mix-blend-mode:screen"/></g>`,
      );
      const hull = convexHull([...floorPts, ...winPts]);
      const wy = Math.min(...winPts.map((p) => p[1]));
      const fy = Math.max(...floorPts.map((p) => p[1]));
      add(
        `<path d="${pathOf(hull)}" fill="${s.lin(0, wy, 0, fy, [
          [0, tod.patch, tod.patchOp * 0.45],
          [1, tod.patch, 0.02],
        ])}" filter="${s.blur(10)}" style="mix-blend-mode:screen"/>`,
      );
    }
  }

  /* ------------------------------------------------ curtains (after shaft so they sit in front) */
  for (const w of cfg.windows) {
    if (!w.curtains) continue;
    const top = w.v1 + 0.25;
    let g = '';
    const panels: [number, number][] =
      w.wall === 'back'
        ? [
            [w.u0 - 0.5, w.u0 + 0.05],
            [w.u1 - 0.05, w.u1 + 0.5],
          ]
        : [
            [w.u0 - 0.55, w.u0 + 0.05],
            [w.u1 - 0.05, Math.min(ZB - 0.05, w.u1 + 0.35)],
          ];
    for (const [a, b] of panels) {
      if (w.wall !== 'back' && a < Z0) continue;
      const pa = cam.p(...wallPt(w, a, top, -0.08));
      const pb = cam.p(...wallPt(w, b, top, -0.08));
      const stops: [number, string][] = [];
      const n = 7;
      for (let i = 0; i <= n; i++) stops.push([i / n, T(shade(w.curtains, i % 2 ? -0.22 : 0.08))]);
      const gr = s.lin(pa[0], 0, pb[0], 0, stops);
      const bottom: Pt[] = [];
      for (let i = 0; i <= 10; i++) {
        const u = b + ((a - b) * i) / 10;
        bottom.push(cam.p(...wallPt(w, u, 0.02 + (i % 2) * 0.025, -0.08)));
      }
      const d = `${pathOf([cam.p(...wallPt(w, a, top, -0.08)), cam.p(...wallPt(w, b, top, -0.08))], false)}L${bottom.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}Z`;
      g += `<path d="${d}" fill="${gr}"/>`;
    }
    g += `<path d="${pathOf(cam.pp([wallPt(w, w.u0 - 0.6, top + 0.02, -0.1), wallPt(w, w.u1 + 0.6, top + 0.02, -0.1)]), false)}" stroke="${T('#a8844c')}" stroke-width="${f1(cam.s(ZB) * 0.035)}" stroke-linecap="round"/>`;
    add(g);
  }

  /* ------------------------------------------------ layout of beds */
  const bedW = cfg.beds.type === 'king' ? 1.9 : cfg.beds.type === 'double' ? 1.45 : 0.95;
  const bedL = cfg.beds.type === 'single' ? 1.95 : 2.1;
  const centers: number[] =
    cfg.beds.count === 2
      ? cfg.beds.type === 'king'
        ? [-1.33, 1.33]
        : [-0.85, 0.85]
      : [cfg.bedX ?? 0];
  const headZ = ZB - 0.1;
  const footZ = headZ - bedL;
  const nsW = 0.5;
  const nightstands: number[] = [];
  if (cfg.beds.count === 2) {
    nightstands.push(0);
    if (cfg.beds.type === 'king' && RW > 3.5) nightstands.push(-RW + 0.3, RW - 0.3);
    if (cfg.beds.type === 'single') nightstands.push(-1.75, 1.75);
  } else {
    const c = centers[0]!;
    nightstands.push(c - bedW / 2 - 0.1 - nsW / 2, c + bedW / 2 + 0.1 + nsW / 2);
  }

  /* ------------------------------------------------ wall art & mirrors & sconces */
  const artAt = (x: number, y: number, w: number, h: number, z = ZB - 0.02) => {
    const fr = P(x - w / 2, y + h / 2, z);
    const br = P(x + w / 2, y - h / 2, z);
    const fw = br[0] - fr[0];
    const fh = br[1] - fr[1];
    const pad = fw * 0.08;
    let g = `<rect x="${f1(fr[0] + 3)}" y="${f1(fr[1] + 5)}" width="${f1(fw)}" height="${f1(fh)}" fill="#000" opacity="0.25" filter="${s.blur(4)}"/>`;
    g += `<rect x="${f1(fr[0])}" y="${f1(fr[1])}" width="${f1(fw)}" height="${f1(fh)}" fill="${T('#9a7a45')}"/>`;
    g += `<rect x="${f1(fr[0] + 2)}" y="${f1(fr[1] + 2)}" width="${f1(fw - 4)}" height="${f1(fh - 4)}" fill="none" stroke="${T('#d8b978')}" stroke-width="1.5"/>`;
    g += `<rect x="${f1(fr[0] + pad * 0.5)}" y="${f1(fr[1] + pad * 0.5)}" width="${f1(fw - pad)}" height="${f1(fh - pad)}" fill="${T('#f1ead8')}"/>`;
    // painted contents: a soft tea-garden study in muted tones
    const before = s.body.length;
    const ar = makeRng(seed * 3 + Math.round(x * 10));
    teaView(
      s,
      ar,
      TOD[ar.pick(['dawn', 'golden', 'noon'] as Tod[])],
      fr[0] + pad,
      fr[1] + pad,
      fw - pad * 2,
      fh - pad * 2,
      0.5,
    );
    const body = s.body.splice(before).join('');
    const c = s.clip(
      `M${f1(fr[0] + pad)} ${f1(fr[1] + pad)}h${f1(fw - pad * 2)}v${f1(fh - pad * 2)}h${f1(-(fw - pad * 2))}Z`,
    );
    g += `<g clip-path="${c}" opacity="0.85">${body}<rect width="${W}" height="${H}" fill="${AMB}" style="mix-blend-mode:multiply"/></g>`;
    return g;
  };
  const hbH = cfg.beds.type === 'single' ? 1.15 : 1.45;
  if (cfg.extras.includes('art')) {
    if (cfg.beds.count === 1)
      add(artAt(centers[0]!, hbH + 0.7, cfg.beds.type === 'king' ? 1.3 : 0.9, 0.75));
    else for (const c of centers) add(artAt(c, hbH + 0.75, 0.8, 0.6));
  }
  if (cfg.extras.includes('mirror')) {
    const mx = cfg.beds.count === 2 ? 0 : centers[0]!;
    const pts: P3[] = [];
    const mwid = 0.55;
    for (let i = 0; i <= 20; i++) {
      const a = (i / 20) * Math.PI;
      pts.push([mx + Math.cos(a) * mwid, hbH + 1.0 + Math.sin(a) * mwid, ZB - 0.02]);
    }
    pts.push([mx - mwid, hbH + 0.3, ZB - 0.02], [mx + mwid, hbH + 0.3, ZB - 0.02]);
    const dd = dOf(pts);
    const pp = cam.pp(pts);
    const ys = pp.map((p) => p[1]);
    add(
      `<path d="${dd}" fill="${s.lin(0, Math.min(...ys), 0, Math.max(...ys), [
        [0, T(mix(tod.sky[1]!, '#c8c2b4', 0.5))],
        [1, T(mix(shade(wallCol, -0.25), '#8c8577', 0.4))],
      ])}" stroke="${T('#b08d57')}" stroke-width="${f1(cam.s(ZB) * 0.06)}"/>`,
    );
  }
  if (cfg.extras.includes('sconces')) {
    const xs =
      cfg.beds.count === 2
        ? centers.map((c) => c)
        : [centers[0]! - bedW / 2 - 0.35, centers[0]! + bedW / 2 + 0.35];
    for (const sx of cfg.beds.count === 2 ? [-RW + 0.6, RW - 0.6] : xs) {
      const p = P(sx, 1.85, ZB - 0.05);
      const k = cam.s(ZB);
      add(
        `<rect x="${f1(p[0] - k * 0.03)}" y="${f1(p[1] - k * 0.05)}" width="${f1(k * 0.06)}" height="${f1(k * 0.2)}" fill="${T('#a8844c')}"/>`,
      );
      add(
        `<path d="M${f1(p[0] - k * 0.09)} ${f1(p[1] + k * 0.02)}L${f1(p[0] + k * 0.09)} ${f1(p[1] + k * 0.02)}L${f1(p[0] + k * 0.06)} ${f1(p[1] - k * 0.14)}L${f1(p[0] - k * 0.06)} ${f1(p[1] - k * 0.14)}Z" fill="#fbe3b4"/>`,
      );
      glows.push({
        x: p[0],
        y: p[1] - k * 0.05,
        r: k * 0.9,
        c: '#ffc27a',
        o: 0.5 * tod.lamp + 0.12,
        sy: 1.3,
      });
    }
  }

  /* ------------------------------------------------ rug */
  if (cfg.rug) {
    const r = cfg.rug;
    const span =
      cfg.beds.count === 2 ? Math.abs(centers[1]! - centers[0]!) + bedW + 0.6 : bedW + 1.4;
    const rx = cfg.beds.count === 2 ? 0 : centers[0]!;
    const z1 = headZ - 0.9;
    const z0 = Math.max(Z0 + 1.2, footZ - 1.4);
    let g = '';
    const q = (x0: number, x1: number, za: number, zb: number, c: string) =>
      `<path d="${dOf([
        [x0, 0.004, za],
        [x1, 0.004, za],
        [x1, 0.004, zb],
        [x0, 0.004, zb],
      ])}" fill="${T(c)}"/>`;
    g += q(rx - span / 2, rx + span / 2, z0, z1, r.a);
    g += q(rx - span / 2 + 0.12, rx + span / 2 - 0.12, z0 + 0.12, z1 - 0.12, r.b);
    g += q(rx - span / 2 + 0.2, rx + span / 2 - 0.2, z0 + 0.2, z1 - 0.2, r.c);
    // border motifs
    for (let x = rx - span / 2 + 0.2; x < rx + span / 2 - 0.2; x += 0.22) {
      g += `<path d="${dOf([
        [x + 0.11, 0.004, z0 + 0.035],
        [x + 0.2, 0.004, z0 + 0.06],
        [x + 0.11, 0.004, z0 + 0.085],
        [x + 0.02, 0.004, z0 + 0.06],
      ])}" fill="${T(r.b)}"/>`;
    }
    // medallion
    const mz = (z0 + z1) / 2;
    const med: P3[] = [];
    for (let i = 0; i < 36; i++) {
      const a = (i / 36) * Math.PI * 2;
      const rr = 0.45 * (1 + 0.12 * Math.cos(a * 8));
      med.push([rx + Math.cos(a) * rr * 1.2, 0.004, mz + Math.sin(a) * rr]);
    }
    g += `<path d="${dOf(med)}" fill="${T(r.a)}" opacity="0.85"/>`;
    // fringe
    g += `<path d="${pathOf(
      cam.pp([
        [rx - span / 2, 0.004, z0 - 0.04],
        [rx + span / 2, 0.004, z0 - 0.04],
      ]),
      false,
    )}" stroke="${T('#e9dfc8')}" stroke-width="4" stroke-dasharray="1.5 2.5"/>`;
    // pile texture
    const rc = s.clip(
      dOf([
        [rx - span / 2, 0.004, z0],
        [rx + span / 2, 0.004, z0],
        [rx + span / 2, 0.004, z1],
        [rx - span / 2, 0.004, z1],
      ]),
    );
    g += `<g clip-path="${rc}" opacity="0.35"><rect width="${W}" height="${H}" filter="${s.turb(0.35, 11, 2, 0.7)}"/></g>`;
    add(g);
  }

  /* ------------------------------------------------ ceiling fixture */
  {
    const fz = cfg.wide ? 4.9 : 4.4;
    const k = cam.s(fz);
    const top = P(0, RH, fz);
    let g = '';
    if (cfg.ceilingFx === 'fan') {
      const hy = RH - 0.5;
      const hp = P(0, hy, fz);
      g += `<path d="M${f1(top[0])} ${f1(top[1])}L${f1(hp[0])} ${f1(hp[1])}" stroke="${T('#6e5a3c')}" stroke-width="${f1(k * 0.04)}"/>`;
      const a0 = rng.range(0, Math.PI / 2);
      const blades: { z: number; d: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const a = a0 + (i * Math.PI) / 2;
        const ca = Math.cos(a);
        const sa = Math.sin(a);
        const pts: P3[] = [
          [ca * 0.18 - sa * 0.06, hy, fz + sa * 0.18 + ca * 0.06],
          [ca * 0.7 - sa * 0.08, hy, fz + sa * 0.7 + ca * 0.08],
          [ca * 0.72, hy, fz + sa * 0.72],
          [ca * 0.7 + sa * 0.08, hy, fz + sa * 0.7 - ca * 0.08],
          [ca * 0.18 + sa * 0.06, hy, fz + sa * 0.18 - ca * 0.06],
        ];
        blades.push({ z: sa, d: dOf(pts) });
      }
      blades.sort((a, b) => b.z - a.z);
      for (const b of blades)
        g += `<path d="${b.d}" fill="${T(shade(cfg.wood, -0.15))}" stroke="${T(shade(cfg.wood, -0.4))}" stroke-width="1"/>`;
      g += `<ellipse cx="${f1(hp[0])}" cy="${f1(hp[1])}" rx="${f1(k * 0.16)}" ry="${f1(k * 0.07)}" fill="${T('#a8844c')}"/>`;
    } else if (cfg.ceilingFx === 'chandelier') {
      const by = RH - 1.0;
      const bp = P(0, by, fz);
      g += `<path d="M${f1(top[0])} ${f1(top[1])}L${f1(bp[0])} ${f1(bp[1])}" stroke="${T('#8a6d3f')}" stroke-width="${f1(k * 0.02)}"/>`;
      const arms: { z: number; s: string }[] = [];
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2 + 0.2;
        const ax = Math.cos(a) * 0.5;
        const az = fz + Math.sin(a) * 0.5;
        const tip = P(ax, by + 0.12, az);
        const kk = cam.s(az);
        let sg = `<path d="M${f1(bp[0])} ${f1(bp[1])}Q${f1((bp[0] + tip[0]) / 2)} ${f1(bp[1] + kk * 0.14)} ${f1(tip[0])} ${f1(tip[1])}" fill="none" stroke="${T('#b08d57')}" stroke-width="${f1(kk * 0.025)}"/>`;
        sg += `<rect x="${f1(tip[0] - kk * 0.018)}" y="${f1(tip[1] - kk * 0.12)}" width="${f1(kk * 0.036)}" height="${f1(kk * 0.12)}" fill="#f7efe0"/>`;
        sg += `<ellipse cx="${f1(tip[0])}" cy="${f1(tip[1] - kk * 0.15)}" rx="${f1(kk * 0.015)}" ry="${f1(kk * 0.035)}" fill="#fff3c8"/>`;
        glows.push({ x: tip[0], y: tip[1] - kk * 0.15, r: kk * 0.22, c: '#ffd08a', o: 0.55 });
        arms.push({ z: Math.sin(a), s: sg });
      }
      arms.sort((a, b) => b.z - a.z);
      g += arms.map((a) => a.s).join('');
      g += `<ellipse cx="${f1(bp[0])}" cy="${f1(bp[1])}" rx="${f1(k * 0.1)}" ry="${f1(k * 0.14)}" fill="${T('#b08d57')}"/>`;
      for (let i = 0; i < 14; i++) {
        const a = (i / 14) * Math.PI * 2;
        const p = P(Math.cos(a) * 0.3, by - 0.15 - (i % 2) * 0.05, fz + Math.sin(a) * 0.3);
        g += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(k * 0.012)}" fill="#fff" opacity="0.8"/>`;
      }
      glows.push({
        x: bp[0],
        y: bp[1] - k * 0.1,
        r: k * 1.5,
        c: '#ffc27a',
        o: 0.35 * tod.lamp + 0.1,
      });
    } else {
      const ly = RH - 1.1;
      const lp = P(0, ly, fz);
      g += `<path d="M${f1(top[0])} ${f1(top[1])}L${f1(lp[0])} ${f1(lp[1] - k * 0.25)}" stroke="${T('#6e5a3c')}" stroke-width="${f1(k * 0.012)}"/>`;
      const lw = k * 0.16;
      const lh = k * 0.34;
      g += `<path d="M${f1(lp[0] - lw)} ${f1(lp[1] - lh * 0.6)}L${f1(lp[0] + lw)} ${f1(lp[1] - lh * 0.6)}L${f1(lp[0] + lw * 0.8)} ${f1(lp[1] + lh * 0.4)}L${f1(lp[0] - lw * 0.8)} ${f1(lp[1] + lh * 0.4)}Z" fill="#fde2a8"/>`;
      for (const dx of [-lw, -lw * 0.33, lw * 0.33, lw])
        g += `<path d="M${f1(lp[0] + dx)} ${f1(lp[1] - lh * 0.6)}L${f1(lp[0] + dx * 0.8)} ${f1(lp[1] + lh * 0.4)}" stroke="${T('#8a6d3f')}" stroke-width="${f1(k * 0.015)}"/>`;
      g += `<path d="M${f1(lp[0] - lw * 1.1)} ${f1(lp[1] - lh * 0.6)}L${f1(lp[0])} ${f1(lp[1] - lh)}L${f1(lp[0] + lw * 1.1)} ${f1(lp[1] - lh * 0.6)}Z" fill="${T('#9a7a45')}"/>`;
      g += `<rect x="${f1(lp[0] - lw * 0.9)}" y="${f1(lp[1] + lh * 0.4)}" width="${f1(lw * 1.8)}" height="${f1(k * 0.03)}" fill="${T('#9a7a45')}"/>`;
      glows.push({ x: lp[0], y: lp[1], r: k * 1.3, c: '#ffbf6a', o: 0.45 * tod.lamp + 0.12 });
    }
    add(g);
  }

  /* ------------------------------------------------ furniture */
  const lamp = (x: number, z: number, y0: number, style: number) => {
    const k = cam.s(z);
    const base = P(x, y0, z);
    const sh = P(x, y0 + 0.42, z);
    let g = '';
    if (style === 0) {
      // ginger-jar ceramic base
      g += `<ellipse cx="${f1(base[0])}" cy="${f1(base[1] - k * 0.13)}" rx="${f1(k * 0.1)}" ry="${f1(k * 0.14)}" fill="${s.lin(
        base[0] - k * 0.1,
        0,
        base[0] + k * 0.1,
        0,
        [
          [0, T(shade(cfg.accent, 0.25))],
          [1, T(shade(cfg.accent, -0.25))],
        ],
      )}"/>`;
    } else {
      g += `<rect x="${f1(base[0] - k * 0.015)}" y="${f1(sh[1])}" width="${f1(k * 0.03)}" height="${f1(base[1] - sh[1])}" fill="${T('#a8844c')}"/>`;
      g += `<ellipse cx="${f1(base[0])}" cy="${f1(base[1])}" rx="${f1(k * 0.08)}" ry="${f1(k * 0.015)}" fill="${T('#8a6d3f')}"/>`;
    }
    g += `<rect x="${f1(base[0] - k * 0.012)}" y="${f1(sh[1])}" width="${f1(k * 0.024)}" height="${f1(k * 0.15)}" fill="${T('#a8844c')}"/>`;
    const bw = k * 0.2;
    const tw = k * 0.14;
    const hh = k * 0.26;
    g += `<path d="M${f1(sh[0] - tw)} ${f1(sh[1] - hh)}L${f1(sh[0] + tw)} ${f1(sh[1] - hh)}L${f1(sh[0] + bw)} ${f1(sh[1])}L${f1(sh[0] - bw)} ${f1(sh[1])}Z" fill="${s.lin(
      0,
      sh[1] - hh,
      0,
      sh[1],
      [
        [0, '#f6dfb0'],
        [1, '#ffedc6'],
      ],
    )}"/>`;
    g += `<ellipse cx="${f1(sh[0])}" cy="${f1(sh[1])}" rx="${f1(bw)}" ry="${f1(k * 0.02)}" fill="#fff6dc"/>`;
    glows.push({
      x: sh[0],
      y: sh[1] - hh * 0.4,
      r: k * 1.4,
      c: '#ffb866',
      o: 0.42 * tod.lamp + 0.1,
      sy: 1.1,
    });
    glows.push({
      x: sh[0],
      y: sh[1] - hh * 0.4,
      r: k * 0.4,
      c: '#ffe0a8',
      o: 0.5 * tod.lamp + 0.15,
    });
    return g;
  };
  const nightstand = (x: number) => {
    const z1 = ZB - 0.03;
    const z0 = z1 - 0.45;
    const b = { x0: x - nsW / 2, x1: x + nsW / 2, y0: 0.08, y1: 0.62, z0, z1 };
    let g = softShadow(b.x0, b.x1, z0, z1, 0.35, 0.05);
    g += box({ ...b, y0: 0, y1: 0.1, x0: b.x0 + 0.03, x1: b.x1 - 0.03 }, shade(cfg.wood, -0.3));
    g += box(b, cfg.wood);
    const dk = dOf([
      [b.x0 + 0.04, 0.4, z0],
      [b.x1 - 0.04, 0.4, z0],
      [b.x1 - 0.04, 0.56, z0],
      [b.x0 + 0.04, 0.56, z0],
    ]);
    g += `<path d="${dk}" fill="none" stroke="${T(shade(cfg.wood, -0.35))}" stroke-width="1.2"/>`;
    const kn = P(x, 0.48, z0);
    g += `<circle cx="${f1(kn[0])}" cy="${f1(kn[1])}" r="${f1(cam.s(z0) * 0.014)}" fill="${T('#d0a860')}"/>`;
    g += lamp(x, (z0 + z1) / 2, 0.62, cfg.bedStyle === 'carved' || cfg.bedStyle === 'net' ? 0 : 1);
    // small book / flower
    return g;
  };

  const pillow = (
    x0: number,
    x1: number,
    y0: number,
    h: number,
    z: number,
    col: string,
    lean = 0.12,
    pat?: string,
  ) => {
    const a = P(x0, y0, z);
    const b = P(x1, y0, z);
    const c = P(x1 - 0.02, y0 + h, z + lean);
    const d = P(x0 + 0.02, y0 + h, z + lean);
    const bulge = (p: Pt, q: Pt, k: number): Pt => {
      const mx = (p[0] + q[0]) / 2;
      const my = (p[1] + q[1]) / 2;
      const nx = q[1] - p[1];
      const ny = -(q[0] - p[0]);
      return [mx + nx * k, my + ny * k];
    };
    const q1 = bulge(a, b, -0.06);
    const q2 = bulge(b, c, -0.1);
    const q3 = bulge(c, d, -0.08);
    const q4 = bulge(d, a, -0.1);
    const dd = `M${f1(a[0])} ${f1(a[1])}Q${f1(q1[0])} ${f1(q1[1])} ${f1(b[0])} ${f1(b[1])}Q${f1(q2[0])} ${f1(q2[1])} ${f1(c[0])} ${f1(c[1])}Q${f1(q3[0])} ${f1(q3[1])} ${f1(d[0])} ${f1(d[1])}Q${f1(q4[0])} ${f1(q4[1])} ${f1(a[0])} ${f1(a[1])}Z`;
    const gr = s.lin(0, d[1], 0, a[1], [
      [0, T(shade(col, 0.12))],
      [0.6, T(col)],
      [1, T(shade(col, -0.28))],
    ]);
    let g = `<path d="${dd}" fill="#000" opacity="0.18" transform="translate(2 4)" filter="${s.blur(3)}"/>`;
    g += `<path d="${dd}" fill="${gr}"/>`;
    if (pat) {
      const cx = (a[0] + b[0]) / 2;
      const cy = (a[1] + d[1]) / 2;
      const rr = Math.abs(b[0] - a[0]) * 0.16;
      g += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rr)}" fill="none" stroke="${T(pat)}" stroke-width="${f1(rr * 0.22)}" stroke-dasharray="${f1(rr * 0.2)} ${f1(rr * 0.15)}"/>`;
      g += `<path d="${dd}" fill="none" stroke="${T(pat)}" stroke-width="1.6" transform="translate(0 0)" opacity="0.7"/>`;
    }
    return g;
  };

  const bed = (cx: number) => {
    const x0 = cx - bedW / 2;
    const x1 = cx + bedW / 2;
    const k = cam.s(headZ);
    let g = softShadow(x0, x1, footZ, headZ, 0.5, 0.14);
    // headboard
    const wood = cfg.wood;
    const hb = { x0: x0 - 0.08, x1: x1 + 0.08, y0: 0, y1: hbH, z0: headZ - 0.08, z1: headZ };
    if (cfg.bedStyle === 'upholstered') {
      const fab = mix(cfg.accent, cfg.linen, 0.15);
      g += box({ ...hb, x0: hb.x0 - 0.06, x1: hb.x1 + 0.06 }, shade(wood, -0.2));
      g += box({ ...hb, y0: 0.55, y1: hbH - 0.06, z0: hb.z0 - 0.04 }, fab, {
        front: s.lin(0, P(0, hbH, hb.z0)[1], 0, P(0, 0.55, hb.z0)[1], [
          [0, T(shade(fab, 0.12))],
          [1, T(shade(fab, -0.18))],
        ]),
      });
      let t = '';
      for (let yy = 0.72; yy < hbH - 0.1; yy += 0.18)
        for (let xx = hb.x0 + 0.12; xx < hb.x1 - 0.08; xx += 0.2) {
          const p = P(xx + (Math.round(yy / 0.18) % 2) * 0.1, yy, hb.z0 - 0.041);
          t += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(k * 0.012)}" fill="${T(shade(fab, -0.4))}"/>`;
        }
      g += t;
    } else if (cfg.bedStyle === 'carved' || cfg.bedStyle === 'cane') {
      const pts: P3[] = [];
      const n = 30;
      pts.push([hb.x0, 0, hb.z0], [hb.x1, 0, hb.z0]);
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        const x = hb.x1 - (hb.x1 - hb.x0) * t;
        const crest =
          cfg.bedStyle === 'carved'
            ? 0.32 * Math.sin(Math.PI * t) ** 2 + 0.06 * Math.sin(Math.PI * t * 5) ** 2
            : 0.12 * Math.sin(Math.PI * t);
        pts.push([x, hbH - 0.2 + crest, hb.z0]);
      }
      const gr = s.lin(0, P(0, hbH + 0.2, hb.z0)[1], 0, P(0, 0, hb.z0)[1], [
        [0, T(shade(wood, 0.1))],
        [1, T(shade(wood, -0.3))],
      ]);
      g += `<path d="${dOf(pts)}" fill="${gr}"/>`;
      // inner panel / inlay
      const inner: P3[] = [];
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        const x = hb.x1 - 0.14 - (hb.x1 - hb.x0 - 0.28) * t;
        const crest =
          cfg.bedStyle === 'carved'
            ? 0.26 * Math.sin(Math.PI * t) ** 2
            : 0.08 * Math.sin(Math.PI * t);
        inner.push([x, hbH - 0.32 + crest, hb.z0 - 0.005]);
      }
      inner.push([hb.x0 + 0.14, 0.6, hb.z0 - 0.005], [hb.x1 - 0.14, 0.6, hb.z0 - 0.005]);
      if (cfg.bedStyle === 'cane') {
        const pid = s.id('p');
        const ps = Math.max(3, k * 0.035);
        s.defs.push(
          `<pattern id="${pid}" width="${f1(ps)}" height="${f1(ps)}" patternUnits="userSpaceOnUse"><rect width="${f1(ps)}" height="${f1(ps)}" fill="${T('#d9c08e')}"/><path d="M0 0L${f1(ps)} ${f1(ps)}M${f1(ps)} 0L0 ${f1(ps)}" stroke="${T('#8c6d3e')}" stroke-width="${f1(ps * 0.18)}"/><circle cx="${f1(ps / 2)}" cy="${f1(ps / 2)}" r="${f1(ps * 0.16)}" fill="${T('#5e4526')}"/></pattern>`,
        );
        g += `<path d="${dOf(inner)}" fill="url(#${pid})" stroke="${T(shade(wood, -0.35))}" stroke-width="2"/>`;
      } else {
        g += `<path d="${dOf(inner)}" fill="none" stroke="${T('#c9a465')}" stroke-width="${f1(k * 0.012)}"/>`;
        const ctr = P(cx, hbH - 0.05, hb.z0 - 0.006);
        g += `<circle cx="${f1(ctr[0])}" cy="${f1(ctr[1])}" r="${f1(k * 0.09)}" fill="none" stroke="${T('#c9a465')}" stroke-width="${f1(k * 0.01)}"/>`;
        g += `<path d="M${f1(ctr[0] - k * 0.06)} ${f1(ctr[1])}Q${f1(ctr[0])} ${f1(ctr[1] - k * 0.1)} ${f1(ctr[0] + k * 0.06)} ${f1(ctr[1])}Q${f1(ctr[0])} ${f1(ctr[1] + k * 0.05)} ${f1(ctr[0] - k * 0.06)} ${f1(ctr[1])}Z" fill="${T('#c9a465')}"/>`;
      }
    } else if (cfg.bedStyle === 'iron') {
      const brass = '#b8924f';
      g += box({ ...hb, y1: 0.06, y0: hbH - 0.02, z0: hb.z0 + 0.03 }, brass);
      for (
        let xx = hb.x0;
        xx <= hb.x1 + 0.001;
        xx += (hb.x1 - hb.x0) / Math.round((hb.x1 - hb.x0) / 0.14)
      ) {
        const a = P(xx, 0.3, hb.z0 + 0.03);
        const b = P(xx, hbH, hb.z0 + 0.03);
        g += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${T(brass)}" stroke-width="${f1(k * 0.018)}"/>`;
      }
      const a = P(hb.x0, hbH, hb.z0 + 0.03);
      const b = P(hb.x1, hbH, hb.z0 + 0.03);
      g += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${T(shade(brass, 0.2))}" stroke-width="${f1(k * 0.04)}" stroke-linecap="round"/>`;
      for (const xx of [hb.x0, hb.x1]) {
        const p = P(xx, hbH + 0.08, hb.z0 + 0.03);
        const q = P(xx, 0, hb.z0 + 0.03);
        g += `<path d="M${f1(p[0])} ${f1(p[1])}L${f1(q[0])} ${f1(q[1])}" stroke="${T(brass)}" stroke-width="${f1(k * 0.04)}"/>`;
        g += `<circle cx="${f1(p[0])}" cy="${f1(p[1])}" r="${f1(k * 0.04)}" fill="${T(shade(brass, 0.25))}"/>`;
      }
    } else {
      // four-poster / mosquito-net canopy bed
      g += box({ ...hb, y1: 1.1 }, wood);
      const pp = P(0, 0.75, hb.z0 - 0.005);
      void pp;
    }
    const postsBack = cfg.bedStyle === 'fourposter' || cfg.bedStyle === 'net';
    const postTop = 2.35;
    const post = (x: number, z: number) =>
      box(
        { x0: x - 0.045, x1: x + 0.045, y0: 0, y1: postTop, z0: z - 0.045, z1: z + 0.045 },
        shade(wood, -0.05),
      );
    if (postsBack) {
      g += post(x0 - 0.02, headZ - 0.05) + post(x1 + 0.02, headZ - 0.05);
      // top rails
      g += box(
        {
          x0: x0 - 0.06,
          x1: x1 + 0.06,
          y0: postTop - 0.06,
          y1: postTop,
          z0: headZ - 0.09,
          z1: headZ,
        },
        wood,
      );
    }
    // frame + legs
    g += box(
      { x0: x0 - 0.04, x1: x0 + 0.04, y0: 0, y1: 0.3, z0: footZ - 0.04, z1: footZ + 0.04 },
      shade(wood, -0.2),
    );
    g += box(
      { x0: x1 - 0.04, x1: x1 + 0.04, y0: 0, y1: 0.3, z0: footZ - 0.04, z1: footZ + 0.04 },
      shade(wood, -0.2),
    );
    g += box(
      { x0: x0 - 0.03, x1: x1 + 0.03, y0: 0.12, y1: 0.32, z0: footZ - 0.03, z1: headZ - 0.08 },
      wood,
    );
    // mattress / sheet
    const linen = cfg.linen;
    g += box({ x0, x1, y0: 0.32, y1: 0.58, z0: footZ, z1: headZ - 0.08 }, linen);
    // pillows
    const ptop = 0.58;
    if (cfg.beds.type === 'single') {
      g += pillow(x0 + 0.08, x1 - 0.08, ptop - 0.02, 0.4, headZ - 0.26, linen, 0.1);
      g += pillow(
        cx - 0.22,
        cx + 0.22,
        ptop - 0.02,
        0.3,
        headZ - 0.42,
        cfg.accent,
        0.08,
        cfg.throwC,
      );
    } else {
      const half = bedW / 2;
      const pw = cfg.beds.type === 'king' ? half - 0.08 : half - 0.06;
      g += pillow(
        x0 + 0.05,
        x0 + 0.05 + pw,
        ptop - 0.02,
        0.55,
        headZ - 0.2,
        shade(linen, -0.04),
        0.12,
      );
      g += pillow(
        x1 - 0.05 - pw,
        x1 - 0.05,
        ptop - 0.02,
        0.55,
        headZ - 0.2,
        shade(linen, -0.04),
        0.12,
      );
      g += pillow(x0 + 0.1, x0 + 0.1 + pw * 0.92, ptop - 0.02, 0.4, headZ - 0.36, linen, 0.1);
      g += pillow(x1 - 0.1 - pw * 0.92, x1 - 0.1, ptop - 0.02, 0.4, headZ - 0.36, linen, 0.1);
      if (cfg.beds.type === 'king') {
        g += pillow(
          cx - 0.5,
          cx - 0.08,
          ptop - 0.02,
          0.32,
          headZ - 0.5,
          cfg.accent,
          0.08,
          cfg.throwC,
        );
        g += pillow(
          cx + 0.08,
          cx + 0.5,
          ptop - 0.02,
          0.32,
          headZ - 0.5,
          cfg.accent,
          0.08,
          cfg.throwC,
        );
      } else {
        g += pillow(
          cx - 0.3,
          cx + 0.3,
          ptop - 0.02,
          0.3,
          headZ - 0.5,
          cfg.accent,
          0.08,
          cfg.throwC,
        );
      }
    }
    // duvet
    const dz1 = headZ - 0.62;
    const dx0 = x0 - 0.05;
    const dx1 = x1 + 0.05;
    const dTop = 0.64;
    const duv = cfg.duvet;
    const topD = dOf([
      [dx0, dTop, footZ - 0.04],
      [dx1, dTop, footZ - 0.04],
      [dx1, dTop, dz1],
      [dx0, dTop, dz1],
    ]);
    const pb = P(cx, dTop, dz1);
    const pf = P(cx, dTop, footZ - 0.04);
    g += `<path d="${topD}" fill="${s.lin(0, pb[1], 0, pf[1], [
      [0, T(shade(duv, -0.1))],
      [1, T(shade(duv, 0.12))],
    ])}"/>`;
    // turned-down sheet
    g += `<path d="${dOf([
      [dx0, dTop + 0.01, dz1 + 0.02],
      [dx1, dTop + 0.01, dz1 + 0.02],
      [dx1, dTop + 0.01, dz1 - 0.14],
      [dx0, dTop + 0.01, dz1 - 0.14],
    ])}" fill="${T(shade(linen, 0.05))}"/>`;
    // front drop with soft folds
    const fz = footZ - 0.04;
    const bottomPts: Pt[] = [];
    const nF = 9;
    for (let i = 0; i <= nF; i++) {
      const x = dx1 - ((dx1 - dx0) * i) / nF;
      bottomPts.push(P(x, 0.2 + (i % 2 ? 0.025 : 0), fz));
    }
    const fa = P(dx0, dTop, fz);
    const fb = P(dx1, dTop, fz);
    const frontD = `M${f1(fa[0])} ${f1(fa[1])}L${f1(fb[0])} ${f1(fb[1])}${smoothPath(bottomPts).replace(/^M/, 'L')}Z`;
    g += `<path d="${frontD}" fill="${s.lin(0, fa[1], 0, bottomPts[0]![1], [
      [0, T(shade(duv, -0.02))],
      [1, T(shade(duv, -0.28))],
    ])}"/>`;
    // side drops for off-centre beds
    for (const side of [dx0, dx1]) {
      if ((side === dx0 && cam.camX < side) || (side === dx1 && cam.camX > side)) {
        const sp: Pt[] = [];
        for (let i = 0; i <= 8; i++) {
          const z = fz + ((dz1 - fz) * i) / 8;
          sp.push(P(side, 0.2 + (i % 2 ? 0.02 : 0), z));
        }
        const sd = `${pathOf([P(side, dTop, dz1), P(side, dTop, fz)], false)}L${smoothPath(sp).replace(/^M/, '')}Z`;
        g += `<path d="${sd}" fill="${T(shade(duv, -0.3))}"/>`;
      }
    }
    // subtle fold lines
    for (let i = 0; i < 4; i++) {
      const xx = dx0 + (dx1 - dx0) * (0.2 + i * 0.2) + rng.range(-0.05, 0.05);
      const a = P(xx, dTop, fz);
      const b = P(xx + rng.range(-0.03, 0.03), 0.22, fz);
      g += `<path d="M${f1(a[0])} ${f1(a[1])}Q${f1(a[0] + 4)} ${f1((a[1] + b[1]) / 2)} ${f1(b[0])} ${f1(b[1])}" stroke="${T(shade(duv, -0.35))}" stroke-width="2" opacity="0.35" fill="none"/>`;
    }
    // throw (nakshi-kantha style stitched runner)
    const tz0 = fz - 0.02;
    const tz1 = fz + 0.45;
    const tx0 = dx0 - 0.02;
    const tx1 = dx1 + 0.02;
    const tc = cfg.throwC;
    const dropY = 0.4;
    g += `<path d="${dOf([
      [tx0, dTop + 0.02, tz0],
      [tx1, dTop + 0.02, tz0],
      [tx1, dTop + 0.02, tz1],
      [tx0, dTop + 0.02, tz1],
    ])}" fill="${T(shade(tc, 0.1))}"/>`;
    {
      const bot: Pt[] = [];
      for (let i = 0; i <= 8; i++)
        bot.push(P(tx1 - ((tx1 - tx0) * i) / 8, dropY + (i % 2 ? 0.015 : 0), tz0));
      const a = P(tx0, dTop + 0.02, tz0);
      const b = P(tx1, dTop + 0.02, tz0);
      g += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}${smoothPath(bot).replace(/^M/, 'L')}Z" fill="${s.lin(
        0,
        a[1],
        0,
        bot[0]![1],
        [
          [0, T(tc)],
          [1, T(shade(tc, -0.25))],
        ],
      )}"/>`;
      // fringe
      g += `<path d="${smoothPath(bot)}" fill="none" stroke="${T(mix(tc, cfg.linen, 0.5))}" stroke-width="4" stroke-dasharray="1.2 2.2" transform="translate(0 3)"/>`;
    }
    const stitch = T(mix(cfg.linen, '#f0d890', 0.35));
    const span = tz1 - tz0;
    for (const q of [0.12, 0.5, 0.88]) {
      const zz = tz0 + span * q;
      const a = P(tx0 + 0.04, dTop + 0.021, zz);
      const b = P(tx1 - 0.04, dTop + 0.021, zz);
      g += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${stitch}" stroke-width="${q === 0.5 ? 1.2 : 1.6}" stroke-dasharray="${q === 0.5 ? '2 4' : '4 3'}"/>`;
    }
    for (const yy of [dTop - 0.04, dropY + 0.05]) {
      const a = P(tx0 + 0.04, yy, tz0 - 0.001);
      const b = P(tx1 - 0.04, yy, tz0 - 0.001);
      g += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}" stroke="${stitch}" stroke-width="1.5" stroke-dasharray="4 3"/>`;
    }
    for (let xx = tx0 + 0.15; xx < tx1 - 0.1; xx += 0.26) {
      const p = P(xx, (dTop + dropY) / 2 + 0.005, tz0 - 0.001);
      const kk = cam.s(tz0);
      g += `<path d="M${f1(p[0])} ${f1(p[1] - kk * 0.04)}L${f1(p[0] + kk * 0.04)} ${f1(p[1])}L${f1(p[0])} ${f1(p[1] + kk * 0.04)}L${f1(p[0] - kk * 0.04)} ${f1(p[1])}Z" fill="none" stroke="${stitch}" stroke-width="1.2"/>`;
    }
    // front posts + canopy for four-poster / net beds
    if (postsBack) {
      g += post(x0 - 0.02, footZ - 0.05) + post(x1 + 0.02, footZ - 0.05);
      g += box(
        {
          x0: x0 - 0.06,
          x1: x1 + 0.06,
          y0: postTop - 0.08,
          y1: postTop,
          z0: footZ - 0.1,
          z1: footZ - 0.0,
        },
        wood,
      );
      // side rails
      for (const xx of [x0 - 0.02, x1 + 0.02]) {
        g += box(
          {
            x0: xx - 0.03,
            x1: xx + 0.03,
            y0: postTop - 0.06,
            y1: postTop,
            z0: footZ,
            z1: headZ - 0.05,
          },
          wood,
        );
      }
      if (cfg.bedStyle === 'net') {
        // gathered mosquito-net (moshari) tied at the front posts
        const net = '#fbf8f0';
        for (const [xx, dir] of [
          [x0 - 0.02, 1],
          [x1 + 0.02, -1],
        ] as [number, number][]) {
          const t = P(xx, postTop - 0.08, footZ - 0.06);
          const t2 = P(xx + dir * 0.55, postTop - 0.08, footZ - 0.06);
          const tie = P(xx + dir * 0.02, 1.0, footZ - 0.06);
          const bot = P(xx + dir * 0.25, 0.05, footZ - 0.06);
          const d = `M${f1(t[0])} ${f1(t[1])}L${f1(t2[0])} ${f1(t2[1])}Q${f1(tie[0] + dir * 30)} ${f1((t2[1] + tie[1]) / 2)} ${f1(tie[0])} ${f1(tie[1])}Q${f1(bot[0])} ${f1((tie[1] + bot[1]) / 2)} ${f1(bot[0])} ${f1(bot[1])}L${f1(tie[0] - dir * 4)} ${f1(bot[1])}Q${f1(tie[0] - dir * 6)} ${f1(tie[1] + 20)} ${f1(tie[0])} ${f1(tie[1])}Z`;
          g += `<path d="${d}" fill="${T(net)}" opacity="0.55"/>`;
        }
        const bt = P(x0 - 0.02, postTop - 0.08, headZ - 0.05);
        const bb = P(x1 + 0.02, 0.6, headZ - 0.05);
        g += `<rect x="${f1(bt[0])}" y="${f1(bt[1])}" width="${f1(bb[0] - bt[0])}" height="${f1(bb[1] - bt[1])}" fill="${T(net)}" opacity="0.18"/>`;
        const vt = P(x0 - 0.06, postTop + 0.02, footZ - 0.1);
        const vb = P(x1 + 0.06, postTop - 0.25, footZ - 0.1);
        let val = `M${f1(vt[0])} ${f1(vt[1])}L${f1(vb[0])} ${f1(vt[1])}L${f1(vb[0])} ${f1(vb[1])}`;
        const nn = 8;
        for (let i = nn - 1; i >= 0; i--) {
          const xa = vt[0] + ((vb[0] - vt[0]) * i) / nn;
          const xm = vt[0] + ((vb[0] - vt[0]) * (i + 0.5)) / nn;
          val += `Q${f1(xm)} ${f1(vb[1] + (vb[1] - vt[1]) * 0.35)} ${f1(xa)} ${f1(vb[1])}`;
        }
        g += `<path d="${val}Z" fill="${T(net)}" opacity="0.8"/>`;
      } else {
        // fabric valance
        const vt = P(x0 - 0.06, postTop + 0.02, footZ - 0.1);
        const vb = P(x1 + 0.06, postTop - 0.22, footZ - 0.1);
        let val = `M${f1(vt[0])} ${f1(vt[1])}L${f1(vb[0])} ${f1(vt[1])}L${f1(vb[0])} ${f1(vb[1])}`;
        const nn = 6;
        for (let i = nn - 1; i >= 0; i--) {
          const xa = vt[0] + ((vb[0] - vt[0]) * i) / nn;
          const xm = vt[0] + ((vb[0] - vt[0]) * (i + 0.5)) / nn;
          val += `Q${f1(xm)} ${f1(vb[1] + (vb[1] - vt[1]) * 0.4)} ${f1(xa)} ${f1(vb[1])}`;
        }
        g += `<path d="${val}Z" fill="${T(cfg.throwC)}"/>`;
        g += `<path d="M${f1(vt[0])} ${f1(vb[1] - 4)}L${f1(vb[0])} ${f1(vb[1] - 4)}" stroke="${T('#c9a465')}" stroke-width="2"/>`;
      }
    }
    return g;
  };

  /* extras */
  const plant = (x: number, z: number, big = 1) => {
    const k = cam.s(z);
    const b = P(x, 0, z);
    let g = `<ellipse cx="${f1(b[0])}" cy="${f1(b[1])}" rx="${f1(k * 0.3)}" ry="${f1(k * 0.06)}" fill="#000" opacity="0.3" filter="${s.blur(4)}"/>`;
    const pw = k * 0.2 * big;
    const ph = k * 0.42 * big;
    g += `<path d="M${f1(b[0] - pw)} ${f1(b[1] - ph)}L${f1(b[0] + pw)} ${f1(b[1] - ph)}L${f1(b[0] + pw * 0.75)} ${f1(b[1])}L${f1(b[0] - pw * 0.75)} ${f1(b[1])}Z" fill="${s.lin(
      b[0] - pw,
      0,
      b[0] + pw,
      0,
      [
        [0, T('#b86f4a')],
        [0.4, T('#d08c62')],
        [1, T('#6e3f28')],
      ],
    )}"/>`;
    g += `<rect x="${f1(b[0] - pw * 1.06)}" y="${f1(b[1] - ph - k * 0.04)}" width="${f1(pw * 2.12)}" height="${f1(k * 0.05)}" fill="${T('#c47e58')}"/>`;
    const pr = makeRng(seed + Math.round(x * 100));
    const kind = pr.int(0, 2);
    const leaves: string[] = [];
    const sy0 = b[1] - ph;
    if (kind === 1) {
      // areca palm: arching fronds with many leaflets
      const nF = 9;
      for (let i = 0; i < nF; i++) {
        const a = -Math.PI / 2 + (i / (nF - 1) - 0.5) * 2.3 + pr.range(-0.1, 0.1);
        const L = k * big * pr.range(0.8, 1.25);
        const sx = b[0] + pr.range(-pw, pw) * 0.3;
        const ex = sx + Math.cos(a) * L;
        const ey = sy0 + Math.sin(a) * L * 0.8 + L * 0.25;
        const mx = sx + Math.cos(a) * L * 0.5;
        const my = sy0 + Math.sin(a) * L * 0.6 - L * 0.05;
        const col = T(jitter(pr.pick(['#3d6b3a', '#4f7d43', '#5b8a4a']), pr, 0.08));
        leaves.push(
          `<path d="M${f1(sx)} ${f1(sy0)}Q${f1(mx)} ${f1(my)} ${f1(ex)} ${f1(ey)}" stroke="${col}" stroke-width="2" fill="none"/>`,
        );
        for (let j = 1; j < 14; j++) {
          const t = j / 14;
          const px = (1 - t) * (1 - t) * sx + 2 * (1 - t) * t * mx + t * t * ex;
          const py = (1 - t) * (1 - t) * sy0 + 2 * (1 - t) * t * my + t * t * ey;
          const ll = L * 0.22 * Math.sin(Math.PI * (0.15 + t * 0.85));
          for (const sgn of [-1, 1]) {
            const aa = a + sgn * 0.9 + 0.5;
            leaves.push(
              `<path d="M${f1(px)} ${f1(py)}q${f1(Math.cos(aa) * ll * 0.5)} ${f1(Math.sin(aa) * ll * 0.5 - ll * 0.1)} ${f1(Math.cos(aa) * ll)} ${f1(Math.sin(aa) * ll + ll * 0.3)}" stroke="${col}" stroke-width="${f1(Math.max(1.5, k * 0.018))}" stroke-linecap="round" fill="none"/>`,
            );
          }
        }
      }
    } else if (kind === 2) {
      // rubber plant / ficus: stems with glossy oval leaves
      for (let st = 0; st < 3; st++) {
        const sx = b[0] + (st - 1) * pw * 0.3;
        const top = sy0 - k * big * pr.range(0.7, 1.1);
        const lean = pr.range(-0.25, 0.25) * k;
        leaves.push(
          `<path d="M${f1(sx)} ${f1(sy0)}Q${f1(sx + lean * 0.3)} ${f1((sy0 + top) / 2)} ${f1(sx + lean)} ${f1(top)}" stroke="${T('#5a4a2e')}" stroke-width="${f1(k * 0.015)}" fill="none"/>`,
        );
        for (let j = 0; j < 7; j++) {
          const t = 0.25 + (j / 7) * 0.8;
          const px = sx + lean * t * t;
          const py = sy0 + (top - sy0) * t;
          const side = j % 2 ? 1 : -1;
          const L = k * big * 0.26 * (1.1 - t * 0.4);
          const ang = side * pr.range(25, 60) - 90 + side * 40;
          const col = T(jitter(pr.pick(['#24452a', '#2f5a32', '#1f3d26']), pr, 0.06));
          leaves.push(
            `<ellipse cx="${f1(px + Math.cos((ang * Math.PI) / 180) * L * 0.55)}" cy="${f1(py + Math.sin((ang * Math.PI) / 180) * L * 0.55)}" rx="${f1(L * 0.55)}" ry="${f1(L * 0.24)}" transform="rotate(${f1(ang)} ${f1(px + Math.cos((ang * Math.PI) / 180) * L * 0.55)} ${f1(py + Math.sin((ang * Math.PI) / 180) * L * 0.55)})" fill="${col}"/>`,
          );
          leaves.push(
            `<ellipse cx="${f1(px + Math.cos((ang * Math.PI) / 180) * L * 0.5)}" cy="${f1(py + Math.sin((ang * Math.PI) / 180) * L * 0.5 - L * 0.05)}" rx="${f1(L * 0.3)}" ry="${f1(L * 0.07)}" transform="rotate(${f1(ang)} ${f1(px + Math.cos((ang * Math.PI) / 180) * L * 0.5)} ${f1(py + Math.sin((ang * Math.PI) / 180) * L * 0.5)})" fill="#fff" opacity="0.12"/>`,
          );
        }
      }
    } else {
      const n = 14;
      for (let i = 0; i < n; i++) {
        const a = -Math.PI / 2 + pr.range(-1.1, 1.1);
        const L = k * big * pr.range(0.5, 1.1);
        const sx = b[0] + pr.range(-pw, pw) * 0.4;
        const sy = sy0;
        const ex = sx + Math.cos(a) * L;
        const ey = sy + Math.sin(a) * L;
        const wdt = L * 0.16;
        const nx = -Math.sin(a) * wdt;
        const ny = Math.cos(a) * wdt;
        const mx = (sx + ex) / 2;
        const my = (sy + ey) / 2 + L * 0.08;
        const col = T(jitter(pr.pick(['#3d6b3a', '#4f7d43', '#2f5a32', '#5b8a4a']), pr, 0.08));
        leaves.push(
          `<path d="M${f1(sx)} ${f1(sy)}Q${f1(mx + nx)} ${f1(my + ny)} ${f1(ex)} ${f1(ey)}Q${f1(mx - nx)} ${f1(my - ny)} ${f1(sx)} ${f1(sy)}Z" fill="${col}"/><path d="M${f1(sx)} ${f1(sy)}Q${f1(mx)} ${f1(my)} ${f1(ex)} ${f1(ey)}" stroke="${T('#a9c48a')}" stroke-width="1" fill="none" opacity="0.6"/>`,
        );
      }
    }
    g += leaves.join('');
    return g;
  };
  const armchair = (x: number, z: number, col: string) => {
    const w = 0.8;
    let g = softShadow(x - w / 2, x + w / 2, z, z + 0.75, 0.45);
    const leg = shade(cfg.wood, -0.2);
    g += box({ x0: x - w / 2, x1: x + w / 2, y0: 0.22, y1: 0.95, z0: z + 0.6, z1: z + 0.75 }, col);
    for (const xx of [x - w / 2 + 0.03, x + w / 2 - 0.03])
      for (const zz of [z + 0.05, z + 0.7])
        g += box(
          { x0: xx - 0.025, x1: xx + 0.025, y0: 0, y1: 0.22, z0: zz - 0.025, z1: zz + 0.025 },
          leg,
        );
    g += box(
      { x0: x - w / 2 + 0.1, x1: x + w / 2 - 0.1, y0: 0.22, y1: 0.44, z0: z, z1: z + 0.62 },
      col,
    );
    g += box(
      { x0: x - w / 2, x1: x - w / 2 + 0.1, y0: 0.22, y1: 0.62, z0: z, z1: z + 0.7 },
      shade(col, -0.05),
    );
    g += box(
      { x0: x + w / 2 - 0.1, x1: x + w / 2, y0: 0.22, y1: 0.62, z0: z, z1: z + 0.7 },
      shade(col, -0.05),
    );
    g += pillow(x - 0.22, x + 0.22, 0.44, 0.32, z + 0.55, cfg.linen, 0.05, cfg.throwC);
    return g;
  };
  const bench = (cx: number, z: number, w: number) => {
    let g = softShadow(cx - w / 2, cx + w / 2, z, z + 0.42, 0.4);
    for (const xx of [cx - w / 2 + 0.05, cx + w / 2 - 0.05])
      for (const zz of [z + 0.05, z + 0.37])
        g += box(
          { x0: xx - 0.025, x1: xx + 0.025, y0: 0, y1: 0.3, z0: zz - 0.025, z1: zz + 0.025 },
          shade(cfg.wood, -0.2),
        );
    g += box(
      { x0: cx - w / 2, x1: cx + w / 2, y0: 0.3, y1: 0.46, z0: z, z1: z + 0.42 },
      cfg.accent,
    );
    return g;
  };
  const trunk = (cx: number, z: number) => {
    let g = softShadow(cx - 0.45, cx + 0.45, z, z + 0.5, 0.4);
    g += box({ x0: cx - 0.45, x1: cx + 0.45, y0: 0, y1: 0.45, z0: z, z1: z + 0.5 }, '#6b4a2e');
    for (const xx of [cx - 0.3, cx + 0.3]) {
      g += `<path d="${pathOf(
        cam.pp([
          [xx, 0, z - 0.001],
          [xx, 0.45, z - 0.001],
          [xx, 0.45, z + 0.5],
        ]),
        false,
      )}" stroke="${T('#b08d57')}" stroke-width="${f1(cam.s(z) * 0.04)}" fill="none"/>`;
    }
    const lk = P(cx, 0.36, z - 0.002);
    g += `<rect x="${f1(lk[0] - 5)}" y="${f1(lk[1] - 6)}" width="10" height="12" fill="${T('#c9a465')}"/>`;
    return g;
  };
  const desk = (x: number, z: number) => {
    // writing desk against the right/left wall, seen from the side
    const side = x > 0 ? 1 : -1;
    const x1 = side * (RW - 0.02);
    const x0 = x1 - side * 0.6;
    const xa = Math.min(x0, x1);
    const xb = Math.max(x0, x1);
    let g = softShadow(xa, xb, z, z + 1.2, 0.35, 0.05);
    for (const zz of [z + 0.04, z + 1.16]) {
      const lx = side > 0 ? xa + 0.04 : xb - 0.04;
      g += box(
        { x0: lx - 0.025, x1: lx + 0.025, y0: 0, y1: 0.74, z0: zz - 0.025, z1: zz + 0.025 },
        shade(cfg.wood, -0.2),
      );
    }
    g += box({ x0: xa, x1: xb, y0: 0.74, y1: 0.78, z0: z, z1: z + 1.2 }, cfg.wood);
    g += box(
      { x0: xa + 0.02, x1: xb - 0.02, y0: 0.6, y1: 0.74, z0: z + 0.02, z1: z + 1.18 },
      shade(cfg.wood, -0.1),
    );
    // books + lamp
    g += box(
      { x0: xa + 0.1, x1: xb - 0.2, y0: 0.78, y1: 0.84, z0: z + 0.75, z1: z + 1.0 },
      '#7b2f2a',
    );
    g += box(
      { x0: xa + 0.12, x1: xb - 0.22, y0: 0.84, y1: 0.88, z0: z + 0.77, z1: z + 0.98 },
      '#2f4a3a',
    );
    g += lamp((xa + xb) / 2, z + 0.3, 0.78, 1);
    // chair facing the desk
    const cx = side > 0 ? xa - 0.3 : xb + 0.3;
    g += box(
      { x0: cx - 0.22, x1: cx + 0.22, y0: 0, y1: 0.45, z0: z + 0.35, z1: z + 0.8 },
      shade(cfg.wood, -0.1),
    );
    g += box(
      {
        x0: cx - 0.22 + (side > 0 ? 0 : 0.38),
        x1: cx - 0.22 + (side > 0 ? 0.06 : 0.44),
        y0: 0.45,
        y1: 0.95,
        z0: z + 0.35,
        z1: z + 0.8,
      },
      cfg.wood,
    );
    return g;
  };
  const sofa = (x: number, z: number, col: string) => {
    // sofa against the side wall facing into the room
    const side = x > 0 ? 1 : -1;
    const xw = side * (RW - 0.02);
    const xa = side > 0 ? xw - 0.9 : xw;
    const xb = side > 0 ? xw : xw + 0.9;
    let g = softShadow(xa, xb, z, z + 2.0, 0.45);
    g += box({ x0: xa, x1: xb, y0: 0.1, y1: 0.45, z0: z, z1: z + 2.0 }, col);
    const bx0 = side > 0 ? xb - 0.22 : xa;
    g += box({ x0: bx0, x1: bx0 + 0.22, y0: 0.45, y1: 0.9, z0: z, z1: z + 2.0 }, shade(col, -0.08));
    g += box({ x0: xa, x1: xb, y0: 0.1, y1: 0.65, z0: z + 1.85, z1: z + 2.0 }, shade(col, -0.05));
    g += box({ x0: xa, x1: xb, y0: 0.1, y1: 0.65, z0: z, z1: z + 0.15 }, shade(col, -0.05));
    for (const zz of [z + 0.5, z + 1.2]) {
      const pa = P(side > 0 ? xb - 0.26 : xa + 0.26, 0.45, zz);
      const pb = P(side > 0 ? xb - 0.26 : xa + 0.26, 0.8, zz + 0.35);
      const k = cam.s(zz);
      g += `<ellipse cx="${f1((pa[0] + pb[0]) / 2)}" cy="${f1((pa[1] + pb[1]) / 2)}" rx="${f1(k * 0.12)}" ry="${f1(Math.abs(pa[1] - pb[1]) * 0.55)}" fill="${T(cfg.throwC)}"/>`;
    }
    return g;
  };
  const floorlamp = (x: number, z: number) => {
    const k = cam.s(z);
    const b = P(x, 0, z);
    const t = P(x, 1.45, z);
    let g = `<ellipse cx="${f1(b[0])}" cy="${f1(b[1])}" rx="${f1(k * 0.14)}" ry="${f1(k * 0.03)}" fill="${T('#8a6d3f')}"/>`;
    g += `<path d="M${f1(b[0])} ${f1(b[1])}L${f1(t[0])} ${f1(t[1])}" stroke="${T('#a8844c')}" stroke-width="${f1(k * 0.025)}"/>`;
    g += `<path d="M${f1(t[0] - k * 0.16)} ${f1(t[1] - k * 0.3)}L${f1(t[0] + k * 0.16)} ${f1(t[1] - k * 0.3)}L${f1(t[0] + k * 0.24)} ${f1(t[1])}L${f1(t[0] - k * 0.24)} ${f1(t[1])}Z" fill="#f7e3b8"/>`;
    glows.push({ x: t[0], y: t[1] - k * 0.12, r: k * 1.6, c: '#ffb866', o: 0.4 * tod.lamp + 0.1 });
    return g;
  };

  /* ------------------------------------------------ the estate's other rooms */
  const books = (x0: number, x1: number, y0: number, z: number, br: ReturnType<typeof makeRng>) => {
    // a row of spines seen from the front, leaning a little here and there
    const palette = ['#7a2e24', '#2f4a3a', '#8c6a2e', '#3b3f5c', '#5a3b28', '#a0522d', '#1f3a2e'];
    let g = '';
    let x = x0;
    while (x < x1 - 0.04) {
      const w = br.range(0.035, 0.075);
      const h = br.range(0.2, 0.3);
      const a = P(x, y0, z);
      const b = P(Math.min(x + w, x1), y0 + h, z);
      const col = T(br.pick(palette));
      g += `<rect x="${f1(a[0])}" y="${f1(b[1])}" width="${f1(b[0] - a[0])}" height="${f1(a[1] - b[1])}" fill="${col}"/>`;
      g += `<rect x="${f1(a[0])}" y="${f1(b[1] + (a[1] - b[1]) * 0.18)}" width="${f1(b[0] - a[0])}" height="${f1((a[1] - b[1]) * 0.05)}" fill="${T('#d8b978')}" opacity="0.7"/>`;
      x += w + br.range(0, 0.012);
    }
    return g;
  };
  const bookcase = (x0: number, x1: number) => {
    const br = makeRng(seed + Math.round(x0 * 100));
    const z1 = ZB - 0.02;
    const z0 = z1 - 0.38;
    const top = 2.35;
    let g = softShadow(x0, x1, z0, z1, 0.3, 0.04);
    g += box({ x0, x1, y0: 0, y1: top, z0, z1 }, shade(cfg.wood, -0.1));
    // the open front: a dark back, then shelves with books
    const inner = dOf([
      [x0 + 0.06, 0.12, z0],
      [x1 - 0.06, 0.12, z0],
      [x1 - 0.06, top - 0.08, z0],
      [x0 + 0.06, top - 0.08, z0],
    ]);
    g += `<path d="${inner}" fill="${T(shade(cfg.wood, -0.55))}"/>`;
    for (let y = 0.12; y < top - 0.3; y += 0.44) {
      g += books(x0 + 0.08, x1 - 0.08, y + 0.03, z0, br);
      g += box({ x0: x0 + 0.04, x1: x1 - 0.04, y0: y, y1: y + 0.03, z0: z0 - 0.01, z1 }, cfg.wood);
    }
    return g;
  };
  const diningTable = (z: number, len: number) => {
    const w = 1.2;
    const top = 0.76;
    let g = softShadow(-w / 2, w / 2, z, z + len, 0.4);
    for (const xx of [-w / 2 + 0.08, w / 2 - 0.08])
      for (const zz of [z + 0.1, z + len - 0.1])
        g += box(
          { x0: xx - 0.04, x1: xx + 0.04, y0: 0, y1: top - 0.05, z0: zz - 0.04, z1: zz + 0.04 },
          shade(cfg.wood, -0.2),
        );
    g += box({ x0: -w / 2, x1: w / 2, y0: top - 0.06, y1: top, z0: z, z1: z + len }, cfg.wood);
    // a runner down the middle, plates, and candles whose light falls on the table
    g += box(
      { x0: -0.22, x1: 0.22, y0: top, y1: top + 0.005, z0: z + 0.1, z1: z + len - 0.1 },
      cfg.accent,
    );
    for (let zz = z + 0.35; zz < z + len - 0.2; zz += 0.7) {
      for (const xx of [-0.42, 0.42]) {
        const c = P(xx, top + 0.01, zz);
        const k = cam.s(zz);
        g += `<ellipse cx="${f1(c[0])}" cy="${f1(c[1])}" rx="${f1(k * 0.13)}" ry="${f1(k * 0.035)}" fill="${T('#f4efe4')}" stroke="${T('#b08d57')}" stroke-width="1"/>`;
      }
      const base = P(0, top, zz);
      const flame = P(0, top + 0.34, zz);
      const k = cam.s(zz);
      g += `<path d="M${f1(base[0])} ${f1(base[1])}L${f1(flame[0])} ${f1(flame[1] + k * 0.05)}" stroke="${T('#c9a465')}" stroke-width="${f1(k * 0.025)}"/>`;
      g += `<ellipse cx="${f1(flame[0])}" cy="${f1(flame[1])}" rx="${f1(k * 0.012)}" ry="${f1(k * 0.03)}" fill="#ffe3a3"/>`;
      glows.push({ x: flame[0], y: flame[1], r: k * 0.5, c: '#ffbe6e', o: 0.45 * tod.lamp + 0.15 });
    }
    return g;
  };
  const chair = (x: number, z: number, facing: 1 | -1) => {
    // a dining chair beside the table, its back on the side away from it
    const w = 0.46;
    let g = '';
    for (const xx of [x - w / 2 + 0.03, x + w / 2 - 0.03])
      for (const zz of [z + 0.03, z + w - 0.03])
        g += box(
          { x0: xx - 0.02, x1: xx + 0.02, y0: 0, y1: 0.45, z0: zz - 0.02, z1: zz + 0.02 },
          shade(cfg.wood, -0.25),
        );
    g += box({ x0: x - w / 2, x1: x + w / 2, y0: 0.45, y1: 0.5, z0: z, z1: z + w }, cfg.accent);
    const bx = facing > 0 ? x - w / 2 : x + w / 2 - 0.05;
    g += box({ x0: bx, x1: bx + 0.05, y0: 0.5, y1: 1.05, z0: z, z1: z + w }, shade(cfg.wood, -0.1));
    return g;
  };
  // the bath's size and place, shared with props laid on its rim and water
  const TUB_W = 1.9;
  const TUB_D = 0.85;
  const TUB_Z = 2.9;
  /**
   * A cast-iron roll-top bath: rounded ends in plan, the body tapering to claw feet, a rolled
   * lip round the rim and a gooseneck mixer, painted outside in the room's accent colour.
   */
  const rollTop = (z: number, w: number, d: number) => {
    const rim = 0.66;
    const foot = 0.14;
    // a stadium (rounded ends) in plan at height y, inset by `i`
    const stadium = (y: number, i: number): P3[] => {
      const r = d / 2 - i;
      const cz = z + d / 2;
      const pts: P3[] = [];
      for (let k = 0; k <= 16; k++) {
        const a = -Math.PI / 2 + (k / 16) * Math.PI;
        pts.push([w / 2 - d / 2 + Math.cos(a) * r, y, cz - Math.sin(a) * r]);
      }
      for (let k = 0; k <= 16; k++) {
        const a = Math.PI / 2 + (k / 16) * Math.PI;
        pts.push([-w / 2 + d / 2 + Math.cos(a) * r, y, cz - Math.sin(a) * r]);
      }
      return pts;
    };
    const paint = shade(cfg.accent, -0.1);
    let g = '';
    // claw feet at the four corners, the far ones first
    for (const zz of [z + d - 0.16, z + 0.16])
      for (const xx of [-w / 2 + 0.3, w / 2 - 0.3]) {
        const a = P(xx, foot + 0.04, zz);
        const b = P(xx + (xx > 0 ? 0.05 : -0.05), 0, zz);
        const k = cam.s(zz);
        g += `<path d="M${f1(a[0] - k * 0.04)} ${f1(a[1])}Q${f1(b[0])} ${f1((a[1] + b[1]) / 2)} ${f1(b[0] - k * 0.035)} ${f1(b[1])}L${f1(b[0] + k * 0.035)} ${f1(b[1])}Q${f1(b[0] + k * 0.01)} ${f1((a[1] + b[1]) / 2)} ${f1(a[0] + k * 0.04)} ${f1(a[1])}Z" fill="${T('#b8924f')}"/>`;
      }
    // the body: hull of the rim and the narrower base, shaded like a curved surface
    const body = convexHull(cam.pp([...stadium(rim - 0.02, 0), ...stadium(foot, 0.12)]));
    const xs = body.map((p) => p[0]);
    g += `<path d="${pathOf(body)}" fill="${s.lin(Math.min(...xs), 0, Math.max(...xs), 0, [
      [0, T(shade(paint, -0.3))],
      [0.25, T(shade(paint, 0.12))],
      [0.6, T(paint)],
      [1, T(shade(paint, -0.4))],
    ])}"/>`;
    const by = P(0, foot, z)[1];
    const ty = P(0, rim, z)[1];
    g += `<path d="${pathOf(body)}" fill="${s.lin(0, ty, 0, by, [
      [0, '#000', 0],
      [0.7, '#000', 0.05],
      [1, '#000', 0.3],
    ])}"/>`;
    // a gilded band under the lip
    g += `<path d="${pathOf(cam.pp(stadium(rim - 0.06, 0.004).filter((p) => p[2] <= z + d / 2 + 0.001)), false)}" fill="none" stroke="${T('#c9a465')}" stroke-width="${f1(cam.s(z) * 0.012)}"/>`;
    // the rolled lip, the enamel inside and the water
    g += `<path d="${dOf(stadium(rim, -0.02))}" fill="${T('#fbf8f1')}"/>`;
    g += `<path d="${dOf(stadium(rim + 0.005, 0.06))}" fill="${T('#e9e2d4')}"/>`;
    g += `<path d="${dOf(stadium(rim + 0.006, 0.08))}" fill="${T('#8fbcbf')}"/>`;
    g += `<path d="${pathOf(cam.pp(stadium(rim, -0.02).filter((p) => p[2] <= z + d / 2 + 0.001)), false)}" fill="none" stroke="${T('#ffffff')}" stroke-width="${f1(cam.s(z) * 0.02)}" stroke-linecap="round" opacity="0.8"/>`;
    // gooseneck mixer rising from behind the far rim, its spout arching over the water
    // (bent a little sideways so its curve shows), with a lever on one side
    const mz = z + d + 0.05;
    const k = cam.s(mz);
    const mb = P(0, rim, mz);
    const mt = P(0, rim + 0.34, mz);
    const sp = P(0.16, rim + 0.2, mz - 0.12);
    g += `<path d="M${f1(mb[0])} ${f1(mb[1])}L${f1(mt[0])} ${f1(mt[1])}Q${f1(mt[0] + k * 0.02)} ${f1(mt[1] - k * 0.1)} ${f1(sp[0])} ${f1(sp[1])}" fill="none" stroke="${T('#c9a465')}" stroke-width="${f1(k * 0.03)}" stroke-linecap="round"/>`;
    const lv = P(-0.09, rim + 0.16, mz);
    const lb = P(0, rim + 0.1, mz);
    g += `<path d="M${f1(lb[0])} ${f1(lb[1])}L${f1(lv[0])} ${f1(lv[1])}" stroke="${T('#b8924f')}" stroke-width="${f1(k * 0.018)}" stroke-linecap="round"/>`;
    g += `<circle cx="${f1(lv[0])}" cy="${f1(lv[1])}" r="${f1(k * 0.022)}" fill="${T('#c9a465')}"/>`;
    return g;
  };
  const tub = (z: number) => {
    // a roll-top bath on gilded feet, candles beside it and towels on a stool
    const w = TUB_W;
    const d = TUB_D;
    let g = softShadow(-w / 2, w / 2, z, z + d, 0.45);
    if (cfg.tub === 'rolltop') g += rollTop(z, w, d);
    else g += boxedTub(z, w, d);
    g += tubSide(z, w, d);
    return g;
  };
  const boxedTub = (z: number, w: number, d: number) => {
    let g = '';
    for (const xx of [-w / 2 + 0.14, w / 2 - 0.14])
      for (const zz of [z + 0.12, z + d - 0.12])
        g += box(
          { x0: xx - 0.06, x1: xx + 0.06, y0: 0, y1: 0.16, z0: zz - 0.06, z1: zz + 0.06 },
          '#c9a465',
        );
    g += box(
      { x0: -w / 2 + 0.04, x1: w / 2 - 0.04, y0: 0.16, y1: 0.58, z0: z + 0.03, z1: z + d - 0.03 },
      '#f1ece1',
    );
    // the rolled rim, then the water inside it
    g += box({ x0: -w / 2, x1: w / 2, y0: 0.58, y1: 0.66, z0: z, z1: z + d }, '#fbf8f1', {
      top: T('#fbf8f1'),
    });
    g += `<path d="${dOf([
      [-w / 2 + 0.1, 0.66, z + 0.1],
      [w / 2 - 0.1, 0.66, z + 0.1],
      [w / 2 - 0.1, 0.66, z + d - 0.1],
      [-w / 2 + 0.1, 0.66, z + d - 0.1],
    ])}" fill="${T('#8fbcbf')}"/>`;
    // brass taps at the far end
    g += box(
      { x0: -0.05, x1: 0.05, y0: 0.66, y1: 0.86, z0: z + d - 0.08, z1: z + d - 0.02 },
      '#c9a465',
    );
    return g;
  };
  const tubSide = (z: number, w: number, _d: number) => {
    // a stool with folded towels
    let g = '';
    const sx = w / 2 + 0.55;
    g += softShadow(sx - 0.25, sx + 0.25, z + 0.1, z + 0.5, 0.35);
    g += box({ x0: sx - 0.25, x1: sx + 0.25, y0: 0, y1: 0.42, z0: z + 0.1, z1: z + 0.5 }, cfg.wood);
    g += box(
      { x0: sx - 0.2, x1: sx + 0.2, y0: 0.42, y1: 0.5, z0: z + 0.14, z1: z + 0.46 },
      cfg.linen,
    );
    g += box(
      { x0: sx - 0.18, x1: sx + 0.18, y0: 0.5, y1: 0.57, z0: z + 0.16, z1: z + 0.44 },
      cfg.throwC,
    );
    for (const xx of [-w / 2 - 0.35, -w / 2 - 0.18]) {
      const c = P(xx, 0.19, z + 0.3);
      const k = cam.s(z + 0.3);
      g += box(
        { x0: xx - 0.05, x1: xx + 0.05, y0: 0, y1: 0.16, z0: z + 0.25, z1: z + 0.35 },
        '#f7efd9',
      );
      g += `<ellipse cx="${f1(c[0])}" cy="${f1(c[1])}" rx="${f1(k * 0.012)}" ry="${f1(k * 0.03)}" fill="#ffe3a3"/>`;
      glows.push({ x: c[0], y: c[1], r: k * 0.5, c: '#ffbe6e', o: 0.45 * tod.lamp + 0.15 });
    }
    return g;
  };

  // the treatment couch's size and place, shared with the towels and flowers laid on it
  const COUCH = { x0: -0.95, x1: 0.95, z0: 3.3, z1: 3.3 + 0.72, top: 0.74 };
  /**
   * A massage couch seen along its length: a thick padded top in cream leather on a teak frame
   * with splayed legs and a stretcher, the face cradle's ring at the head end.
   */
  const couch = () => {
    const { x0, x1, z0, z1, top } = COUCH;
    let g = softShadow(x0, x1, z0, z1, 0.4);
    const wood = cfg.wood;
    for (const xx of [x0 + 0.12, x1 - 0.16])
      for (const zz of [z1 - 0.08, z0 + 0.06])
        g += box({ x0: xx, x1: xx + 0.05, y0: 0, y1: top - 0.1, z0: zz, z1: zz + 0.05 }, wood);
    g += box(
      { x0: x0 + 0.12, x1: x1 - 0.12, y0: 0.16, y1: 0.2, z0: z0 + 0.06, z1: z0 + 0.11 },
      wood,
    );
    g += box(
      { x0: x0 + 0.05, x1: x1 - 0.05, y0: top - 0.12, y1: top - 0.09, z0, z1 },
      shade(wood, -0.1),
    );
    // the padded top in soft leather, its edge rounded over and stitched
    const pad = shade(cfg.accent, -0.05);
    g += box({ x0, x1, y0: top - 0.12, y1: top, z0, z1 }, pad, { top: T(shade(pad, 0.12)) });
    const k0 = cam.s(z0);
    const a = P(x0, top, z0);
    const b = P(x1, top - 0.12, z0);
    const front = vGrad(a[1], b[1], T(shade(pad, 0.2)), T(shade(pad, -0.3)));
    g += `<rect x="${f1(a[0])}" y="${f1(a[1])}" width="${f1(b[0] - a[0])}" height="${f1(b[1] - a[1])}" rx="${f1(k0 * 0.05)}" fill="${front}"/>`;
    const m = P(x0 + 0.04, top - 0.06, z0);
    const n = P(x1 - 0.04, top - 0.06, z0);
    g += `<path d="M${f1(m[0])} ${f1(m[1])}L${f1(n[0])} ${f1(n[1])}" stroke="${T(shade(pad, 0.3))}" stroke-width="${f1(k0 * 0.006)}" stroke-dasharray="${f1(k0 * 0.014)} ${f1(k0 * 0.01)}"/>`;
    // the face cradle at the head (right) end
    const hx = x1 + 0.16;
    const cz = (z0 + z1) / 2;
    g += box(
      { x0: x1, x1: hx - 0.1, y0: top - 0.08, y1: top - 0.05, z0: cz - 0.05, z1: cz + 0.05 },
      wood,
    );
    const c = P(hx, top - 0.01, cz);
    const k = cam.s(cz);
    g += `<ellipse cx="${f1(c[0])}" cy="${f1(c[1])}" rx="${f1(k * 0.13)}" ry="${f1(k * 0.06)}" fill="none" stroke="${T(shade(cfg.accent, -0.05))}" stroke-width="${f1(k * 0.06)}"/>`;
    return g;
  };

  // draw order: far → near
  const items: { z: number; g: () => string }[] = [];
  const scene = cfg.scene ?? 'bedroom';
  if (scene === 'bedroom') {
    for (const x of nightstands) items.push({ z: ZB, g: () => nightstand(x) });
    for (const c of centers) items.push({ z: headZ - 0.2, g: () => bed(c) });
  } else if (scene === 'dining') {
    const len = 2.8;
    const z0 = ZB - 1.0 - len;
    items.push({ z: z0 + len / 2, g: () => diningTable(z0, len) });
    for (let zz = z0 + 0.2; zz < z0 + len - 0.4; zz += 0.9) {
      items.push({ z: zz + 0.4, g: () => chair(-0.9, zz, 1) });
      items.push({ z: zz + 0.4, g: () => chair(0.9, zz, -1) });
    }
  } else if (scene === 'library') {
    items.push({ z: ZB, g: () => bookcase(-RW + 0.15, -0.75) });
    items.push({ z: ZB, g: () => bookcase(0.75, RW - 0.15) });
    items.push({ z: 3.4, g: () => armchair(-0.7, 3.3, cfg.accent) });
    items.push({ z: 3.4, g: () => armchair(0.7, 3.3, shade(cfg.accent, -0.1)) });
  } else if (scene === 'bath') {
    items.push({ z: 3.2, g: () => tub(TUB_Z) });
  } else if (scene === 'spa') {
    items.push({ z: COUCH.z0 + 0.3, g: couch });
  } else {
    items.push({ z: 3.4, g: () => armchair(-0.9, 3.4, cfg.accent) });
    items.push({ z: 3.4, g: () => armchair(0.9, 3.4, shade(cfg.accent, 0.08)) });
    items.push({ z: 3.2, g: () => bench(0, 2.8, 1.0) });
  }
  const ex = cfg.extras;
  if (scene === 'bedroom' && ex.includes('bench') && cfg.beds.count === 1)
    items.push({ z: footZ - 0.55, g: () => bench(centers[0]!, footZ - 0.6, bedW * 0.8) });
  if (scene === 'bedroom' && ex.includes('trunk'))
    items.push({
      z: footZ - 0.6,
      g: () => trunk(cfg.beds.count === 2 ? 0 : centers[0]!, footZ - 0.7),
    });
  if (ex.includes('plant')) items.push({ z: ZB - 0.4, g: () => plant(RW - 0.45, ZB - 0.4, 1.1) });
  if (ex.includes('plantL')) items.push({ z: 3.2, g: () => plant(-RW + 0.5, 3.2, 1.2) });
  if (ex.includes('armchair')) items.push({ z: 3.1, g: () => armchair(RW - 0.9, 3.1, cfg.accent) });
  if (ex.includes('desk')) items.push({ z: 3.6, g: () => desk(RW, 3.4) });
  if (ex.includes('sofa')) items.push({ z: 3.0, g: () => sofa(-RW, 2.9, shade(cfg.accent, 0.1)) });
  if (ex.includes('floorlamp')) items.push({ z: 3.0, g: () => floorlamp(-RW + 0.5, 3.0) });
  if (dress)
    items.push(
      ...dress({
        s,
        cam,
        rng,
        tod,
        cfg,
        T,
        box,
        softShadow,
        glow: (g) => glows.push(g),
        room: { RW, RH, ZB, Z0 },
        beds: { centers, width: bedW, headZ, footZ, duvetTop: 0.64 },
        nightstands: { xs: nightstands, top: 0.62, z: ZB - 0.03 - 0.225 },
        bath: { x0: -TUB_W / 2, x1: TUB_W / 2, z0: TUB_Z, z1: TUB_Z + TUB_D, rim: 0.66 },
        table: { x0: -0.6, x1: 0.6, z0: ZB - 3.8, z1: ZB - 1.0, top: 0.76 },
        couch: COUCH,
      }),
    );
  items.sort((a, b) => b.z - a.z);
  for (const it of items) add(it.g());

  /* ------------------------------------------------ lighting */
  let light = '';
  for (const gl of glows) {
    light += `<ellipse cx="${f1(gl.x)}" cy="${f1(gl.y)}" rx="${f1(gl.r)}" ry="${f1(gl.r * (gl.sy ?? 1))}" fill="${s.rad(
      gl.x,
      gl.y,
      gl.r,
      [
        [0, gl.c, Math.min(1, gl.o)],
        [0.25, gl.c, Math.min(1, gl.o) * 0.45],
        [1, gl.c, 0],
      ],
      gl.sy ?? 1,
    )}" style="mix-blend-mode:screen"/>`;
  }
  // window bounce light
  if (tod.patch) {
    for (const w of cfg.windows) {
      const ol = outline(w);
      const pts = cam.pp(ol.map(([u, v]) => wallPt(w, u, v, 0)));
      const cx = pts.reduce((a, p) => a + p[0], 0) / pts.length;
      const cy = pts.reduce((a, p) => a + p[1], 0) / pts.length;
      light += `<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(W * 0.35)}" fill="${s.rad(
        cx,
        cy,
        W * 0.35,
        [
          [0, tod.patch, 0.22],
          [1, tod.patch, 0],
        ],
      )}" style="mix-blend-mode:screen"/>`;
    }
  }
  add(light);
  // vignette
  add(vignette(s, H * 0.48, W * 0.68, [0.6, 0.06], ['#0b0704', 0.55], 0.8));
  s.body.push(...out);
  return s.toString();
}
