import type { CatalogEnglish } from './catalog-types.js';

/** Splits on ";" outside parentheses: CC-CEDICT packs several senses into one definition. */
function splitTopLevel(definition: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of definition) {
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (ch === ';' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** CC-CEDICT shorthand made readable: `勾踐|勾践[Gou1 jian4]` → 勾践, sth → something. */
export function cleanGloss(text: string): string {
  return text
    .replace(/\(idiom\)/giu, '')
    .replace(/[^\s|[\]()]+\|([^\s|[\]()]+)\[[^\]]*\]/gu, '$1')
    .replace(/(\p{Script=Han}+)\[[^\]]*\]/gu, '$1')
    .replace(/\bsth\b/gu, 'something')
    .replace(/\bsb\b/gu, 'somebody')
    .replace(/\s+([,;.)])/gu, '$1')
    .replace(/\(\s*\)/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

const SKIP = /^(?:variant of|old variant of|see also|see |also written|also pr\.|abbr\. for|CL:)/iu;

/**
 * CC-CEDICT definitions → the literal part ("lit. …") and the figurative senses, in order.
 * "fig." and "(idiom)" are markers, not meaning, so they are stripped.
 */
export function parseEnglish(definitions: readonly string[]): CatalogEnglish | undefined {
  const literals: string[] = [];
  const senses: string[] = [];
  for (const definition of definitions) {
    for (const part of splitTopLevel(definition)) {
      if (SKIP.test(part)) continue;
      const literal = /^lit\.\s*(.+)$/iu.exec(part);
      if (literal) {
        const gloss = cleanGloss(literal[1]!);
        if (gloss) literals.push(gloss);
        continue;
      }
      const gloss = cleanGloss(part.replace(/^fig\.\s*/iu, ''));
      if (gloss && !senses.includes(gloss)) senses.push(gloss);
    }
  }
  if (literals.length === 0 && senses.length === 0) return undefined;
  return literals.length > 0 ? { literal: literals.join('; '), senses } : { senses };
}
