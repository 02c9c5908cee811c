import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../tests/support/test-app';
import { createTestUser } from '../../../../tests/support/test-users';
import { englishMeaning } from '../../content/english-meaning';
import { sharedIdiomContent } from '../../content/idiom-content';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '../../services/study/import/read-import-file';
import { CSV_COLUMNS } from '../../services/study/export/saved-csv';

let app: FastifyInstance;
const now = new Date('2026-03-02T09:30:00Z');
beforeAll(async () => {
  app = await buildTestApp({ clock: () => now });
});
afterAll(async () => app.close());

type User = Awaited<ReturnType<typeof createTestUser>>;
const open = async (user: User, word: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/idioms/${encodeURIComponent(word)}/`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
};
const save = async (user: User, word: string) => {
  await open(user, word);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/saved/${encodeURIComponent(word)}/`,
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
};
const savedWords = async (user: User) =>
  (await app.inject({ method: 'GET', url: '/api/saved/', headers: user.headers }))
    .json()
    .items.map((i: { word: string }) => i.word)
    .sort();
const importFile = (user: User, body: Buffer | string, type = 'application/octet-stream') =>
  app.inject({
    method: 'POST',
    url: '/api/saved/import',
    headers: { ...user.headers, 'content-type': type },
    payload: body,
  });

