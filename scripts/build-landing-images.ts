/**
 * `npx tsx scripts/build-landing-images.ts`: the landing demos' poster frames as AVIF and WebP at
 * the widths the page shows them (ADR 0101). Reads public/media/demo-*.jpg (written by
 * scripts/record-demo-clips.mjs), writes src/client/features/landing/media/. Run it after
 * recording new clips and commit the output; the build itself does not need sharp.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { POSTER_WIDTHS } from '../src/client/features/landing/data/poster-widths.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'public', 'media');
const target = join(root, 'src', 'client', 'features', 'landing', 'media');
mkdirSync(target, { recursive: true });

for (const file of readdirSync(source).filter((name) => /^demo-.*\.jpg$/.test(name))) {
  const name = file.replace(/\.jpg$/, '');
  for (const width of POSTER_WIDTHS) {
    const image = sharp(join(source, file)).resize({ width, withoutEnlargement: true });
    const avif = await image
      .clone()
      .avif({ quality: 50, effort: 9 })
      .toFile(join(target, `${name}-${width}.avif`));
    const webp = await image
      .clone()
      .webp({ quality: 72, effort: 6 })
      .toFile(join(target, `${name}-${width}.webp`));
    console.log(
      `${name}-${width}: avif ${(avif.size / 1024).toFixed(1)} KB, webp ${(webp.size / 1024).toFixed(1)} KB`,
    );
  }
}
