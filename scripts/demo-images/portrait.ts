/** Stylised painted head-and-shoulders portraits for testimonials. */
import { f1, makeRng, mix, Svg, shade } from './lib.ts';

interface Person {
  skin: string;
  hair: string;
  hairStyle: 'long' | 'short' | 'curly' | 'bob' | 'scarf' | 'grey';
  cloth: string;
  clothStyle: 'sari' | 'blazer' | 'top' | 'panjabi' | 'scarf';
  accent: string;
  bg: string;
  bg2: string;
  lips: string;
  beard?: boolean;
  glasses?: boolean;
  fem: boolean;
  eyes: string;
}

const PEOPLE: Person[] = [
  {
    skin: '#b07452',
    hair: '#1f1612',
    hairStyle: 'long',
    cloth: '#1f4a3a',
    clothStyle: 'sari',
    accent: '#c9a465',
    bg: '#efe3cc',
    bg2: '#d9c39a',
    lips: '#8a3f3a',
    fem: true,
    eyes: '#2a1a12',
  },
  {
    skin: '#e9c6a8',
    hair: '#5a3f2a',
    hairStyle: 'short',
    cloth: '#23314a',
    clothStyle: 'blazer',
    accent: '#f3efe6',
    bg: '#cfd9cc',
    bg2: '#9fb3a0',
    lips: '#b0746a',
    fem: false,
    eyes: '#3f5a6a',
  },
  {
    skin: '#6e4330',
    hair: '#17100d',
    hairStyle: 'curly',
    cloth: '#c9973a',
    clothStyle: 'top',
    accent: '#e8c070',
    bg: '#c8d2dc',
    bg2: '#8fa3b8',
    lips: '#5e2a26',
    fem: true,
    eyes: '#1a0f0a',
  },
  {
    skin: '#c28b66',
    hair: '#d8d4cc',
    hairStyle: 'grey',
    cloth: '#f2eee4',
    clothStyle: 'panjabi',
    accent: '#b08d57',
    bg: '#e6c9b2',
    bg2: '#c0917a',
    lips: '#8a5048',
    beard: true,
    glasses: true,
    fem: false,
    eyes: '#2a1a12',
  },
  {
    skin: '#f0d1b6',
    hair: '#141214',
    hairStyle: 'bob',
    cloth: '#6d2b34',
    clothStyle: 'top',
    accent: '#e6d2b0',
    bg: '#f0e8d8',
    bg2: '#d8c8a8',
    lips: '#b35a5a',
    fem: true,
    eyes: '#231812',
  },
  {
    skin: '#b98160',
    hair: '#2a1c16',
    hairStyle: 'scarf',
    cloth: '#2f4f46',
    clothStyle: 'scarf',
    accent: '#c98f86',
    bg: '#dfe5d6',
    bg2: '#a8b89a',
    lips: '#8e4a44',
    fem: true,
    eyes: '#22150f',
  },
];

