import type { CatalogExample } from './catalog-types.js';

// A credit without ★, in full-width brackets at the end: `…。（明·罗贯中《三国演义》）`.
const BRACKET_CREDIT = /（([^（）]*[·《][^（）]*)）?$/u;

/** Expands the "～" placeholder to the idiom and keeps the "★" author credit apart. */
export function parseExample(raw: string, word: string): CatalogExample {
  let text = raw.trim();
  let credit: string | undefined;
  const star = text.indexOf('★');
  if (star >= 0) {
    credit = text.slice(star + 1).trim() || undefined;
    text = text.slice(0, star).trim();
  } else {
    const bracket = BRACKET_CREDIT.exec(text);
    if (bracket && bracket.index > 0) {
      credit = bracket[1]!.trim();
      text = text.slice(0, bracket.index).trim();
    }
  }
  text = text.replace(/[～~]/gu, word);
  return credit ? { text, credit } : { text };
}
