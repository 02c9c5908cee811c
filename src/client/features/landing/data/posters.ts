import { POSTER_WIDTHS } from './poster-widths';

// Hashed by the build, so they are cached for a year like the scripts (ADR 0101).
const files = import.meta.glob<string>('../media/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface PosterSet {
  avif: string;
  webp: string;
  /** The largest WebP, for the enlarged clip's poster. */
  large: string;
}

const url = (name: string, width: number, format: 'avif' | 'webp') => {
  const found = files[`../media/${name}-${width}.${format}`];
  if (!found) throw new Error(`missing poster ${name}-${width}.${format}: run scripts/build-landing-images.ts`);
  return found;
};

/** srcset strings of one clip's poster frame (scripts/build-landing-images.ts writes the files). */
export function posterSet(name: string): PosterSet {
  const srcSet = (format: 'avif' | 'webp') =>
    POSTER_WIDTHS.map((width) => `${url(name, width, format)} ${width}w`).join(', ');
  return {
    avif: srcSet('avif'),
    webp: srcSet('webp'),
    large: url(name, POSTER_WIDTHS[POSTER_WIDTHS.length - 1]!, 'webp'),
  };
}

/** How wide a feature's clip is drawn (landing.css: one column below 900 px, 1.35fr of two above). */
export const POSTER_SIZES =
  '(min-width: 1160px) 612px, (min-width: 900px) calc(57vw - 55px), calc(100vw - 40px)';
