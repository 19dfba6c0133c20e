/** Logo mark: a crescent moon ("chandra") cradled above a scalloped estate arch. */

const BRASS = '#B08D57';
const GREEN = '#1F3A2E';

/** The mark drawn in a 64×64 box. */
function markShapes(color: string): string {
  // arch: outer & inner outlines of a Bengal multifoil arch on two slender piers
  const arch = `<path d="M14 60V39C14 28 22 21 32 21s18 7 18 18v21" fill="none" stroke="${color}" stroke-width="3.2" stroke-linejoin="round"/>
<path d="M20 60V40.5c0-2 1.4-3.6 3.2-3.6 0-4.4 2.6-7.7 5.4-8.6 0-2.2 1.6-3.8 3.4-3.8s3.4 1.6 3.4 3.8c2.8.9 5.4 4.2 5.4 8.6 1.8 0 3.2 1.6 3.2 3.6V60" fill="none" stroke="${color}" stroke-width="1.6" stroke-linejoin="round"/>
<path d="M9 60.5h46" stroke="${color}" stroke-width="2.4" stroke-linecap="round"/>`;
  // crescent lying like a cradle (horns up) floating above the arch
  const crescent = `<path d="M25 5.1A8 8 0 1 0 39 5.1A7 7 0 1 1 25 5.1Z" fill="${color}"/>`;
  return `${crescent}${arch}`;
}

export function renderMark(color = BRASS, bg = false): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${bg ? `<rect width="64" height="64" rx="12" fill="${GREEN}"/>` : ''}<title>Chandrabati</title>${markShapes(color)}</svg>\n`;
}

export function renderLogo(): string {
  // viewBox 160×100: mark on top (scaled to ~56 px), wordmark below
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" width="160" height="100" role="img" aria-labelledby="t">
<title id="t">Chandrabati Heritage Resort</title>
<g transform="translate(55 2) scale(0.78)">${markShapes(BRASS)}</g>
<text x="80" y="90" text-anchor="middle" font-family="Cormorant Garamond, Georgia, serif" font-size="24" font-weight="600" textLength="142" lengthAdjust="spacingAndGlyphs" fill="${BRASS}">Chandrabati</text>
</svg>
`;
}

/** PNG app icon source: mark centred on deep green. */
export function renderIcon(size: number): string {
  const pad = size * 0.2;
  const sc = (size - pad * 2) / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${GREEN}"/><g transform="translate(${pad} ${pad}) scale(${sc})">${markShapes(BRASS)}</g></svg>`;
}
