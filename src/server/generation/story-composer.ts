import type { CatalogEntry } from '../catalog/catalog-types.js';
import type { EnglishRecord } from '../content/english-record-schema.js';
import { eraInEnglish, workInEnglish } from './english-labels.js';
import { pinyinLine } from './pinyin-line.js';

const MAX_PASSAGE = 240;

export interface ComposedStory {
  content: string[];
  source?: {
    work?: string;
    author?: string;
    era?: string;
    passage?: string;
    passage_pinyin?: string;
  };
  comment: string;
}

/** The source as a citation line (work, author, era, then the passage) and its structured facts. */
export function citation(
  entry: CatalogEntry,
): { line: string; source: NonNullable<ComposedStory['source']> } | null {
  const source = entry.source;
  if (!source) return null;
  const passage = source.passage ? truncate(source.passage) : undefined;
  return {
    line: passage
      ? `${attribution(source)} “${passage}”`
      : `${attribution(source)} 出处：${truncate(source.text)}`,
    source: {
      ...(source.work ? { work: source.work } : {}),
      ...(source.author ? { author: source.author } : {}),
      ...(source.era ? { era: source.era } : {}),
      ...(passage ? { passage, passage_pinyin: pinyinLine(passage, entry) } : {}),
    },
  };
}

/** The literal picture and the figurative sense, from our record first, else CC-CEDICT. */
function pictureOf(entry: CatalogEntry, record: EnglishRecord | undefined) {
  return {
    literal: record?.literal ?? entry.english?.literal,
    sense: record ? record.meaning.replace(/\.\s*$/, '') : entry.english?.senses[0],
  };
}

/** How the picture became the meaning, for the story's comment node. */
export function storyComment(entry: CatalogEntry, record?: EnglishRecord): string {
  const { literal, sense } = pictureOf(entry, record);
  const work = entry.source?.work;
  const workName = work ? `《${work.split('·')[0]}》` : 'its source';
  if (literal)
    return `From ${workName}: the picture of “${literal}”${sense ? ` became a figure of speech for “${sense}”` : ''}.`;
  if (sense) return work ? `From ${workName}; it means “${sense}”.` : `It means “${sense}”.`;
  if (!work) return entry.explanationZh ? `释义：${entry.explanationZh}` : entry.pinyin;
  return `From ${workName}.${entry.explanationZh ? ` 释义：${entry.explanationZh}` : ''}`;
}

/**
 * The story node when we have written no lesson for the idiom: the dictionary's source, labelled
 * as a source (not a story): the work, the passage with pinyin, and the picture in English.
 */
export function composeStory(entry: CatalogEntry, record?: EnglishRecord): ComposedStory {
  const source = entry.source;
  const { literal, sense } = pictureOf(entry, record);
  const picture = literal
    ? `In English, the picture is “${literal}”${sense ? `; it came to mean “${sense}”` : ''}.`
    : record && !source
      ? `It means “${sense}”.`
      : null;
  if (!source) {
    return {
      content: [
        'The dictionary records no classical source for this idiom.',
        ...(entry.explanationZh ? [`释义：${entry.explanationZh}`] : []),
        ...(picture ? [picture] : []),
      ],
      comment:
        picture ??
        (entry.explanationZh
          ? `释义：${entry.explanationZh}`
          : 'No story is recorded for this idiom; its characters tell its meaning.'),
    };
  }
  const cited = citation(entry)!;
  const content = [attribution(source)];
  if (cited.source.passage) {
    content.push(`“${cited.source.passage}”`, cited.source.passage_pinyin!);
    if (record?.source) content.push(`In English: “${record.source}”`);
  } else content.push(`出处：${truncate(source.text)}`);
  if (picture) content.push(picture);
  return { content, source: cited.source, comment: storyComment(entry, record) };
}

function attribution(source: NonNullable<CatalogEntry['source']>): string {
  const parts: string[] = [];
  if (source.work) {
    const english = workInEnglish(source.work);
    parts.push(`Source: 《${source.work}》${english ? ` (${english})` : ''}`);
  } else {
    parts.push('Source');
  }
  if (source.author) parts.push(`by ${source.author}`);
  if (source.era) {
    const english = eraInEnglish(source.era);
    parts.push(`${source.era}${english ? ` — ${english}` : ''}`);
  }
  return `${parts.join(', ')}.`;
}

function truncate(text: string): string {
  return text.length > MAX_PASSAGE ? `${text.slice(0, MAX_PASSAGE)}…` : text;
}
