/** Widths of the demo posters in landing/media (scripts/build-landing-images.ts writes them). */
export const POSTER_WIDTHS = [480, 720, 960] as const;
