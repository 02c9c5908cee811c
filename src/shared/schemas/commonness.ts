import { z } from 'zod';

/**
 * How common an idiom is, from the catalog's popularity (0..1; docs/catalog.md "Commonness",
 * ADR 0180). Bands, most common first.
 */
export const COMMONNESS_BANDS = ['very_common', 'common', 'literary', 'rare'] as const;
export const CommonnessSchema = z.enum(COMMONNESS_BANDS);
export type Commonness = z.infer<typeof CommonnessSchema>;

/**
 * The lowest popularity of each band. Read off the catalog's distribution: ≥ 0.70 needs real
 * counts in the book and film-subtitle corpora, ≥ 0.45 some count or a dictionary entry with
 * common characters, ≥ 0.15 a dictionary entry or a rare count; below 0.15 no corpus and no
 * dictionary lists the idiom (only its characters' frequency is left).
 */
export const COMMONNESS_THRESHOLDS = { very_common: 0.7, common: 0.45, literary: 0.15 } as const;

export const COMMONNESS_LABELS: Record<Commonness, string> = {
  very_common: 'Very common',
  common: 'Common',
  literary: 'Literary',
  rare: 'Rare',
};

export function commonnessBand(popularity: number): Commonness {
  if (popularity >= COMMONNESS_THRESHOLDS.very_common) return 'very_common';
  if (popularity >= COMMONNESS_THRESHOLDS.common) return 'common';
  if (popularity >= COMMONNESS_THRESHOLDS.literary) return 'literary';
  return 'rare';
}

/** What the "common only" search filter keeps: Very common and Common. */
export const isCommonBand = (band: Commonness) => band === 'very_common' || band === 'common';
