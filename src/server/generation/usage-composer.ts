import { LIMITS } from '../../shared/constants.js';
import type { GeneratedDetail } from '../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../catalog/catalog-types.js';
import type { EnglishRecord } from '../content/english-record-schema.js';
import { pinyinLine } from './pinyin-line.js';
import { laterQuotations } from './source-quotes.js';
import { usageLabels } from './usage-labels.js';

/**
 * Usage points, each with a real example sentence: the dictionary's 示例 (with our translation
 * when we wrote one), then later writers' sentences quoted in the 出处. Only as many points as
 * there are examples. The first says how the idiom is used: connotation, register, meaning.
 */
export function composeUsage(
  entry: CatalogEntry,
  record?: EnglishRecord,
): GeneratedDetail['usage'] {
  const examples = [
    ...(entry.example ? [{ text: entry.example.text, credit: entry.example.credit }] : []),
    ...laterQuotations(entry),
  ]
    .filter((example, i, all) => all.findIndex((other) => other.text === example.text) === i)
    .slice(0, LIMITS.mindMap.usages);
  const senses = entry.english?.senses ?? [];
  return examples.map((example, i) => ({
    id: `usage-${i + 1}`,
    content: record ? recordNote(i, record, example.credit) : usageNote(i, senses, example.credit),
    example: example.text,
    example_pinyin: pinyinLine(example.text, entry),
    ...(example.credit ? { example_source: example.credit } : {}),
    ...(i === 0 && record?.example && example.text === entry.example?.text
      ? { example_translation: record.example }
      : {}),
  }));
}

function recordNote(index: number, record: EnglishRecord, credit: string | undefined): string {
  if (index > 0) return credit ? `Quoted from ${credit}.` : 'Another example.';
  const labels = usageLabels(record.connotation, record.register);
  const meaning = record.meaning.replace(/\.\s*$/, '');
  return `${labels ? `${labels} · ` : ''}Means “${meaning}”.`;
}

function usageNote(index: number, senses: string[], credit: string | undefined): string {
  const sense = senses[index];
  if (sense) return index === 0 ? `Means “${sense}”.` : `Also “${sense}”.`;
  if (credit) return `Quoted from ${credit}.`;
  return 'The dictionary’s example.';
}