export function renderPortrait(index: number): string {
  const p = PEOPLE[(index - 1) % PEOPLE.length]!;
  const rng = makeRng(index * 7919);
  const S = 512;
  const s = new Svg(S, S);
  const soft = s.blur(1.1);
  const cx = 256 + rng.range(-6, 6);
  const hy = 218; // head centre
  const rx = 84;
  const ry = 106;
  // background with bokeh
  s.add(
    `<rect width="${S}" height="${S}" fill="${s.rad(S * 0.35, S * 0.3, S * 0.9, [
      [0, shade(p.bg, 0.12)],
      [0.6, p.bg],
      [1, p.bg2],
    ])}"/>`,
  );
  let bk = '';
  for (let i = 0; i < 9; i++) {
    bk += `<circle cx="${f1(rng.range(0, S))}" cy="${f1(rng.range(0, S * 0.7))}" r="${f1(rng.range(20, 60))}" fill="${shade(p.bg, rng.range(0.1, 0.35))}" opacity="${f1(rng.range(0.2, 0.45))}"/>`;
  }
  s.add(`<g filter="${s.blur(14)}">${bk}</g>`);
  const skin = p.skin;
  const skinSh = mix(shade(skin, -0.3), '#5a2f2a', 0.15);
  const skinHi = shade(skin, 0.14);

  // hair behind head
  if (p.hairStyle === 'long') {
    s.add(
      `<path d="M${cx - rx - 14} ${hy - 20}Q${cx - rx - 40} ${hy + 150} ${cx - rx - 30} ${hy + 235}L${cx + rx + 30} ${hy + 235}Q${cx + rx + 40} ${hy + 150} ${cx + rx + 14} ${hy - 20}Z" fill="${p.hair}"/>`,
    );
  }
  if (p.hairStyle === 'curly') {
    let c = '';
    for (let i = 0; i < 60; i++) {
      const a = rng.range(-Math.PI, 0.15);
      const rr = rng.range(0.95, 1.35);
      c += `<circle cx="${f1(cx + Math.cos(a) * rx * rr * 1.05)}" cy="${f1(hy - 10 + Math.sin(a) * ry * rr * 0.95)}" r="${f1(rng.range(22, 34))}" fill="${shade(p.hair, rng.range(0, 0.12))}"/>`;
    }
    for (const side of [-1, 1]) {
      for (let i = 0; i < 10; i++)
        c += `<circle cx="${f1(cx + side * (rx + rng.range(0, 30)))}" cy="${f1(hy + rng.range(-10, 70))}" r="${f1(rng.range(18, 30))}" fill="${p.hair}"/>`;
    }
    s.add(c);
  }
  if (p.hairStyle === 'scarf') {
    s.add(
      `<path d="M${cx - rx - 26} ${hy - 10}Q${cx - rx - 34} ${hy + 140} ${cx - 150} ${hy + 200}L${cx + 150} ${hy + 200}Q${cx + rx + 34} ${hy + 140} ${cx + rx + 26} ${hy - 10}Z" fill="${shade(p.accent, -0.15)}"/>`,
    );
  }
  // shoulders / clothing
  const shY = 420;
  const body = `M${cx - 215} ${S + 5}Q${cx - 205} ${shY} ${cx - 110} ${shY - 28}Q${cx - 50} ${shY - 45} ${cx} ${shY - 45}Q${cx + 50} ${shY - 45} ${cx + 110} ${shY - 28}Q${cx + 205} ${shY} ${cx + 215} ${S + 5}Z`;
  // neck
  s.add(
    `<path d="M${cx - 40} ${hy + 60}L${cx - 44} ${shY - 20}Q${cx} ${shY + 10} ${cx + 44} ${shY - 20}L${cx + 40} ${hy + 60}Z" fill="${s.lin(
      0,
      hy + 60,
      0,
      shY,
      [
        [0, skinSh],
        [0.5, skin],
        [1, shade(skin, -0.08)],
      ],
    )}"/>`,
  );
  const clothG = s.lin(cx - 200, 0, cx + 200, 0, [
    [0, shade(p.cloth, 0.12)],
    [0.6, p.cloth],
    [1, shade(p.cloth, -0.25)],
  ]);
  if (p.clothStyle === 'sari') {
    s.add(`<path d="${body}" fill="${shade(p.cloth, -0.1)}"/>`);
    // blouse neckline
    s.add(
      `<path d="M${cx - 60} ${shY - 40}Q${cx} ${shY + 20} ${cx + 60} ${shY - 40}Z" fill="${skin}"/>`,
    );
    // pallu draped over the left shoulder
    s.add(
      `<path d="M${cx - 215} ${S + 5}Q${cx - 190} ${shY - 10} ${cx - 105} ${shY - 32}Q${cx - 30} ${shY + 30} ${cx + 80} ${S + 5}Z" fill="${clothG}"/>`,
    );
    s.add(
      `<path d="M${cx - 105} ${shY - 32}Q${cx - 30} ${shY + 30} ${cx + 80} ${S + 5}" stroke="${p.accent}" stroke-width="12" fill="none"/>`,
    );
    s.add(
      `<path d="M${cx - 98} ${shY - 20}Q${cx - 28} ${shY + 40} ${cx + 70} ${S + 5}" stroke="${shade(p.accent, -0.2)}" stroke-width="2" fill="none" stroke-dasharray="4 4"/>`,
    );
  } else if (p.clothStyle === 'blazer') {
    s.add(`<path d="${body}" fill="${clothG}"/>`);
    s.add(
      `<path d="M${cx - 52} ${shY - 42}L${cx} ${S}L${cx + 52} ${shY - 42}Q${cx} ${shY - 20} ${cx - 52} ${shY - 42}Z" fill="${p.accent}"/>`,
    );
    s.add(
      `<path d="M${cx - 52} ${shY - 42}L${cx - 8} ${shY + 20}L${cx - 30} ${shY - 5}Z" fill="${shade(p.accent, -0.1)}"/>`,
    );
    s.add(
      `<path d="M${cx + 52} ${shY - 42}L${cx + 8} ${shY + 20}L${cx + 30} ${shY - 5}Z" fill="${shade(p.accent, -0.1)}"/>`,
    );
    s.add(
      `<path d="M${cx - 60} ${shY - 40}L${cx - 6} ${S}L${cx - 30} ${S}L${cx - 95} ${shY + 10}Z" fill="${shade(p.cloth, -0.15)}"/>`,
    );
    s.add(
      `<path d="M${cx + 60} ${shY - 40}L${cx + 6} ${S}L${cx + 30} ${S}L${cx + 95} ${shY + 10}Z" fill="${shade(p.cloth, -0.3)}"/>`,
    );
  } else if (p.clothStyle === 'panjabi') {
    s.add(`<path d="${body}" fill="${clothG}"/>`);
    s.add(
      `<path d="M${cx - 46} ${shY - 40}Q${cx} ${shY - 18} ${cx + 46} ${shY - 40}L${cx + 46} ${shY - 56}Q${cx} ${shY - 36} ${cx - 46} ${shY - 56}Z" fill="${shade(p.cloth, -0.08)}"/>`,
    );
    s.add(
      `<path d="M${cx} ${shY - 28}L${cx} ${S}" stroke="${shade(p.cloth, -0.18)}" stroke-width="3"/>`,
    );
    for (let i = 0; i < 3; i++)
      s.add(`<circle cx="${cx}" cy="${shY - 5 + i * 24}" r="4" fill="${p.accent}"/>`);
    // shawl
    s.add(
      `<path d="M${cx - 215} ${S + 5}Q${cx - 200} ${shY} ${cx - 110} ${shY - 28}Q${cx - 80} ${shY + 40} ${cx - 70} ${S + 5}Z" fill="${shade(p.accent, -0.25)}"/>`,
    );
  } else if (p.clothStyle === 'scarf') {
    s.add(`<path d="${body}" fill="${clothG}"/>`);
  } else {
    s.add(`<path d="${body}" fill="${clothG}"/>`);
    s.add(
      `<path d="M${cx - 58} ${shY - 42}Q${cx} ${shY + 25} ${cx + 58} ${shY - 42}Z" fill="${skin}"/>`,
    );
    s.add(
      `<path d="M${cx - 58} ${shY - 42}Q${cx} ${shY + 25} ${cx + 58} ${shY - 42}" stroke="${shade(p.cloth, -0.2)}" stroke-width="5" fill="none"/>`,
    );
    if (p.fem)
      s.add(
        `<path d="M${cx - 40} ${shY - 30}Q${cx} ${shY + 12} ${cx + 40} ${shY - 30}" stroke="${p.accent}" stroke-width="2.5" fill="none"/><circle cx="${cx}" cy="${shY + 2}" r="6" fill="${p.accent}"/>`,
      );
  }
  // chin shadow on neck
  s.add(
    `<ellipse cx="${cx}" cy="${hy + ry - 5}" rx="48" ry="22" fill="${skinSh}" opacity="0.55" filter="${s.blur(8)}"/>`,
  );
  // ears
  for (const side of [-1, 1])
    s.add(
      `<ellipse cx="${cx + side * (rx - 4)}" cy="${hy + 8}" rx="14" ry="24" fill="${shade(skin, -0.08)}"/>`,
    );
  // head
  const headD = `M${cx} ${hy - ry}C${cx + rx * 0.75} ${hy - ry} ${cx + rx} ${hy - ry * 0.55} ${cx + rx} ${hy - ry * 0.05}C${cx + rx} ${hy + ry * 0.45} ${cx + rx * 0.55} ${hy + ry * 0.95} ${cx} ${hy + ry}C${cx - rx * 0.55} ${hy + ry * 0.95} ${cx - rx} ${hy + ry * 0.45} ${cx - rx} ${hy - ry * 0.05}C${cx - rx} ${hy - ry * 0.55} ${cx - rx * 0.75} ${hy - ry} ${cx} ${hy - ry}Z`;
  s.add(
    `<path d="${headD}" fill="${s.rad(cx - 25, hy - 30, rx * 1.4, [
      [0, skinHi],
      [0.55, skin],
      [1, skinSh],
    ])}"/>`,
  );
  const fg: string[] = [];
  // cheeks
  for (const side of [-1, 1])
    fg.push(
      `<ellipse cx="${cx + side * 44}" cy="${hy + 38}" rx="22" ry="14" fill="${mix(skin, '#d0605a', 0.35)}" opacity="0.35" filter="${s.blur(6)}"/>`,
    );
  // eyes
  const ey = hy + 4;
  for (const side of [-1, 1]) {
    const ex = cx + side * 34;
    fg.push(
      `<path d="M${ex - 17} ${ey}Q${ex} ${ey - 11} ${ex + 17} ${ey}Q${ex} ${ey + 8} ${ex - 17} ${ey}Z" fill="${mix('#f6efe6', skin, 0.25)}"/>`,
    );
    fg.push(`<circle cx="${ex + side * 1}" cy="${ey - 1}" r="7.5" fill="${p.eyes}"/>`);
    fg.push(
      `<circle cx="${ex + side * 1 - 2.5}" cy="${ey - 3.5}" r="2" fill="#fff" opacity="0.85"/>`,
    );
    fg.push(
      `<path d="M${ex - 18} ${ey + 0.5}Q${ex} ${ey - 12.5} ${ex + 18} ${ey + 0.5}" stroke="${shade(p.hair, 0.05)}" stroke-width="${p.fem ? 3.2 : 2.4}" fill="none" stroke-linecap="round"/>`,
    );
    fg.push(
      `<path d="M${ex - 16} ${ey - 9}Q${ex} ${ey - 18} ${ex + 16} ${ey - 9}" stroke="${skinSh}" stroke-width="2" fill="none" opacity="0.45"/>`,
    );
    // brows
    const bc = p.hairStyle === 'grey' ? shade(p.hair, -0.35) : p.hair;
    const by = ey - 26;
    fg.push(
      `<path d="M${ex - side * 20} ${by + 5}Q${ex - side * 2} ${by - 6} ${ex + side * 20} ${by + 2}" stroke="${bc}" stroke-width="${p.fem ? 4 : 6}" fill="none" stroke-linecap="round"/>`,
    );
  }
  // nose
  fg.push(
    `<path d="M${cx - 3} ${ey + 8}Q${cx - 9} ${ey + 34} ${cx - 12} ${ey + 44}Q${cx} ${ey + 52} ${cx + 12} ${ey + 44}" stroke="${skinSh}" stroke-width="2.6" fill="none" opacity="0.75" stroke-linecap="round"/>`,
  );
  fg.push(
    `<ellipse cx="${cx + 4}" cy="${ey + 30}" rx="6" ry="14" fill="${skinHi}" opacity="0.4" filter="${s.blur(3)}"/>`,
  );
  // mouth
  const my = ey + 72;
  fg.push(
    `<path d="M${cx - 24} ${my}Q${cx - 10} ${my - 8} ${cx} ${my - 4}Q${cx + 10} ${my - 8} ${cx + 24} ${my}Q${cx} ${my + 6} ${cx - 24} ${my}Z" fill="${shade(p.lips, -0.1)}"/>`,
  );
  fg.push(
    `<path d="M${cx - 24} ${my}Q${cx} ${my + 18} ${cx + 24} ${my}Q${cx} ${my + 5} ${cx - 24} ${my}Z" fill="${p.lips}"/>`,
  );
  fg.push(
    `<path d="M${cx - 25} ${my}Q${cx} ${my + 6} ${cx + 25} ${my}" stroke="${shade(p.lips, -0.45)}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  );
  fg.push(
    `<path d="M${cx - 28} ${my - 3}Q${cx - 26} ${my + 1} ${cx - 24} ${my}M${cx + 28} ${my - 3}Q${cx + 26} ${my + 1} ${cx + 24} ${my}" stroke="${skinSh}" stroke-width="2" fill="none" opacity="0.6"/>`,
  );
  if (p.beard) {
    fg.push(
      `<path d="M${cx - rx + 6} ${hy + 10}Q${cx - rx + 10} ${hy + ry - 5} ${cx} ${hy + ry + 12}Q${cx + rx - 10} ${hy + ry - 5} ${cx + rx - 6} ${hy + 10}Q${cx + rx - 20} ${hy + 60} ${cx + 30} ${my - 8}Q${cx} ${my - 18} ${cx - 30} ${my - 8}Q${cx - rx + 20} ${hy + 60} ${cx - rx + 6} ${hy + 10}Z M${cx - 20} ${my + 12}Q${cx} ${my + 18} ${cx + 20} ${my + 12}L${cx + 18} ${my + 6}Q${cx} ${my + 10} ${cx - 18} ${my + 6}Z" fill="${p.hair}" fill-rule="evenodd" opacity="0.92"/>`,
    );
  }
  s.add(`<g filter="${soft}">${fg.join('')}</g>`);
  // hair on top
  if (p.hairStyle === 'long') {
    s.add(
      `<path d="M${cx - rx - 12} ${hy + 40}Q${cx - rx - 14} ${hy - ry - 10} ${cx + 5} ${hy - ry - 8}Q${cx + rx + 16} ${hy - ry} ${cx + rx + 12} ${hy + 40}Q${cx + rx - 4} ${hy - 40} ${cx + 20} ${hy - ry + 30}Q${cx - 30} ${hy - 50} ${cx - rx + 2} ${hy - 10}Z" fill="${p.hair}"/>`,
    );
    s.add(
      `<path d="M${cx - 40} ${hy - ry + 4}Q${cx + 10} ${hy - ry - 6} ${cx + 50} ${hy - ry + 10}" stroke="${shade(p.hair, 0.25)}" stroke-width="5" fill="none" opacity="0.6"/>`,
    );
  } else if (p.hairStyle === 'short' || p.hairStyle === 'grey') {
    const h = p.hair;
    s.add(
      `<path d="M${cx - rx - 2} ${hy - 4}Q${cx - rx - 8} ${hy - ry - 18} ${cx} ${hy - ry - 14}Q${cx + rx + 10} ${hy - ry - 10} ${cx + rx + 2} ${hy - 4}Q${cx + rx - 8} ${hy - 60} ${cx + 40} ${hy - ry + 20}Q${cx - 10} ${hy - ry + 34} ${cx - 50} ${hy - ry + 24}Q${cx - rx + 4} ${hy - 60} ${cx - rx - 2} ${hy - 4}Z" fill="${h}"/>`,
    );
    s.add(
      `<path d="M${cx - 50} ${hy - ry + 2}Q${cx} ${hy - ry - 14} ${cx + 50} ${hy - ry + 2}" stroke="${shade(h, 0.2)}" stroke-width="4" fill="none" opacity="0.6"/>`,
    );
  } else if (p.hairStyle === 'bob') {
    s.add(
      `<path d="M${cx - rx - 18} ${hy + 70}Q${cx - rx - 22} ${hy - ry - 16} ${cx} ${hy - ry - 12}Q${cx + rx + 22} ${hy - ry - 16} ${cx + rx + 18} ${hy + 70}L${cx + rx - 6} ${hy + 70}Q${cx + rx - 4} ${hy - 40} ${cx + 30} ${hy - 40}L${cx - 60} ${hy - 40}Q${cx - rx + 4} ${hy - 30} ${cx - rx + 6} ${hy + 70}Z" fill="${p.hair}"/>`,
    );
    s.add(
      `<path d="M${cx - 60} ${hy - ry + 10}Q${cx} ${hy - ry - 4} ${cx + 60} ${hy - ry + 10}" stroke="#5a5a66" stroke-width="5" fill="none" opacity="0.5"/>`,
    );
  } else if (p.hairStyle === 'curly') {
    let c = '';
    for (let i = 0; i < 26; i++) {
      const a = rng.range(-Math.PI * 0.95, -Math.PI * 0.05);
      c += `<circle cx="${f1(cx + Math.cos(a) * rx * 0.95)}" cy="${f1(hy - 20 + Math.sin(a) * ry * 0.9)}" r="${f1(rng.range(16, 26))}" fill="${shade(p.hair, rng.range(0, 0.15))}"/>`;
    }
    s.add(c);
  } else if (p.hairStyle === 'scarf') {
    // hijab framing the face
    const sc = p.accent;
    s.add(
      `<path d="M${cx - rx - 22} ${hy + 120}Q${cx - rx - 30} ${hy - ry - 30} ${cx} ${hy - ry - 26}Q${cx + rx + 30} ${hy - ry - 30} ${cx + rx + 22} ${hy + 120}Q${cx + 60} ${hy + ry + 60} ${cx} ${hy + ry + 40}Q${cx - 60} ${hy + ry + 60} ${cx - rx - 22} ${hy + 120}Z M${cx - rx + 4} ${hy + 10}Q${cx - rx + 4} ${hy + ry} ${cx} ${hy + ry + 4}Q${cx + rx - 4} ${hy + ry} ${cx + rx - 4} ${hy + 10}Q${cx + rx - 2} ${hy - ry + 4} ${cx} ${hy - ry + 6}Q${cx - rx + 2} ${hy - ry + 4} ${cx - rx + 4} ${hy + 10}Z" fill-rule="evenodd" fill="${s.rad(
        cx - 40,
        hy - 60,
        260,
        [
          [0, shade(sc, 0.15)],
          [0.7, sc],
          [1, shade(sc, -0.25)],
        ],
      )}"/>`,
    );
    s.add(
      `<path d="M${cx - rx - 10} ${hy + 100}Q${cx - 40} ${hy + ry + 70} ${cx + 120} ${shY + 40}" stroke="${shade(sc, -0.2)}" stroke-width="3" fill="none" opacity="0.6"/>`,
    );
    s.add(
      `<path d="M${cx - rx + 4} ${hy - 20}Q${cx} ${hy - ry - 4} ${cx + rx - 4} ${hy - 20}" stroke="${shade(sc, -0.18)}" stroke-width="3" fill="none" opacity="0.5"/>`,
    );
  }
  if (p.glasses) {
    const g = '#3a2a1e';
    s.add(
      `<g fill="none" stroke="${g}" stroke-width="3.5"><rect x="${cx - 58}" y="${hy - 12}" width="46" height="32" rx="12"/><rect x="${cx + 12}" y="${hy - 12}" width="46" height="32" rx="12"/><path d="M${cx - 12} ${hy - 2}Q${cx} ${hy - 8} ${cx + 12} ${hy - 2}M${cx - 58} ${hy - 2}L${cx - rx + 2} ${hy - 6}M${cx + 58} ${hy - 2}L${cx + rx - 2} ${hy - 6}"/></g>`,
    );
  }
  if (p.fem && p.hairStyle !== 'scarf') {
    s.add(
      `<circle cx="${cx - rx + 2}" cy="${hy + 38}" r="5" fill="${p.accent}"/><circle cx="${cx + rx - 2}" cy="${hy + 38}" r="5" fill="${p.accent}"/>`,
    );
  }
  // soft light + vignette
  s.add(
    `<rect width="${S}" height="${S}" fill="${s.rad(S * 0.3, S * 0.25, S * 0.8, [
      [0, '#fff4dc', 0.18],
      [1, '#fff4dc', 0],
    ])}" style="mix-blend-mode:screen"/>`,
  );
  s.add(
    `<rect width="${S}" height="${S}" fill="${s.rad(S / 2, S / 2, S * 0.75, [
      [0.55, '#000', 0],
      [1, '#000', 0.28],
    ])}"/>`,
  );
  return s.toString();
}
