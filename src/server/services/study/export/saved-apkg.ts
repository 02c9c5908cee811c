import { createRequire } from 'node:module';
import { strToU8, zipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';
import {
  ANKI_SCHEMA,
  collectionConfig,
  deck,
  defaultDeckOptions,
  FIELD_SEPARATOR,
  fieldChecksum,
  noteGuid,
  noteType,
} from './anki-collection.js';
import type { FlashcardFields } from './flashcard-fields.js';

/** Fixed ids: a later export lands in the same deck and note type instead of new copies. */
export const MODEL_ID = 1_732_700_000_000;
export const DECK_ID = 1_732_700_000_001;
export const DECK_NAME = 'Chengyu Atlas::My idioms';
export const NOTE_TYPE_NAME = 'Chengyu Atlas idiom';
export const NOTE_FIELDS = [
  'Hanzi',
  'Traditional',
  'Pinyin',
  'Meaning',
  'Characters',
  'Example',
] as const;

const TEMPLATES = [
  {
    // Recognition: see the idiom, recall what it means.
    name: 'Recognition (hanzi → meaning)',
    qfmt: '<div class="hanzi">{{Hanzi}}</div>',
    afmt:
      '{{FrontSide}}<hr id="answer"><div class="pinyin">{{Pinyin}}</div>' +
      '<div class="meaning">{{Meaning}}</div><div class="chars">{{Characters}}</div>' +
      '{{#Example}}<div class="example">{{Example}}</div>{{/Example}}',
  },
  {
    // Production: see the meaning, recall the idiom.
    name: 'Production (meaning → hanzi)',
    qfmt: '<div class="meaning">{{Meaning}}</div>',
    afmt:
      '{{FrontSide}}<hr id="answer"><div class="hanzi">{{Hanzi}}</div>' +
      '{{#Traditional}}<div class="traditional">{{Traditional}}</div>{{/Traditional}}' +
      '<div class="pinyin">{{Pinyin}}</div><div class="chars">{{Characters}}</div>' +
      '{{#Example}}<div class="example">{{Example}}</div>{{/Example}}',
  },
];

const CSS = `.card { font-family: Arial, sans-serif; font-size: 20px; text-align: center; color: #1f1a17; background: #fbf8f3; }
.hanzi { font-size: 48px; font-family: "Noto Serif SC", "Songti SC", serif; }
.traditional { font-size: 24px; color: #5f5650; }
.pinyin { font-size: 22px; color: #b3261e; margin: 8px 0; }
.meaning { margin: 8px 0; }
.chars, .example { font-size: 16px; color: #5f5650; margin-top: 10px; }
.nightMode .card, .card.nightMode { color: #f3ece1; background: #1f1a17; }`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The note's fields, in NOTE_FIELDS order, as the HTML Anki stores. */
export function noteFields(card: FlashcardFields): string[] {
  const characters = card.characters
    .map((c) => `${escapeHtml(c.char)} ${escapeHtml(c.pinyin)} — ${escapeHtml(c.meaning)}`)
    .join('<br>');
  const example = card.example
    ? [card.example.zh, card.example.pinyin, card.example.en]
        .filter((line): line is string => Boolean(line))
        .map(escapeHtml)
        .join('<br>')
    : '';
  return [
    escapeHtml(card.word),
    card.traditional === card.word ? '' : escapeHtml(card.traditional),
    escapeHtml(card.pinyin),
    escapeHtml(card.meaning),
    characters,
    example,
  ];
}

let sqlJs: Promise<SqlJsStatic> | undefined;
/** sql.js (SQLite as WebAssembly) loads on the first export only: start-up never pays for it. */
function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJs ??= import('sql.js').then(({ default: init }) => {
    const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
    return init({ locateFile: () => wasm });
  });
  return sqlJs;
}

/**
 * My idioms as an Anki package: a zip of collection.anki2 (SQLite, schema 11) and an empty media
 * list. One note per idiom, two new cards per note (recognition and production), in the deck
 * "Chengyu Atlas::My idioms" (ADR 0182).
 */
export async function savedApkg(cards: readonly FlashcardFields[], now: Date): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    const nowMs = now.getTime();
    const nowSeconds = Math.floor(nowMs / 1000);
    db.run(ANKI_SCHEMA);
    const model = noteType({
      id: MODEL_ID,
      deckId: DECK_ID,
      name: NOTE_TYPE_NAME,
      fields: NOTE_FIELDS,
      templates: TEMPLATES,
      css: CSS,
      requires: [0, 3],
      modSeconds: nowSeconds,
    });
    const decks = {
      1: deck(1, 'Default', nowSeconds),
      [DECK_ID]: deck(DECK_ID, DECK_NAME, nowSeconds, 'Saved in Chengyu Atlas (My idioms).'),
    };
    db.run('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      nowSeconds,
      nowMs,
      nowMs,
      JSON.stringify(collectionConfig(MODEL_ID, DECK_ID)),
      JSON.stringify({ [MODEL_ID]: model }),
      JSON.stringify(decks),
      JSON.stringify({ 1: defaultDeckOptions(nowSeconds) }),
      '{}',
    ]);
    const insertNote = db.prepare('insert into notes values (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?)');
    const insertCard = db.prepare(
      'insert into cards values (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, ?)',
    );
    cards.forEach((card, i) => {
      const fields = noteFields(card);
      const noteId = nowMs + i;
      insertNote.run([
        noteId,
        noteGuid(card.word),
        MODEL_ID,
        nowSeconds,
        ' chengyu ',
        fields.join(FIELD_SEPARATOR),
        fields[0]!,
        fieldChecksum(fields[0]!),
        '',
      ]);
      for (const ord of [0, 1]) {
        insertCard.run([nowMs + 2 * i + ord, noteId, DECK_ID, ord, nowSeconds, i + 1, '']);
      }
    });
    insertNote.free();
    insertCard.free();
    return zipSync({
      'collection.anki2': db.export(),
      media: strToU8('{}'),
    });
  } finally {
    db.close();
  }
}
