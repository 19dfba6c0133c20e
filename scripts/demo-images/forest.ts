/**
 * Inside the rain forest at Lawachara (About's "Forest & Village Excursions"): tall straight
 * trunks fading into green haze, buttress roots, lianas hanging from a high canopy, ferns and
 * broad leaves along a narrow trail, shafts of morning light, and a hoolock gibbon hanging from
 * a branch. Depth is a garden camera's: things farther off are smaller and lost in the haze.
 */
import { finish } from './garden.ts';
import { Cam, f1, jitter, makeRng, mix, type Pt, type Rng, Svg, shade, smoothPath } from './lib.ts';

const W = 1440;
const H = 960;
const HAZE = '#b9c9a4';

/** The trail's centre line, winding away from our feet. */
const trailX = (z: number) => 0.3 + 1.2 * Math.sin(z * 0.16 + 0.6) - z * 0.03;

/** How much of the haze lies between the camera and depth z. */
const hazeAt = (z: number) => 1 - Math.exp(-z / 20);

/**
 * A tall straight trunk rising out of the frame, its bark streaked and lit from the left,
 * with buttress roots flaring from the foot of the big ones.
 */
function trunk(s: Svg, cam: Cam, x: number, z: number, d: number, col: string, rng: Rng) {
  const k = cam.s(z);
  const [bx, by] = cam.p(x, 0, z);
  const w = d * k;
  const hz = hazeAt(z);
  const c = mix(col, HAZE, hz);
  const top = -20;
  let g = '';
  // buttresses: thin plates fanning from the trunk to the ground on both sides
  if (d > 0.7) {
    for (const [side, reach, hgt] of [
      [-1, 1.3, 1.6],
      [1, 1.1, 1.3],
      [-1, 0.6, 2.2],
      [1, 0.55, 1.9],
    ] as const) {
      const sx = bx + side * w * 0.45;
      const ex = bx + side * (w * 0.5 + reach * k * d * 0.9);
      const ty = by - hgt * k * d;
      g += `<path d="M${f1(sx)} ${f1(ty)}Q${f1(sx + side * w * 0.15)} ${f1(by - (by - ty) * 0.25)} ${f1(ex)} ${f1(by + k * 0.05)}L${f1(sx - side * w * 0.2)} ${f1(by + k * 0.08)}Z" fill="${reach > 1 ? shade(c, -0.05) : shade(c, 0.08)}"/>`;
    }
  }
  g += `<path d="M${f1(bx - w * 0.55)} ${f1(by + k * 0.06)}L${f1(bx - w * 0.42)} ${f1(top)}L${f1(bx + w * 0.42)} ${f1(top)}L${f1(bx + w * 0.55)} ${f1(by + k * 0.06)}Z" fill="${s.lin(
    bx - w / 2,
    0,
    bx + w / 2,
    0,
    [
      [0, shade(c, 0.18)],
      [0.35, c],
      [1, shade(c, -0.35)],
    ],
  )}"/>`;
  if (k * d > 14) {
    let bark = '';
    for (let i = 0; i < 7; i++) {
      const u = rng.range(-0.35, 0.35);
      const y0 = rng.range(top, by - k);
      bark += `M${f1(bx + u * w)} ${f1(y0)}l0 ${f1(rng.range(60, 260))}`;
    }
    g += `<path d="${bark}" stroke="${shade(c, -0.3)}" stroke-width="${f1(Math.max(1, w * 0.03))}" opacity="0.5"/>`;
    // moss climbing the foot of the trunk
    g += `<path d="M${f1(bx - w * 0.55)} ${f1(by + k * 0.06)}L${f1(bx - w * 0.5)} ${f1(by - k * 2.5)}L${f1(bx + w * 0.1)} ${f1(by - k * 1.5)}L${f1(bx + w * 0.3)} ${f1(by + k * 0.06)}Z" fill="${s.lin(
      0,
      by - k * 2.5,
      0,
      by,
      [
        [0, mix('#6a8a3a', HAZE, hz), 0],
        [1, mix('#6a8a3a', HAZE, hz), 0.55],
      ],
    )}"/>`;
  }
  return g;
}

