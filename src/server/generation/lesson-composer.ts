import type { Character, GeneratedDetail } from '../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../catalog/catalog-types.js';
import type { EnglishRecord } from '../content/english-record-schema.js';
import { storyParagraphs, type Lesson } from '../content/lesson-schema.js';
import { pinyinLine } from './pinyin-line.js';
import { citation } from './story-composer.js';
import { usageLabels } from './usage-labels.js';

/** Our characters in context, read with the catalog's pinyin. */
export function lessonCharacters(entry: CatalogEntry, lesson: Lesson): Character[] {
  return entry.characters.map(({ char, pinyin }, i) => ({
    char,
    pinyin,
    meaning: lesson.characters[i]?.meaning ?? '',
  }));
}

/** The story node: our telling, then the source and its passage as the citation. */
export function lessonStory(entry: CatalogEntry, lesson: Lesson): GeneratedDetail['story'] {
  const cited = citation(entry);
  return {
    id: `story-${entry.word}`,
    kind: lesson.kind,
    content: [...storyParagraphs(lesson.story), ...(cited ? [cited.line] : [])],
    ...(cited ? { source: cited.source } : {}),
  };
}

/**
 * Usage points, each with an example: when to use it (connotation, register, what it describes)
 * and when not; its role in a sentence and the common confusion; the everyday situations with the
 * dictionary's classical example. Modern examples carry pinyin and a translation.
 */
export function lessonUsage(
  entry: CatalogEntry,
  lesson: Lesson,
  situations: string | undefined,
  record?: EnglishRecord,
): GeneratedDetail['usage'] {
  const { usage } = lesson;
  const modern = lesson.examples.map((example) => ({
    example: example.zh,
    example_pinyin: pinyinLine(example.zh, entry),
    example_translation: example.en,
  }));
  const whenToSay = situations ? `When you might say it: ${situations}` : '';
  const points: GeneratedDetail['usage'] = [
    {
      id: 'usage-1',
      content: `${usageLabels(usage.connotation, usage.register)} · describes ${usage.describes}. ${usage.when}`,
      ...modern[0]!,
    },
    {
      id: 'usage-2',
      content: [`In a sentence: ${usage.role}`, usage.confusion && `Watch out: ${usage.confusion}`]
        .filter(Boolean)
        .join(' '),
      ...modern[1]!,
    },
  ];
  if (entry.example && whenToSay) {
    points.push({
      id: 'usage-3',
      content: whenToSay,
      example: entry.example.text,
      example_pinyin: pinyinLine(entry.example.text, entry),
      ...(entry.example.credit ? { example_source: entry.example.credit } : {}),
      ...(record?.example ? { example_translation: record.example } : {}),
    });
  } else if (whenToSay) {
    points[0]!.content += ` ${whenToSay}`;
  }
  return points;
}