/** Minimal RFC 4180 reader: quoted fields with doubled quotes, commas and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('GET /api/saved/export.apkg', () => {
  it('is an Anki collection: one note per idiom with its fields, two cards each', async () => {
    const user = await createTestUser(app, { prefix: 'anki', subscriber: true });
    for (const word of ['画蛇添足', '守株待兔']) await save(user, word);
    const res = await app.inject({
      method: 'GET',
      url: '/api/saved/export.apkg',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/apkg');
    expect(res.headers['content-disposition']).toContain('.apkg');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media!)).toBe('{}');

    const SQL = await initSqlJs();
    const db = new SQL.Database(files['collection.anki2']);
    const [col] = db.exec('select ver, models, decks from col')[0]!.values;
    expect(col![0]).toBe(11);
    const models = Object.values(JSON.parse(col![1] as string)) as {
      id: number;
      flds: { name: string }[];
      tmpls: { name: string; qfmt: string }[];
    }[];
    expect(models).toHaveLength(1);
    expect(models[0]!.flds.map((f) => f.name)).toEqual([
      'Hanzi',
      'Traditional',
      'Pinyin',
      'Meaning',
      'Characters',
      'Example',
    ]);
    expect(models[0]!.tmpls.map((t) => t.qfmt)).toEqual([
      '<div class="hanzi">{{Hanzi}}</div>',
      '<div class="meaning">{{Meaning}}</div>',
    ]);
    const decks = Object.values(JSON.parse(col![2] as string)) as { id: number; name: string }[];
    const deck = decks.find((d) => d.name === 'Chengyu Atlas::My idioms')!;

    const notes = db.exec('select id, mid, flds, sfld from notes order by sfld')[0]!.values;
    expect(notes).toHaveLength(2);
    const fields = new Map(notes.map((n) => [n[3] as string, (n[2] as string).split('\x1f')]));
    const snake = fields.get('画蛇添足')!;
    const entry = app.catalog.get('画蛇添足')!;
    // The map's English line, from the same function (englishMeaning).
    expect(snake[3]).toBe(englishMeaning(entry, sharedIdiomContent()));
    expect(snake.slice(0, 3)).toEqual(['画蛇添足', '畫蛇添足', 'huà shé tiān zú']);
    expect(snake[4]!.split('<br>')).toHaveLength(4);
    expect(snake[4]).toMatch(/^画 huà — \w/);
    expect(snake[5]).toContain('画蛇添足');
    for (const note of notes) expect(note[1]).toBe(models[0]!.id);

    const cards = db.exec('select nid, did, ord, type, queue from cards order by nid, ord')[0]!
      .values;
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => c[2])).toEqual([0, 1, 0, 1]);
    for (const card of cards) {
      expect(card[1]).toBe(deck.id);
      expect([card[3], card[4]]).toEqual([0, 0]); // new cards
    }
    db.close();
  });

  it('needs a login', async () => {
    for (const url of ['/api/saved/export.apkg', '/api/saved/export.csv'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/saved/export.csv', () => {
  it('is UTF-8 with a BOM, the agreed columns, one row per idiom, parsed back', async () => {
    const user = await createTestUser(app, { prefix: 'csv', subscriber: true });
    await save(user, '画蛇添足');
    await save(user, '一丝不苟');
    const res = await app.inject({
      method: 'GET',
      url: '/api/saved/export.csv',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    const snake = rows.find((r) => r[0] === '画蛇添足')!;
    expect(snake.slice(0, 3)).toEqual(['画蛇添足', '畫蛇添足', 'huà shé tiān zú']);
    expect(snake[3]).toBe(englishMeaning(app.catalog.get('画蛇添足')!, sharedIdiomContent()));
    expect(snake[4]).toMatch(/^画 huà: .+; 蛇 shé: .+; 添 tiān: .+; 足 zú: .+/);
    expect(snake[5]).toContain('画蛇添足');
    expect(snake[6]).toBe('2026-03-02');
  });
});

describe('POST /api/saved/import', () => {
  const pleco = [
    '// Chengyu',
    '画蛇添足[畫蛇添足]\thua4she2tian1zu2\tdraw legs on a snake',
    '守株待兔\tshou3zhu1dai4tu4\twait for gains without pains',
    '// Words',
    '你好\tni3hao3\thello',
    '超级市场[超級市場]\tchao1ji2shi4chang3\tsupermarket',
    '天天向上好\ttian1\tnot a real word',
    '畫蛇添足\thua4she2tian1zu2\tagain, in traditional',
    '',
  ].join('\n');

  it('saves the chengyu of a Pleco export, unopened, and lists the rest as skipped with reasons', async () => {
    const user = await createTestUser(app, { prefix: 'pleco' });
    const res = await importFile(user, pleco);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.format).toBe('pleco');
    expect(reply.imported.map((i: { word: string }) => i.word)).toEqual(['画蛇添足', '守株待兔']);
    expect(reply.imported[0]).toMatchObject({
      pinyin: 'huà shé tiān zú',
      commonness: 'very_common',
    });
    expect(reply.skipped).toEqual([
      { entry: '你好', reason: 'not_an_idiom', detail: expect.any(String) },
      { entry: '超级市场[超級市場]', reason: 'not_an_idiom', detail: expect.any(String) },
      { entry: '天天向上好', reason: 'not_an_idiom', detail: expect.any(String) },
      { entry: '畫蛇添足', reason: 'duplicate', detail: 'Listed earlier in the file' },
    ]);
    expect(reply.skipped_count).toBe(4);
    expect(await savedWords(user)).toEqual(['守株待兔', '画蛇添足']);
    // Their review cards exist: the review queue has them as new cards.
    const due = await app.inject({ method: 'GET', url: '/api/review/due/', headers: user.headers });
    expect(due.json().counts.new).toBe(2);
  });

  it('reads a plain list (lines, commas, spaces, 、), skipping words not in the catalog and saved ones', async () => {
    const user = await createTestUser(app, { prefix: 'list' });
    await save(user, '一丝不苟');
    const res = await importFile(
      user,
      '一丝不苟, 守株待兔\n胸有成竹 你好、天地玄黄宇\n亡羊補牢，山山水水水',
      'text/plain',
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.format).toBe('list');
    expect(reply.imported.map((i: { word: string }) => i.word)).toEqual([
      '守株待兔',
      '胸有成竹',
      '亡羊补牢',
    ]);
    expect(reply.skipped).toEqual(
      expect.arrayContaining([
        { entry: '一丝不苟', reason: 'duplicate', detail: 'Already in My idioms' },
        { entry: '你好', reason: 'not_an_idiom', detail: expect.any(String) },
      ]),
    );
    const notInCatalog = await importFile(user, '画龙画虎');
    expect(notInCatalog.json().skipped).toEqual([
      { entry: '画龙画虎', reason: 'not_in_catalog', detail: 'Not in our catalog of idioms' },
    ]);
  });

  it('reads UTF-16 with its byte-order mark', async () => {
    const user = await createTestUser(app, { prefix: 'utf16' });
    const text = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('对牛弹琴\r\n', 'utf16le')]);
    const res = await importFile(user, text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported.map((i: { word: string }) => i.word)).toEqual(['对牛弹琴']);
  });

  it.each([
    ['empty', Buffer.from(' \n\t\n'), 400, IMPORT_MESSAGES.empty],
    [
      'binary (a PNG)',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      400,
      IMPORT_MESSAGES.binary,
    ],
    [
      'not UTF-8 (GBK)',
      Buffer.from([0xbb, 0xad, 0xc9, 0xdf, 0xcc, 0xed, 0xd7, 0xe3]),
      400,
      IMPORT_MESSAGES.encoding,
    ],
    ['too big', Buffer.alloc(IMPORT_MAX_BYTES + 10, '画蛇添足\n'), 413, IMPORT_MESSAGES.tooBig],
    ['far too big', Buffer.alloc(IMPORT_MAX_BYTES * 2 + 10, 'a'), 413, IMPORT_MESSAGES.tooBig],
  ])(
    'refuses a bad file (%s) with a clear error and saves nothing',
    async (_kind, body, status, error) => {
      const user = await createTestUser(app, { prefix: 'badfile' });
      const res = await importFile(user, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(await savedWords(user)).toEqual([]);
    },
  );

  it('saves nothing when the file lists more idioms than one import takes', async () => {
    const user = await createTestUser(app, { prefix: 'toomany' });
    const words = app.catalog.entries.slice(0, 1500).map((e) => e.word);
    const res = await importFile(user, words.join('\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/at most 1000/);
    expect(await savedWords(user)).toEqual([]);
  });

  it('needs a login, and refuses a JSON body', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/saved/import',
          payload: '画蛇添足',
          headers: { 'content-type': 'text/plain' },
        })
      ).statusCode,
    ).toBe(401);
    const user = await createTestUser(app, { prefix: 'json' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/saved/import',
      headers: user.headers,
      payload: { words: ['画蛇添足'] },
    });
    expect(res.statusCode).toBe(400);
  });
});
