import { createHash } from 'node:crypto';

/**
 * The parts of an Anki collection (schema 11, the one .apkg files carry and every Anki since 2.1
 * imports) that a deck of new cards needs: the tables, and the col row's JSON (configuration,
 * note type, decks, deck options). Written by hand after Anki's own schema (rslib/src/storage
 * schema11.sql) because the npm packages that do it (anki-apkg-export) allow only a Front/Back
 * note type with one card (ADR 0182).
 */
export const ANKI_SCHEMA = `
create table col (id integer primary key, crt integer not null, mod integer not null,
  scm integer not null, ver integer not null, dty integer not null, usn integer not null,
  ls integer not null, conf text not null, models text not null, decks text not null,
  dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null,
  mod integer not null, usn integer not null, tags text not null, flds text not null,
  sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null,
  ord integer not null, mod integer not null, usn integer not null, type integer not null,
  queue integer not null, due integer not null, ivl integer not null, factor integer not null,
  reps integer not null, lapses integer not null, left integer not null, odue integer not null,
  odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null,
  ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null,
  time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

/** Anki's field separator inside notes.flds. */
export const FIELD_SEPARATOR = '\x1f';

/**
 * A stable note guid per idiom (not per export): importing a newer export updates the notes
 * already in Anki instead of adding copies.
 */
export const noteGuid = (word: string) =>
  createHash('sha1').update(`chengyu-atlas:${word}`).digest('base64').slice(0, 10);

/** Anki's checksum of the sort field: the first 8 hex digits of its SHA-1, as a number. */
export const fieldChecksum = (text: string) =>
  parseInt(
    createHash('sha1')
      .update(text.replace(/<[^>]*>/g, ''))
      .digest('hex')
      .slice(0, 8),
    16,
  );

export interface CardTemplate {
  name: string;
  qfmt: string;
  afmt: string;
}

export function noteType(options: {
  id: number;
  deckId: number;
  name: string;
  fields: readonly string[];
  templates: readonly CardTemplate[];
  css: string;
  /** Per template: the field index its front needs (Anki skips a card whose front is empty). */
  requires: readonly number[];
  modSeconds: number;
}) {
  return {
    id: options.id,
    name: options.name,
    type: 0,
    mod: options.modSeconds,
    usn: -1,
    sortf: 0,
    did: options.deckId,
    tmpls: options.templates.map((t, ord) => ({
      name: t.name,
      ord,
      qfmt: t.qfmt,
      afmt: t.afmt,
      bqfmt: '',
      bafmt: '',
      did: null,
      bfont: '',
      bsize: 0,
    })),
    flds: options.fields.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    css: options.css,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    req: options.requires.map((field, ord) => [ord, 'any', [field]]),
    tags: [],
    vers: [],
  };
}

export function deck(id: number, name: string, modSeconds: number, description = '') {
  return {
    id,
    name,
    desc: description,
    mod: modSeconds,
    usn: -1,
    collapsed: false,
    browserCollapsed: false,
    dyn: 0,
    conf: 1,
    extendNew: 10,
    extendRev: 50,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

export function defaultDeckOptions(modSeconds: number) {
  return {
    id: 1,
    name: 'Default',
    mod: modSeconds,
    usn: 0,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: {
      bury: true,
      delays: [1, 10],
      initialFactor: 2500,
      ints: [1, 4, 7],
      order: 1,
      perDay: 20,
      separate: true,
    },
    rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, perDay: 200, minSpace: 1 },
    lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
  };
}

export function collectionConfig(modelId: number, deckId: number) {
  return {
    nextPos: 1,
    estTimes: true,
    activeDecks: [deckId],
    sortType: 'noteFld',
    timeLim: 0,
    sortBackwards: false,
    addToCur: true,
    curDeck: deckId,
    newBury: true,
    newSpread: 0,
    dueCounts: true,
    curModel: modelId,
    collapseTime: 1200,
  };
}
