import { LIMITS } from '../../shared/constants.js';
import {
  GeneratedDetailSchema,
  type Character,
  type GeneratedDetail,
} from '../../shared/schemas/idiom.js';
import type { CatalogEntry, CharacterGloss } from '../catalog/catalog-types.js';
import { NO_CONTENT, type IdiomContent } from '../content/idiom-content.js';
import type { Lesson } from '../content/lesson-schema.js';
import { idiomTerms, pickCharacterMeaning } from './character-sense.js';
import type { DetailGenerator, GenerateOptions } from './generator.js';
import { lessonCharacters, lessonStory, lessonUsage } from './lesson-composer.js';
import { composeStory, storyComment } from './story-composer.js';
import { composeUsage } from './usage-composer.js';

export interface CharacterGlossary {
  characterGloss(char: string): CharacterGloss | undefined;
}

const FIGURATIVE = /^(原|现|也|又|后)?(比喻|形容|指|泛指|意思是|意为|喻|借指)/;

/** 释义 sentences that give the figurative meaning (比喻…, 形容…), in order. */
export function figurativeSentences(explanationZh: string): string[] {
  const sentences = explanationZh
    .split(/(?<=[。！；])/)
    .map((s) => s.trim())
    .filter(Boolean);
  const figurative = sentences.filter((s) => FIGURATIVE.test(s));
  return figurative.length > 0 ? figurative : sentences.slice(-1);
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => capitalize(/[.!?)]$/.test(text) ? text : `${text}.`);
const firstSense = (meaning: string) => meaning.split(';')[0]!.trim();

/** Our English meaning without its "Literally: …" tail (the literal node says that). */
const meaningBody = (meaning: string) => meaning.replace(/\s*Literally:.*$/s, '').trim();

/** The head of our English meaning, short enough for the title node. */
export function meaningHead(meaning: string): string {
  const parts = meaningBody(meaning)
    .replace(/\s*Story:.*$/s, '')
    .split(/;\s*/);
  let head = parts[0]!;
  for (const part of parts.slice(1)) {
    if (head.length >= 60) break;
    head = `${head}; ${part}`;
  }
  return head.replace(/[.;]\s*$/, '');
}

/**
 * The default generator. For the idioms we have written lessons for (content/lessons; ADR 0045)
 * it tells the story, the morals, usage notes and modern examples from them; for the rest it
 * composes the detail from the catalog (CC-CEDICT English, the 释义, 出处 and 示例), labelling the
 * source as a source. Our English meanings and everyday situations join both. Nothing is
 * invented: a part the data lacks is left out. Pure and fast, so it runs inside the request.
 */
export class DictionaryGenerator implements DetailGenerator {
  constructor(
    private readonly glossary: CharacterGlossary,
    private readonly content: IdiomContent = NO_CONTENT,
  ) {}

  /** Details are cached per generator name: a change in our texts must not serve old details. */
  get name() {
    return this.content === NO_CONTENT ? 'dictionary' : `dictionary@${this.content.fingerprint}`;
  }

  async generate(
    entry: CatalogEntry,
    { signal, onProgress }: GenerateOptions,
  ): Promise<GeneratedDetail> {
    onProgress(10, 'Analyzing character meanings...');
    const lesson = this.content.lesson(entry.word);
    const meaning = this.content.meaning(entry.word);
    const situations = this.content.situations(entry.word);
    const characters = lesson ? lessonCharacters(entry, lesson) : this.characters(entry);
    signal.throwIfAborted();
    onProgress(40, 'Generating story and implications...');
    const senses = entry.english?.senses ?? [];
    const english = meaning ? meaningHead(meaning) : senses.join('; ');
    const parts = lesson
      ? this.fromLesson(entry, lesson, meaning)
      : this.fromCatalog(entry, meaning);
    signal.throwIfAborted();
    onProgress(70, 'Creating usage examples...');
    const usage = lesson
      ? lessonUsage(entry, lesson, situations)
      : this.catalogUsage(entry, situations);
    return GeneratedDetailSchema.parse({
      word: entry.word,
      traditional: entry.traditional,
      pinyin: entry.pinyin,
      ...(english ? { english_explanation: english } : {}),
      explanation: entry.explanationZh,
      characters,
      story: parts.story,
      moral: parts.morals.map((content, i) => ({ id: `moral-${i + 1}`, content })),
      usage,
      comments: {
        literal: this.literalComment(entry, characters),
        story: storyComment(entry),
        moral: parts.moralComment,
      },
      generator: this.name,
    });
  }

