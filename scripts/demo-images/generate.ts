/**
 * Procedural demo artwork for the Chandrabati Heritage Resort demo.
 *
 *   npx tsx scripts/demo-images/generate.ts            # everything
 *   npx tsx scripts/demo-images/generate.ts suites     # only one group (suites|guests|site|logo|showcase)
 *   npx tsx scripts/demo-images/generate.ts showcase services  # one part of the showcase
 *                                                      # (interiors|services|facilities|team|og-image)
 *   PREVIEW=1 npx tsx scripts/demo-images/generate.ts  # also write PNG previews to /tmp/demo-previews
 *
 * Every picture is an SVG scene (one-point perspective interiors, layered landscapes,
 * painted portraits) rendered by sharp/librsvg, with seeded randomness so runs are
 * deterministic, then finished with a film-grain pass and encoded as WebP.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderEstate, renderHero } from './estate.ts';
import { FACILITIES } from './facilities.ts';
import { hashString, makeRng } from './lib.ts';
import { renderIcon, renderLogo, renderMark } from './logo.ts';
import { renderPortrait } from './portrait.ts';
import { renderSuite, type Scene, type SuiteCfg } from './room.ts';
import {
  renderBicycleHire,
  renderBreakfastInBed,
  renderClothWashing,
  renderDrinksIncluded,
  renderRoomCleaning,
  renderSpaAccess,
} from './services.ts';
import { SUITES } from './suites.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PUB = join(ROOT, 'public');
const IMG = join(PUB, 'images');
const PREVIEW = process.env.PREVIEW ? '/tmp/demo-previews' : '';
const only = process.argv[2];

const WEBP = { quality: 74, effort: 5, smartSubsample: true } as const;

function ensure(p: string) {
  mkdirSync(dirname(p), { recursive: true });
}

/** Deterministic monochrome grain, soft-light blended. */
function grain(w: number, h: number, seed: number, amp: number): Buffer {
  const rng = makeRng(seed);
  const buf = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    // approx. gaussian from 3 uniforms
    const n = (rng.next() + rng.next() + rng.next() - 1.5) * 2 * amp;
    const v = Math.max(0, Math.min(255, 128 + n));
    buf[i * 3] = v;
    buf[i * 3 + 1] = v;
    buf[i * 3 + 2] = v;
  }
  return buf;
}

async function renderBase(
  svg: string,
  w: number,
  h: number,
  seed: number,
  amp: number,
): Promise<Buffer> {
  const base = await sharp(Buffer.from(svg)).resize(w, h).removeAlpha().png().toBuffer();
  if (amp <= 0) return base;
  return sharp(base)
    .composite([
      {
        input: grain(w, h, seed, amp),
        raw: { width: w, height: h, channels: 3 },
        blend: 'soft-light',
      },
    ])
    .png()
    .toBuffer();
}

async function writeSizes(
  base: Buffer,
  outBase: string,
  widths: number[],
  aspect: number,
  quality: number = WEBP.quality,
) {
  const files: string[] = [];
  for (const w of widths) {
    const h = Math.round(w / aspect);
    const file = `${outBase}-${w}.webp`;
    ensure(file);
    await sharp(base)
      .resize(w, h, { kernel: 'lanczos3' })
      .webp({ ...WEBP, quality })
      .toFile(file);
    files.push(file);
  }
  return files;
}

async function preview(name: string, buf: Buffer, w?: number) {
  if (!PREVIEW) return;
  mkdirSync(PREVIEW, { recursive: true });
  const img = sharp(buf);
  await (w ? img.resize(w) : img).png().toFile(join(PREVIEW, `${name}.png`));
}

async function suites() {
  const thumbs: Buffer[] = [];
  const filter = process.argv[3];
  for (const cfg of SUITES) {
    if (filter && !cfg.slug.includes(filter)) continue;
    const seed = hashString(cfg.slug);
    const svg = renderSuite(cfg, seed);
    const base = await renderBase(svg, 1440, 960, seed, 11);
    await writeSizes(base, join(IMG, 'suites', cfg.slug), [480, 960, 1440], 1.5, 78);
    await preview(`suite-${cfg.slug}`, base, 960);
    thumbs.push(await sharp(base).resize(480, 320).png().toBuffer());
    console.log(`suite ${cfg.slug}`);
  }
  if (PREVIEW && thumbs.length) {
    const cols = 3;
    const rows = Math.ceil(thumbs.length / cols);
    const sheet = await sharp({
      create: { width: cols * 484, height: rows * 324, channels: 3, background: '#111' },
    })
      .composite(
        thumbs.map((t, i) => ({
          input: t,
          left: (i % cols) * 484 + 2,
          top: Math.floor(i / cols) * 324 + 2,
        })),
      )
      .png()
      .toBuffer();
    await preview('suites-contact', sheet);
  }
}