/** A fern: fronds arching out of a crown, each a spine with leaflets down both sides. */
function fern(x: number, y: number, size: number, col: string, rng: Rng): string {
  let g = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / (n - 1) - 0.5) * 2.6 + rng.range(-0.1, 0.1);
    const L = size * rng.range(0.75, 1);
    const pts: Pt[] = [];
    for (let j = 0; j <= 10; j++) {
      const t = j / 10;
      const droop = t * t * L * 0.45;
      pts.push([x + Math.cos(a) * L * t, y + Math.sin(a) * L * t + droop]);
    }
    const c = jitter(col, rng, 0.08);
    g += `<path d="${smoothPath(pts)}" fill="none" stroke="${shade(c, -0.2)}" stroke-width="${f1(size * 0.012)}"/>`;
    let leaflets = '';
    for (let j = 1; j < 10; j++) {
      const [px, py] = pts[j]!;
      const [qx, qy] = pts[j + 1]!;
      const ang = Math.atan2(qy - py, qx - px);
      const len = size * 0.11 * (1 - j / 11);
      for (const side of [-1, 1]) {
        const la = ang + side * 1.1;
        leaflets += `M${f1(px)} ${f1(py)}q${f1(Math.cos(la) * len * 0.5 + Math.cos(ang) * len * 0.3)} ${f1(Math.sin(la) * len * 0.5 + Math.sin(ang) * len * 0.3)} ${f1(Math.cos(la) * len + Math.cos(ang) * len * 0.4)} ${f1(Math.sin(la) * len + Math.sin(ang) * len * 0.4)}`;
      }
    }
    g += `<path d="${leaflets}" fill="none" stroke="${c}" stroke-width="${f1(size * 0.035)}" stroke-linecap="round"/>`;
  }
  return g;
}

/** A broad heart-shaped leaf on its stalk (the wild elephant-ear of the forest floor). */
function broadLeaf(x: number, y: number, size: number, ang: number, col: string): string {
  const ux = Math.cos(ang);
  const uy = Math.sin(ang);
  // leaf frame: u along the midrib from the stalk's joint, v across
  const P = (u: number, v: number) =>
    `${f1(x + (ux * u - uy * v) * size)} ${f1(y + (uy * u + ux * v) * size)}`;
  let g = `<path d="M${P(0.12, 0)}C${P(-0.05, 0.3)} ${P(0.05, 0.55)} ${P(0.35, 0.5)}C${P(0.65, 0.42)} ${P(0.9, 0.2)} ${P(1, 0)}C${P(0.9, -0.2)} ${P(0.65, -0.42)} ${P(0.35, -0.5)}C${P(0.05, -0.55)} ${P(-0.05, -0.3)} ${P(0.12, 0)}Z" fill="${col}"/>`;
  g += `<path d="M${P(0.12, 0)}C${P(0.12, 0.25)} ${P(0.35, 0.5)} ${P(0.35, 0.5)}C${P(0.55, 0.46)} ${P(0.8, 0.26)} ${P(1, 0)}L${P(0.12, 0)}Z" fill="${shade(col, 0.1)}"/>`;
  let veins = `M${P(0.12, 0)}L${P(0.97, 0)}`;
  for (const u of [0.25, 0.42, 0.6, 0.76])
    for (const side of [-1, 1])
      veins += `M${P(u, 0)}Q${P(u + 0.08, side * 0.18)} ${P(u + 0.12, side * (0.42 - u * 0.3))}`;
  g += `<path d="${veins}" stroke="${shade(col, 0.3)}" stroke-width="${f1(size * 0.012)}" fill="none" opacity="0.7"/>`;
  g += `<path d="M${P(0.12, 0)}L${P(-0.6, 0.05)}" stroke="${shade(col, -0.1)}" stroke-width="${f1(size * 0.03)}"/>`;
  return g;
}

/** A liana: a woody rope hanging in loops from the canopy, a few leaves along it. */
function liana(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  w: number,
  col: string,
) {
  const mx = (x0 + x1) / 2;
  const my = Math.max(y0, y1) + sag;
  return `<path d="M${f1(x0)} ${f1(y0)}Q${f1(mx)} ${f1(my)} ${f1(x1)} ${f1(y1)}" fill="none" stroke="${col}" stroke-width="${f1(w)}" stroke-linecap="round"/><path d="M${f1(x0)} ${f1(y0)}Q${f1(mx)} ${f1(my)} ${f1(x1)} ${f1(y1)}" fill="none" stroke="${shade(col, 0.3)}" stroke-width="${f1(w * 0.3)}" stroke-linecap="round" opacity="0.6" transform="translate(${f1(-w * 0.2)} ${f1(-w * 0.2)})"/>`;
}