  private fromLesson(entry: CatalogEntry, lesson: Lesson, meaning: string | undefined) {
    const related = [
      lesson.related.similar.length > 0 && `Similar: ${lesson.related.similar.join('、')}`,
      lesson.related.opposite.length > 0 && `Opposite: ${lesson.related.opposite.join('、')}`,
    ].filter(Boolean);
    return {
      story: lessonStory(entry, lesson),
      morals: lesson.moral.slice(0, LIMITS.mindMap.morals),
      moralComment: [
        meaning ? `In short: ${meaningBody(meaning)}` : this.moralComment(entry),
        related.length > 0 ? `${related.join(' · ')}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    };
  }

  private fromCatalog(entry: CatalogEntry, meaning: string | undefined) {
    const story = composeStory(entry);
    return {
      story: {
        id: `story-${entry.word}`,
        kind: 'source' as const,
        content: story.content,
        ...(story.source ? { source: story.source } : {}),
      },
      morals: this.morals(entry),
      moralComment: meaning
        ? `In short: ${meaningBody(meaning)}${entry.explanationZh ? ` 释义：${entry.explanationZh}` : ''}`
        : this.moralComment(entry),
    };
  }

  /** The dictionary's examples; our everyday situations say when one might use it. */
  private catalogUsage(entry: CatalogEntry, situations: string | undefined) {
    const usage = composeUsage(entry);
    if (situations && usage[0]) usage[0].content += ` When you might say it: ${situations}`;
    return usage;
  }

  private characters(entry: CatalogEntry): Character[] {
    const terms = idiomTerms(entry);
    return entry.characters.slice(0, LIMITS.mindMap.characters).map(({ char, pinyin, gloss }) => ({
      char,
      pinyin,
      meaning: pickCharacterMeaning(this.glossary.characterGloss(char), pinyin, terms, gloss) ?? '',
    }));
  }

  private literalComment(entry: CatalogEntry, characters: Character[]): string {
    const parts = characters
      .filter((c) => c.meaning)
      .map((c) => `${c.char} “${firstSense(c.meaning)}”`);
    const byCharacter = parts.length > 0 ? `Character by character: ${parts.join(' + ')}.` : '';
    const literal = entry.english?.literal;
    return literal
      ? `Literally “${literal}”. ${byCharacter}`.trim()
      : byCharacter || (entry.explanationZh ? `释义：${entry.explanationZh}` : entry.pinyin);
  }

  /** Up to two points: the figurative English senses, then the 释义's figurative sentence. */
  private morals(entry: CatalogEntry): string[] {
    const morals = (entry.english?.senses ?? []).map(sentence);
    for (const zh of figurativeSentences(entry.explanationZh)) morals.push(`释义：${zh}`);
    return morals.slice(0, LIMITS.mindMap.morals);
  }

  private moralComment(entry: CatalogEntry): string {
    const senses = entry.english?.senses ?? [];
    const english = senses.length > 0 ? `In short: ${senses.join('; ')}. ` : '';
    if (!entry.explanationZh) {
      return (
        english.trim() ||
        'The dictionary gives no explanation for this idiom; read it from its characters.'
      );
    }
    return `${english}释义：${entry.explanationZh}`;
  }
}
