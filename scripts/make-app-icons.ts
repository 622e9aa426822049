// Draws the installable app's icons from the logo mark (web/components/logo.tsx: the cooking pot on
// a brand gradient tile) into web/public, which Vite copies to the built app as it is. Run it
// again after changing the logo or the brand colours, and commit the files it writes:
//
//   npx tsx scripts/make-app-icons.ts
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CookingPot } from 'lucide-react';
import sharp from 'sharp';

const repoRoot = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(repoRoot, 'web/public');

/** The logo mark's proportions: a 36 px tile with 12 px corners and a 20 px pot (size-9, rounded-xl, size-5). */
const TILE_CORNER = 12 / 36;
const POT_SHARE = 20 / 36;
/** The logo's stroke width (strokeWidth={2.2} on a 24-unit icon). */
const POT_STROKE = 2.2;
/**
 * A maskable icon may be cut to any shape inside the central circle of 80% of its width; the pot
 * at half the width keeps its corners inside it.
 */
const MASKABLE_POT_SHARE = 0.5;

/** The brand colours of the tile's gradient, read from the app's own stylesheet. */
function brandColour(shade: number): string {
  const css = fs.readFileSync(path.join(repoRoot, 'web/styles.css'), 'utf8');
  const found = new RegExp(`--color-brand-${shade}:\\s*(#[0-9a-fA-F]{6})`).exec(css)?.[1];
  if (!found) throw new Error(`--color-brand-${shade} not found in web/styles.css`);
  return found;
}

interface IconShape {
  size: number;
  /** Corner radius as a share of the size; 0 for a square that the platform masks itself. */
  corner: number;
  potShare: number;
}

function iconSvg({ size, corner, potShare }: IconShape): string {
  const potSize = size * potShare;
  const offset = (size - potSize) / 2;
  const pot = renderToStaticMarkup(
    createElement(CookingPot, {
      color: '#ffffff',
      strokeWidth: POT_STROKE,
      size: potSize,
      x: offset,
      y: offset,
    }),
  );
  const radius = size * corner;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    '<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${brandColour(500)}"/>`,
    `<stop offset="1" stop-color="${brandColour(700)}"/>`,
    '</linearGradient></defs>',
    `<rect width="${size}" height="${size}" rx="${radius}" ry="${radius}" fill="url(#tile)"/>`,
    pot,
    '</svg>',
  ].join('');
}

async function writePng(file: string, shape: IconShape) {
  const target = path.join(publicDir, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(iconSvg(shape)))
    .png({ compressionLevel: 9 })
    .toFile(target);
  console.log(`wrote web/public/${file}`);
}

const tile = { corner: TILE_CORNER, potShare: POT_SHARE };
await writePng('icons/icon-192.png', { size: 192, ...tile });
await writePng('icons/icon-512.png', { size: 512, ...tile });
await writePng('icons/maskable-512.png', { size: 512, corner: 0, potShare: MASKABLE_POT_SHARE });
// iOS ignores the manifest's icons and rounds this square itself.
await writePng('apple-touch-icon.png', { size: 180, corner: 0, potShare: POT_SHARE });
fs.writeFileSync(path.join(publicDir, 'favicon.svg'), `${iconSvg({ size: 36, ...tile })}\n`);
console.log('wrote web/public/favicon.svg');