async function guests() {
  const tiles: Buffer[] = [];
  for (let i = 1; i <= 6; i++) {
    const svg = renderPortrait(i);
    const base = await renderBase(svg, 512, 512, 1000 + i, 6);
    const file = join(IMG, 'guests', `guest-${i}.webp`);
    ensure(file);
    const small = await sharp(base).resize(256, 256, { kernel: 'lanczos3' }).png().toBuffer();
    await sharp(small)
      .webp({ ...WEBP, quality: 78 })
      .toFile(file);
    tiles.push(small);
    console.log(`guest ${i}`);
  }
  if (PREVIEW) {
    const sheet = await sharp({
      create: { width: 6 * 260, height: 260, channels: 3, background: '#111' },
    })
      .composite(tiles.map((t, i) => ({ input: t, left: i * 260 + 2, top: 2 })))
      .png()
      .toBuffer();
    await preview('guests-contact', sheet);
  }
}

async function site() {
  {
    const svg = renderHero(hashString('hero'));
    const base = await renderBase(svg, 1920, 1080, 77, 8);
    await writeSizes(base, join(IMG, 'site', 'hero'), [768, 1280, 1920], 16 / 9, 72);
    await preview('hero', base, 1280);
    console.log('hero');
  }
  {
    const svg = renderEstate(hashString('estate'));
    const base = await renderBase(svg, 1280, 960, 78, 8);
    await writeSizes(base, join(IMG, 'site', 'estate'), [640, 960, 1280], 4 / 3, 72);
    await preview('estate', base, 1280);
    console.log('estate');
  }
}

async function logo() {
  const logoSvg = renderLogo();
  const fav = renderMark('#B08D57', false);
  ensure(join(IMG, 'logo.svg'));
  writeFileSync(join(IMG, 'logo.svg'), logoSvg);
  writeFileSync(join(PUB, 'favicon.svg'), fav);
  for (const size of [192, 512]) {
    await sharp(Buffer.from(renderIcon(size)))
      .png({ compressionLevel: 9 })
      .toFile(join(IMG, `icon-${size}.png`));
  }
  if (PREVIEW) {
    const big = logoSvg.replace(/width="160" height="100"/, 'width="800" height="500"');
    const onIvory = await sharp(Buffer.from(big))
      .flatten({ background: '#F6F1E6' })
      .png()
      .toBuffer();
    await preview('logo-large', onIvory);
    const small = await sharp(
      Buffer.from(logoSvg.replace(/width="160" height="100"/, 'width="80" height="50"')),
    )
      .flatten({ background: '#F6F1E6' })
      .png()
      .toBuffer();
    await preview('logo-80', small);
    await preview('icon-512', await sharp(join(IMG, 'icon-512.png')).png().toBuffer());
  }
  writeFileSync(
    join(IMG, 'CREDITS.md'),
    'All images in public/images (and public/favicon.svg) are original procedural artwork generated by scripts/demo-images/generate.ts — no stock photography, no third-party assets.\n' +
      'To regenerate them deterministically, run `npx tsx scripts/demo-images/generate.ts` from the repository root (add `PREVIEW=1` to also write PNG previews to /tmp/demo-previews).\n',
  );
  console.log('logo');
}

/**
 * The showcase pages' pictures (home interior gallery and extra services, About's facilities,
 * Teams' portraits, the link-preview image), composed from the same renderers with their own
 * seeds: rooms for interiors, and for the services and the facilities scenes that show each one
 * (services.ts, facilities.ts). `showcase <part>` renders one part alone.
 */
