import { characterSenses, type FlashcardFields } from './flashcard-fields.js';

export const CSV_COLUMNS = [
  'idiom',
  'traditional',
  'pinyin',
  'meaning',
  'character senses',
  'example',
  'saved date',
] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, quotes doubled. */
const field = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

const exampleText = (example: FlashcardFields['example']) =>
  example ? [example.zh, example.en].filter(Boolean).join(' — ') : '';

/**
 * My idioms as CSV: UTF-8 with a byte-order mark (without one Excel reads UTF-8 as the local
 * code page and the hanzi break), CRLF line ends, one row per idiom, the date as YYYY-MM-DD (UTC).
 */
export function savedCsv(cards: readonly FlashcardFields[]): string {
  const rows = cards.map((card) =>
    [
      card.word,
      card.traditional,
      card.pinyin,
      card.meaning,
      characterSenses(card.characters),
      exampleText(card.example),
      card.savedAt.toISOString().slice(0, 10),
    ]
      .map(field)
      .join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
