import { eq } from 'drizzle-orm';
import type { Catalog } from '../../catalog/load-catalog.js';
import type { CatalogEntry, CatalogSource } from '../../catalog/catalog-types.js';
import { characterMeaning } from '../../catalog/character-meaning.js';
import { NO_CONTENT, sharedIdiomContent, type IdiomContent } from '../../content/idiom-content.js';
import type { Db } from '../../db/client.js';
import { englishMeaning, isIdiom } from '../../content/english-meaning.js';
import { lessonCharacters } from '../../generation/lesson-composer.js';
import { dailyIdioms } from '../../db/schema.js';
import { commonnessBand } from '../../../shared/schemas/commonness.js';
import type { Character, DailyIdiom, FunFact } from '../../../shared/schemas/idiom.js';

interface Pools {
  /**
   * Daily candidates: idioms whose story we have told (content/lessons, kind "story"); without
   * lessons, those with an English gloss, a source work and an example. In catalog order.
   */
  daily: CatalogEntry[];
  /** Random-tip candidates: a CC-CEDICT literal meaning. */
  literal: CatalogEntry[];
}

const pools = new WeakMap<Catalog, WeakMap<IdiomContent, Pools>>();

function poolsOf(catalog: Catalog, content: IdiomContent): Pools {
  let byContent = pools.get(catalog);
  if (!byContent) pools.set(catalog, (byContent = new WeakMap()));
  let found = byContent.get(content);
  if (!found) {
    const told = catalog.entries.filter(
      (entry) => content.lesson(entry.word)?.kind === 'story' && isIdiom(entry.word, content),
    );
    found = {
      daily:
        told.length > 0
          ? told
          : catalog.entries.filter(
              (entry) =>
                (entry.english?.senses.length ?? 0) > 0 && !!entry.source?.work && !!entry.example,
            ),
      literal: catalog.entries.filter((entry) => !!entry.english?.literal),
    };
    byContent.set(content, found);
  }
  return found;
}

/** YYYY-MM-DD of the UTC day. */
export const utcDay = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** FNV-1a: a stable, well-spread hash of the date, so consecutive days do not pick neighbours. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The catalog's pick for a day: the same for every server built from the same catalog. */
export function pickDailyWord(
  catalog: Catalog,
  day: string,
  content: IdiomContent = sharedIdiomContent(),
): string {
  const { daily } = poolsOf(catalog, content);
  if (daily.length === 0)
    throw new Error('The catalog has no idiom with an English gloss and a source.');
  return daily[hash(day) % daily.length]!.word;
}

/**
 * The day's idiom word: stored in daily_idioms on first request so it stays fixed for the day even
 * if the catalog is rebuilt. Concurrent first requests race on the primary key; the loser's
 * insert does nothing and both read the winner's row.
 */
export async function dailyWord(
  db: Db,
  catalog: Catalog,
  day: string,
  content: IdiomContent = sharedIdiomContent(),
): Promise<string> {
  const existing = await db.select().from(dailyIdioms).where(eq(dailyIdioms.day, day)).limit(1);
  if (existing[0] && catalog.get(existing[0].word)) return existing[0].word;
  const word = pickDailyWord(catalog, day, content);
  if (existing[0]) {
    // The stored word left the catalog (rebuilt from other data): replace it rather than fail.
    await db.update(dailyIdioms).set({ word }).where(eq(dailyIdioms.day, day));
    return word;
  }
  await db
    .insert(dailyIdioms)
    .values({ day, word })
    .onConflictDoNothing({ target: dailyIdioms.day });
  const [row] = await db.select().from(dailyIdioms).where(eq(dailyIdioms.day, day)).limit(1);
  return row?.word ?? word;
}

/** An English-readable account of the 出处: where the idiom comes from and the passage. */
export function storyOf(source: CatalogSource | undefined): string {
  if (!source) return '';
  if (!source.work) return `Source: ${source.text}`;
  const who = [source.author, source.era ? `${source.era} dynasty` : undefined]
    .filter(Boolean)
    .join(', ');
  const origin = `From 《${source.work}》${who ? ` by ${who}` : ''}.`;
  return source.passage ? `${origin} The passage reads: “${source.passage}”` : origin;
}

function explanationOf(entry: CatalogEntry): string {
  const senses = entry.english?.senses ?? [];
  if (senses.length > 0) {
    const literal = entry.english?.literal ? ` (literally: ${entry.english.literal})` : '';
    return `${senses.join('; ')}${literal}`;
  }
  return entry.english?.literal ?? entry.explanationZh;
}

export function toDailyIdiom(
  catalog: Catalog,
  entry: CatalogEntry,
  day: string,
  content: IdiomContent = sharedIdiomContent(),
): DailyIdiom {
  const lesson = content.lesson(entry.word);
  const meaning = englishMeaning(entry, content);
  if (lesson) {
    const example = lesson.examples[0]!;
    return {
      word: entry.word,
      traditional: entry.traditional,
      pinyin: entry.pinyin,
      explanation: meaning ?? explanationOf(entry),
      story: lesson.story,
      usage: { example: `${example.zh} (${example.en})` },
      characters: lessonCharacters(entry, lesson),
      date: day,
      commonness: commonnessBand(entry.popularity),
    };
  }
  const record = content.english(entry.word);
  const characters: Character[] = entry.characters.map(({ char, pinyin }, i) => ({
    char,
    pinyin,
    meaning: record?.characters[i] ?? characterMeaning(catalog, char, pinyin),
  }));
  const example = entry.example
    ? `${entry.example.text}${entry.example.credit ? ` —— ${entry.example.credit}` : ''}`
    : '';
  return {
    word: entry.word,
    traditional: entry.traditional,
    pinyin: entry.pinyin,
    explanation: meaning ?? explanationOf(entry),
    story: storyOf(entry.source),
    usage: { example },
    characters,
    date: day,
    commonness: commonnessBand(entry.popularity),
  };
}

/** A random idiom with an English literal meaning, for the fun-fact carousel. */
export function randomTip(catalog: Catalog, random: () => number = Math.random): FunFact {
  const { literal } = poolsOf(catalog, NO_CONTENT);
  if (literal.length === 0) throw new Error('The catalog has no idiom with a literal meaning.');
  const entry = literal[Math.floor(random() * literal.length)]!;
  return { word: entry.word, literal: entry.english!.literal! };
}
