/**
 * Passes laid over a whole finished picture: the low sun's warm light and the soft vignette
 * that every scene ends with.
 */
import type { Stop, Svg } from './lib.ts';

/** The whole picture painted over with a radial gradient (light laid on, or shade). */
export function wash(
  s: Svg,
  cx: number,
  cy: number,
  r: number,
  stops: Stop[],
  sy = 1,
  screen = false,
): string {
  return `<rect width="${s.w}" height="${s.h}" fill="${s.rad(cx, cy, r, stops, sy)}"${screen ? ' style="mix-blend-mode:screen"' : ''}/>`;
}

/**
 * Warm light from the sun's side, screened over the picture: `core` (colour, opacity) at
 * (x, y), easing to `halo` half-way out to r and gone at r.
 */
export function sunGlow(
  s: Svg,
  x: number,
  y: number,
  r: number,
  core: [string, number],
  halo: [string, number],
  sy = 0.7,
): string {
  return wash(
    s,
    x,
    y,
    r,
    [
      [0, core[0], core[1]],
      [0.5, halo[0], halo[1]],
      [1, halo[0], 0],
    ],
    sy,
    true,
  );
}

/**
 * The soft vignette every picture is finished with: clear in the middle, `knee` (offset, black
 * opacity) where the darkening begins, `edge` (colour, opacity) at the rim.
 */
export function vignette(
  s: Svg,
  cy: number,
  r: number,
  knee: [number, number],
  edge: [string, number],
  sy: number,
): string {
  return wash(
    s,
    s.w / 2,
    cy,
    r,
    [
      [0, '#000', 0],
      [knee[0], '#000', knee[1]],
      [1, edge[0], edge[1]],
    ],
    sy,
  );
}
