import { LIMITS } from '../../shared/constants.js';
import type { GeneratedDetail } from '../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../catalog/catalog-types.js';
import { pinyinLine } from './pinyin-line.js';
import { laterQuotations } from './source-quotes.js';

/**
 * Usage points, each with a real example sentence: the dictionary's 示例, then later writers'
 * sentences quoted in the 出处. Only as many points as there are examples.
 */
export function composeUsage(entry: CatalogEntry): GeneratedDetail['usage'] {
  const examples = [
    ...(entry.example ? [{ text: entry.example.text, credit: entry.example.credit }] : []),
    ...laterQuotations(entry),
  ]
    .filter((example, i, all) => all.findIndex((other) => other.text === example.text) === i)
    .slice(0, LIMITS.mindMap.usages);
  const senses = entry.english?.senses ?? [];
  return examples.map((example, i) => ({
    id: `usage-${i + 1}`,
    content: usageNote(i, senses, example.credit),
    example: example.text,
    example_pinyin: pinyinLine(example.text, entry),
    ...(example.credit ? { example_source: example.credit } : {}),
  }));
}

function usageNote(index: number, senses: string[], credit: string | undefined): string {
  const sense = senses[index];
  if (sense) return index === 0 ? `Means “${sense}”.` : `Also “${sense}”.`;
  if (credit) return `Quoted from ${credit}.`;
  return 'The dictionary’s example.';
}