/**
 * A hoolock gibbon hanging by one long arm from a branch, the other arm reaching out, legs
 * drawn up: black fur, the white brows that give the animal its name. (x, y) is the gripping
 * hand; s is its body length in pixels.
 */
function gibbon(x: number, y: number, s: number): string {
  const fur = '#1d1a17';
  const P = (u: number, v: number) => `${f1(x + u * s)} ${f1(y + v * s)}`;
  let g = '';
  // the hanging arm, from the hand on the branch down to the shoulder
  g += `<path d="M${P(0, 0)}Q${P(-0.05, 0.45)} ${P(-0.1, 0.9)}" stroke="${fur}" stroke-width="${f1(s * 0.09)}" fill="none" stroke-linecap="round"/>`;
  // the reaching arm, out and up toward the next branch
  g += `<path d="M${P(-0.08, 0.98)}Q${P(0.35, 0.9)} ${P(0.75, 0.55)}" stroke="${fur}" stroke-width="${f1(s * 0.08)}" fill="none" stroke-linecap="round"/>`;
  g += `<ellipse cx="${f1(x + 0.78 * s)}" cy="${f1(y + 0.52 * s)}" rx="${f1(s * 0.05)}" ry="${f1(s * 0.035)}" fill="${fur}"/>`;
  // the body and the drawn-up legs
  g += `<ellipse cx="${f1(x - 0.12 * s)}" cy="${f1(y + 1.25 * s)}" rx="${f1(s * 0.17)}" ry="${f1(s * 0.32)}" fill="${fur}" transform="rotate(-8 ${f1(x - 0.12 * s)} ${f1(y + 1.25 * s)})"/>`;
  g += `<path d="M${P(-0.2, 1.45)}Q${P(-0.05, 1.75)} ${P(0.12, 1.55)}L${P(0.2, 1.5)}" stroke="${fur}" stroke-width="${f1(s * 0.1)}" fill="none" stroke-linecap="round"/>`;
  g += `<path d="M${P(-0.02, 1.45)}Q${P(0.15, 1.68)} ${P(0.28, 1.46)}" stroke="${fur}" stroke-width="${f1(s * 0.09)}" fill="none" stroke-linecap="round"/>`;
  // the head against the hanging arm, and its white brow
  g += `<circle cx="${f1(x - 0.02 * s)}" cy="${f1(y + 0.86 * s)}" r="${f1(s * 0.12)}" fill="${fur}"/>`;
  g += `<path d="M${P(-0.09, 0.82)}Q${P(0.0, 0.77)} ${P(0.08, 0.82)}" stroke="#ece6da" stroke-width="${f1(s * 0.03)}" fill="none" stroke-linecap="round"/>`;
  return g;
}

/** Canopy far overhead: dark masses of leaves across the top, broken where the light comes in. */
function canopy(s: Svg, rng: Rng, col: string, y: number, n: number, r: number, gapX: number) {
  let g = '';
  for (let i = 0; i < n; i++) {
    const x = rng.range(-50, W + 50);
    if (Math.abs(x - gapX) < r * 1.6) continue;
    const yy = y + rng.range(-0.6, 1) * r;
    const rr = r * rng.range(0.6, 1.2);
    g += `<ellipse cx="${f1(x)}" cy="${f1(yy)}" rx="${f1(rr * 1.3)}" ry="${f1(rr * 0.8)}" fill="${jitter(col, rng, 0.08)}"/>`;
  }
  return `<g filter="${s.blur(r * 0.04)}">${g}</g>`;
}