async function showcase() {
  const part = process.argv[3];
  const wanted = (name: string) => !part || part === name;
  const room = (
    index: number,
    key: string,
    scene: Scene = 'bedroom',
    furnishing: Partial<SuiteCfg> = {},
  ) =>
    renderSuite(
      { ...SUITES[index % SUITES.length]!, scene, ...furnishing },
      hashString(`showcase-${key}`),
    );
  const groups: {
    dir: string;
    widths: number[];
    aspect: number;
    items: [string, () => string][];
  }[] = [
    {
      dir: 'interiors',
      widths: [480, 960],
      aspect: 4 / 3,
      items: [
        ['great-hall', () => room(9, 'great-hall', 'lounge')],
        ['veranda', () => room(6, 'veranda', 'lounge')],
        ['library', () => room(4, 'library', 'library')],
        ['bath', () => room(2, 'bath', 'bath', { tub: 'rolltop' })],
        ['dining-room', () => room(10, 'dining-room', 'dining')],
        ['staircase', () => room(8, 'staircase', 'library')],
      ],
    },
    {
      dir: 'services',
      widths: [480, 960],
      aspect: 3 / 2,
      items: [
        ['room-cleaning', renderRoomCleaning],
        ['cloth-washing', renderClothWashing],
        ['drinks-included', renderDrinksIncluded],
        ['breakfast-in-bed', renderBreakfastInBed],
        ['bicycle-hire', renderBicycleHire],
        ['spa-access', renderSpaAccess],
      ],
    },
    {
      dir: 'facilities',
      widths: [640, 1280],
      aspect: 3 / 2,
      items: Object.entries(FACILITIES),
    },
  ];
  if (part && !['team', 'og-image', ...groups.map((g) => g.dir)].includes(part))
    throw new Error(`unknown showcase part "${part}"`);
  for (const group of groups) {
    if (!wanted(group.dir)) continue;
    for (const [slug, render] of group.items) {
      const width = group.widths.at(-1)!;
      const height = Math.round(width / group.aspect);
      const seed = hashString(`${group.dir}/${slug}`);
      const base = await renderBase(render(), width, height, seed, 9);
      await writeSizes(base, join(IMG, group.dir, slug), group.widths, group.aspect, 70);
      await preview(`${group.dir}-${slug}`, base, 640);
      console.log(`${group.dir} ${slug}`);
    }
  }
  // Slug → portrait number (the renderer's people cycle every six; numbers past six vary them).
  // (portrait.ts: (n - 1) % 6 picks the person: 0 long hair, 1 short hair, 2 curly, 3 grey and
  // bearded, 4 bob, 5 headscarf; each name gets a portrait that fits it.)
  const team: [string, number][] = [
    ['anisur-rahman-chowdhury', 16],
    ['mahmuda-haque', 11],
    ['farhan-ahmed-siddiqui', 14],
    ['tahmina-akter', 7],
    ['rezaul-karim-bhuiyan', 8],
    ['shirin-sultana', 12],
  ];
  for (const [index, [slug, portrait]] of team.entries()) {
    if (!wanted('team')) break;
    // Portraits are square; the team cards are 4:5, so the square is extended with its own edge.
    const square = await renderBase(renderPortrait(portrait), 640, 640, 2000 + index, 6);
    const base = await sharp(square)
      .extend({ top: 80, bottom: 80, extendWith: 'copy' })
      .png()
      .toBuffer();
    await writeSizes(base, join(IMG, 'team', slug), [320, 640], 4 / 5, 74);
    await preview(`team-${slug}`, base, 320);
    console.log(`team ${slug}`);
  }
  if (wanted('og-image')) {
    const og = await renderBase(renderHero(hashString('hero')), 1200, 630, 79, 6);
    await sharp(og).jpeg({ quality: 78, mozjpeg: true }).toFile(join(IMG, 'og-image.jpg'));
    console.log('og-image');
  }
  const creditsFile = join(IMG, 'CREDITS.md');
  const credits = readFileSync(creditsFile, 'utf8').split('\n\nShowcase pictures')[0]!.trimEnd();
  writeFileSync(creditsFile, `${credits}\n\n${SHOWCASE_CREDITS}`);
}

const SHOWCASE_CREDITS = `Showcase pictures (same generator, \`npx tsx scripts/demo-images/generate.ts showcase\`, or one part alone with e.g. \`... showcase services\`):
- \`interiors/{great-hall,veranda,library,bath,dining-room,staircase}-{480,960}.webp\`: home interior gallery (4:3)
- \`services/{room-cleaning,cloth-washing,drinks-included,breakfast-in-bed,bicycle-hire,spa-access}-{480,960}.webp\`: Extra Services carousel (3:2), each showing its service: fresh towels, flowers and a tea flask on a made bed; laundry drying on a line in the garden; a drinks tray of tea, lemongrass coolers and juice; a breakfast tray on the bed; roadster bicycles by a tea-garden lane; a candle-lit roll-top bath
- \`facilities/{estate-kitchen,pool,spa,library,tea-garden,forest}-{640,1280}.webp\`: About facility sections and two home sections (3:2), each showing its facility: supper and tea laid on the dining-room table; the pool with striped cabanas beside the lotus pond; a spa treatment room with a footbath and candles; the library with its gramophone; tea pluckers among misty tea rows at dawn; a trail through the rain forest with a hoolock gibbon
- \`team/{anisur-rahman-chowdhury,mahmuda-haque,farhan-ahmed-siddiqui,tahmina-akter,rezaul-karim-bhuiyan,shirin-sultana}-{320,640}.webp\`: Teams portraits (4:5)
- \`og-image.jpg\`: link-preview image, 1200 × 630
`;

const tasks: Record<string, () => Promise<void>> = { suites, guests, site, logo, showcase };
for (const [name, fn] of Object.entries(tasks)) {
  if (!only || only === name) await fn();
}
