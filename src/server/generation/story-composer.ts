import type { Character } from '../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../catalog/catalog-types.js';
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

/** The story node: where the idiom comes from, the passage with pinyin, and its picture in English. */
export function composeStory(entry: CatalogEntry, characters: Character[]): ComposedStory {
  const source = entry.source;
  const literal = entry.english?.literal;
  const sense = entry.english?.senses[0];
  const picture = literal
    ? `In English, the picture is “${literal}”${sense ? `; it came to mean “${sense}”` : ''}.`
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
  const passage = source.passage ? truncate(source.passage) : undefined;
  const passagePinyin = passage ? pinyinLine(passage, entry) : undefined;
  const content = [attribution(source)];
  if (passage) content.push(`“${passage}”`, passagePinyin!);
  else content.push(`出处：${truncate(source.text)}`);
  const keys = characters.filter((c) => c.meaning && (passage ?? source.text).includes(c.char));
  if (keys.length > 0) {
    content.push(
      `Key characters: ${keys.map((c) => `${c.char} ${c.pinyin} “${c.meaning.split(';')[0]}”`).join(', ')}.`,
    );
  }
  if (picture) content.push(picture);
  const workName = source.work ? `《${source.work.split('·')[0]}》` : 'its source';
  const comment = literal
    ? `From ${workName}: the picture of “${literal}”${sense ? ` became a figure of speech for “${sense}”` : ''}.`
    : `From ${workName}.${entry.explanationZh ? ` 释义：${entry.explanationZh}` : ''}`;
  return {
    content,
    source: {
      ...(source.work ? { work: source.work } : {}),
      ...(source.author ? { author: source.author } : {}),
      ...(source.era ? { era: source.era } : {}),
      ...(passage ? { passage, passage_pinyin: passagePinyin } : {}),
    },
    comment,
  };
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