export function renderForest(seed: number): string {
  const rng = makeRng(seed);
  const s = new Svg(W, H);
  const hz = 470;
  const cam = new Cam(900, W / 2, hz, 0, 1.6);
  // the depth of the forest: haze lit from the canopy gap up on the left
  const gapX = 470;
  s.add(
    `<rect width="${W}" height="${H}" fill="${s.rad(gapX, 260, W * 0.9, [
      [0, '#f2efc8'],
      [0.25, '#c8d3a2'],
      [0.6, '#8fa578'],
      [1, '#4f6a48'],
    ])}"/>`,
  );
  // the forest floor, darkening toward us
  s.add(
    `<rect x="0" y="${hz}" width="${W}" height="${H - hz}" fill="${s.lin(0, hz, 0, H, [
      [0, mix('#6a7a4a', HAZE, 0.6)],
      [0.4, '#56643a'],
      [1, '#3a4224'],
    ])}"/>`,
  );
  // the trail: packed earth and fallen leaves, narrowing away round the bends
  const L: Pt[] = [];
  const R: Pt[] = [];
  for (let z = 1.6; z < 80; z *= 1.06) {
    const w = 0.9;
    L.push(cam.p(trailX(z) - w / 2, 0, z));
    R.push(cam.p(trailX(z) + w / 2, 0, z));
  }
  s.add(
    `<path d="${smoothPath(L)}L${smoothPath([...R].reverse()).slice(1)}Z" fill="${s.lin(
      0,
      hz,
      0,
      H,
      [
        [0, mix('#c2a880', HAZE, 0.5)],
        [1, '#9a7652'],
      ],
    )}"/>`,
  );
  let litter = '';
  for (let i = 0; i < 260; i++) {
    const z = 1.8 * 1.06 ** rng.range(0, 50);
    const x = trailX(z) + rng.range(-0.4, 0.4);
    const [px, py] = cam.p(x, 0, z);
    const k = cam.s(z);
    litter += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(k * 0.05)}" ry="${f1(k * 0.018)}" fill="${rng.pick(['#7a5a2e', '#a0783e', '#5a4a28', '#c09a5a'])}" opacity="${f1(0.5 * (1 - hazeAt(z)))}" transform="rotate(${f1(rng.range(-40, 40))} ${f1(px)} ${f1(py)})"/>`;
  }
  s.add(litter);
  // far canopy, pale in the haze
  s.add(canopy(s, rng, mix('#5f7a4a', HAZE, 0.55), 40, 34, 90, gapX));
  // trunks and undergrowth from far to near, keeping off the trail
  interface Tree {
    x: number;
    z: number;
    d: number;
  }
  const trees: Tree[] = [];
  for (let i = 0; i < 60; i++) {
    const z = 5 * 1.045 ** rng.range(0, 60);
    const half = ((W / 2) * z) / cam.f;
    const x = rng.range(-half - 1, half + 1);
    if (Math.abs(x - trailX(z)) < 1.2) continue;
    trees.push({ x, z, d: rng.range(0.35, 0.9) });
  }
  // the great trees that frame the trail, with buttresses
  trees.push({ x: -3.1, z: 6.5, d: 1.25 }, { x: 2.9, z: 9, d: 1.1 }, { x: -1.6, z: 16, d: 1.0 });
  trees.sort((a, b) => b.z - a.z);
  const undergrowth = (z: number) => {
    let g = '';
    const k = cam.s(z);
    const hzz = hazeAt(z);
    const half = ((W / 2) * z) / cam.f;
    for (let i = 0; i < 5; i++) {
      const x = rng.range(-half - 0.5, half + 0.5);
      const r = rng.range(0.4, 0.9);
      if (Math.abs(x - trailX(z)) < 0.55 + r) continue;
      const [px, py] = cam.p(x, 0, z);
      // a clump of long leaves fanning out of the ground
      const col = mix(jitter(rng.pick(['#3f5a2e', '#4a6a34', '#35502a']), rng, 0.08), HAZE, hzz);
      g += `<ellipse cx="${f1(px)}" cy="${f1(py)}" rx="${f1(r * k * 0.9)}" ry="${f1(r * k * 0.25)}" fill="${shade(col, -0.15)}"/>`;
      for (let j = 0; j < 9; j++) {
        const a = -Math.PI / 2 + (j / 8 - 0.5) * 2.4;
        const L = r * k * rng.range(0.7, 1.1);
        const cx = px + Math.cos(a) * L * 0.5;
        const cy = py + Math.sin(a) * L * 0.5;
        g += `<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(L * 0.55)}" ry="${f1(L * 0.16)}" transform="rotate(${f1((a * 180) / Math.PI)} ${f1(cx)} ${f1(cy)})" fill="${j % 3 ? col : shade(col, 0.15)}"/>`;
      }
    }
    return g;
  };
  let lastZ = 200;
  for (const t of trees) {
    // undergrowth for every band of depth passed since the last trunk
    while (lastZ > t.z) {
      lastZ /= 1.08;
      if (lastZ < 60 && lastZ > 3.2) s.add(undergrowth(lastZ));
    }
    s.add(trunk(s, cam, t.x, t.z, t.d, rng.pick(['#6a5a44', '#7a6a52', '#5a4a38']), rng));
    // the gibbon's branch, reaching out from the tree right of the trail
    if (t.x === 2.9) {
      const [bx] = cam.p(t.x, 0, t.z);
      const by = 230;
      const k = cam.s(t.z);
      const bark = mix('#5a4a38', HAZE, hazeAt(t.z));
      // a limb tapering out from the trunk, with a twig rising near its end
      const limb: Pt[] = [
        [bx, by + 30],
        [bx - k * 1.2, by + 12],
        [bx - k * 2.4, by - 10],
        [bx - k * 3.6, by - 52],
      ];
      const thick = (i: number) => k * (0.13 - i * 0.03);
      const upper = limb.map((p, i): Pt => [p[0], p[1] - thick(i)]);
      const lower = limb.map((p, i): Pt => [p[0], p[1] + thick(i)]);
      s.add(
        `<path d="${smoothPath(upper)}L${smoothPath([...lower].reverse()).slice(1)}Z" fill="${bark}"/><path d="${smoothPath(upper)}" fill="none" stroke="${shade(bark, 0.2)}" stroke-width="${f1(k * 0.03)}"/><path d="M${f1(bx - k * 2.7)} ${f1(by - 18)}q${f1(-k * 0.3)} ${f1(-k * 0.3)} ${f1(-k * 0.5)} ${f1(-k * 0.9)}" stroke="${bark}" stroke-width="${f1(k * 0.07)}" fill="none" stroke-linecap="round"/>`,
      );
      let tuft = '';
      for (let i = 0; i < 14; i++) {
        const lx = bx - k * rng.range(2.9, 4.1);
        const ly = by - 50 - k * rng.range(-0.2, 0.8);
        tuft += `<ellipse cx="${f1(lx)}" cy="${f1(ly)}" rx="${f1(k * 0.28)}" ry="${f1(k * 0.1)}" transform="rotate(${f1(rng.range(-50, 50))} ${f1(lx)} ${f1(ly)})" fill="${mix(jitter('#3f5a2e', rng, 0.1), HAZE, hazeAt(t.z) * 0.8)}"/>`;
      }
      s.add(tuft);
      s.add(gibbon(bx - k * 1.9, by + 2, k * 0.75));
    }
  }
  // the near canopy, dark against the light
  s.add(canopy(s, rng, '#2f4424', -30, 40, 110, gapX));
  // shafts of light slanting down from the gap
  let shafts = '';
  for (const [x0, w, x1, w1, op] of [
    [gapX - 40, 70, gapX + 260, 200, 0.5],
    [gapX + 60, 40, gapX + 470, 140, 0.4],
    [gapX - 140, 50, gapX - 40, 170, 0.35],
  ] as const) {
    shafts += `<path d="M${x0} 0L${x0 + w} 0L${x1 + w1} ${H * 0.85}L${x1} ${H * 0.85}Z" fill="${s.lin(
      0,
      0,
      0,
      H * 0.85,
      [
        [0, '#fff6d0', op],
        [0.7, '#fff6d0', op * 0.4],
        [1, '#fff6d0', 0],
      ],
    )}"/>`;
  }
  s.add(`<g filter="${s.blur(14)}" style="mix-blend-mode:screen">${shafts}</g>`);
  // lianas hanging from the canopy and looping between the near trunks
  s.add(liana(150, -20, 420, -10, 520, 9, '#4a4a2a'));
  s.add(liana(1080, -20, 1330, 40, 380, 11, '#3f3f24'));
  s.add(liana(880, -20, 1000, -20, 240, 6, mix('#4a4a2a', HAZE, 0.3)));
  s.add(
    `<path d="M1230 -20C1220 200 1250 380 1236 600" stroke="#3a3a22" stroke-width="8" fill="none"/><path d="M300 -20C318 160 290 300 305 420" stroke="#3a3a22" stroke-width="6" fill="none"/>`,
  );
  // the forest floor close by: ferns and broad leaves at both sides of the trail
  s.add(fern(120, 880, 260, '#4f7a34', rng));
  s.add(fern(1330, 900, 300, '#467030', rng));
  s.add(fern(700, 790, 150, '#587f3a', rng));
  s.add(fern(420, 720, 120, '#587f3a', rng));
  let leaves = '';
  for (const [x, y, sz, a, c] of [
    [330, 960, 200, -2.2, '#3f6a2e'],
    [260, 965, 170, -1.4, '#4a7a36'],
    [1140, 965, 210, -1.0, '#3f6a2e'],
    [1220, 970, 160, -1.8, '#4a7a36'],
  ] as const)
    leaves += broadLeaf(x, y, sz, a, c);
  s.add(leaves);
  finish(s, '#fff0c0', gapX, 120, 0.3);
  return s.toString();
}
