/**
 * Draws the installable app's icons (ADR 0190) from the favicon's design: the 成 seal on the
 * accent red. Run by hand when the design changes (`npx tsx scripts/build-app-icons.ts`); the
 * PNGs are committed, because the glyph needs a CJK serif font a fresh machine may not have.
 * The maskable icon keeps the glyph inside the central 80% safe zone on a full-bleed background.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const OUT = join(import.meta.dirname, '..', 'public', 'icons');
const ACCENT = '#b3261e';

const glyph = (size: number, scale: number) =>
  `<text x="${size / 2}" y="${size / 2 + size * 0.19 * scale}" font-size="${size * 0.56 * scale}"
     text-anchor="middle" fill="#fff" font-family="Noto Serif CJK SC, serif">成</text>`;

const rounded = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
     <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${ACCENT}"/>${glyph(size, 1)}</svg>`;

const maskable = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
     <rect width="${size}" height="${size}" fill="${ACCENT}"/>${glyph(size, 0.78)}</svg>`;

mkdirSync(OUT, { recursive: true });
const icons: [string, string][] = [
  ['icon-192.png', rounded(192)],
  ['icon-512.png', rounded(512)],
  ['icon-maskable-512.png', maskable(512)],
  ['apple-touch-icon-180.png', maskable(180)],
];
for (const [name, svg] of icons) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(join(OUT, name));
  console.log(`wrote public/icons/${name}`);
}
