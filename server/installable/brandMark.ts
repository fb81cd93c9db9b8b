import type { BankTheme } from '../../themes/theme';

/**
 * The bank's mark, drawn from the brand's header colours (the same band the pages open with): a
 * rounded tile with three lines of a statement, on a 32-unit grid. The favicon is its SVG; the
 * installed app's icons are the same geometry rasterised here, so every brand gets them from its
 * one file, with no image library and no browser at build time.
 */
const GRID = 32;
const CENTRE = GRID / 2;
const TILE_RADIUS = 8;
const LINE_WIDTH = 3;
/** The statement's lines: horizontal strokes from `x` to `to` at the height `y`. */
const LINES = [
  { x: 8, to: 24, y: 10 },
  { x: 8, to: 24, y: 16 },
  { x: 8, to: 18, y: 22 },
] as const;

/**
 * `tile`: the rounded tile on a transparent square (icons of purpose `any`). `square`: the tile's
 * colour to every edge, for platforms that cut their own shape (iOS's touch icon). `maskable`: the
 * same, with the lines drawn smaller so that any mask keeps them (the safe zone is the central
 * circle of 80 % of the icon's width).
 */
export type MarkShape = 'tile' | 'square' | 'maskable';

const MASKABLE_SCALE = 0.8;

type Rgb = readonly [number, number, number];

function rgbOf(color: string): Rgb {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`The mark's colours must be #rrggbb, got ${color}`);
  return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;
}

const markColours = (theme: BankTheme) => ({
  tile: theme.colors.background.header,
  ink: theme.colors.text.onHeader,
});

export function markSvg(theme: BankTheme): string {
  const { tile, ink } = markColours(theme);
  const path = LINES.map((line) => `M${line.x} ${line.y}H${line.to}`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}">` +
    `<rect width="${GRID}" height="${GRID}" rx="${TILE_RADIUS}" fill="${tile}"/>` +
    `<path d="${path}" stroke="${ink}" stroke-width="${LINE_WIDTH}" stroke-linecap="round"/></svg>`
  );
}

/** Signed distance (grid units) from a point to the rounded tile's edge: negative inside. */
function tileDistance(x: number, y: number): number {
  const qx = Math.abs(x - CENTRE) - (CENTRE - TILE_RADIUS);
  const qy = Math.abs(y - CENTRE) - (CENTRE - TILE_RADIUS);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - TILE_RADIUS;
}

/** Signed distance (grid units) from a point to the nearest line's round-capped stroke. */
function lineDistance(x: number, y: number): number {
  const nearest = Math.min(
    ...LINES.map((line) => Math.hypot(x - Math.min(Math.max(x, line.x), line.to), y - line.y)),
  );
  return nearest - LINE_WIDTH / 2;
}

/** How much of a pixel a shape covers, from the distance (in pixels) of its centre to the edge. */
const coverage = (distance: number) => Math.min(Math.max(0.5 - distance, 0), 1);

/** The mark as `size`×`size` RGBA pixels, its edges anti-aliased. */
export function markPixels(theme: BankTheme, size: number, shape: MarkShape): Uint8Array {
  const tile = rgbOf(markColours(theme).tile);
  const ink = rgbOf(markColours(theme).ink);
  const pixelsPerUnit = size / GRID;
  const lineScale = shape === 'maskable' ? MASKABLE_SCALE : 1;
  const pixels = new Uint8Array(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      const x = (column + 0.5) / pixelsPerUnit;
      const y = (row + 0.5) / pixelsPerUnit;
      const tileCover = shape === 'tile' ? coverage(tileDistance(x, y) * pixelsPerUnit) : 1;
      const lineCover = coverage(
        lineDistance(CENTRE + (x - CENTRE) / lineScale, CENTRE + (y - CENTRE) / lineScale) *
          lineScale *
          pixelsPerUnit,
      );
      const at = (row * size + column) * 4;
      for (let channel = 0; channel < 3; channel++) {
        pixels[at + channel] = Math.round(
          tile[channel]! + (ink[channel]! - tile[channel]!) * lineCover,
        );
      }
      pixels[at + 3] = Math.round(tileCover * 255);
    }
  }
  return pixels;
}
