import { LIMITS } from '../../shared/constants.js';
import {
  GeneratedDetailSchema,
  type Character,
  type GeneratedDetail,
} from '../../shared/schemas/idiom.js';
import type { CatalogEntry, CharacterGloss } from '../catalog/catalog-types.js';
import { englishMeaning, meaningBody } from '../content/english-meaning.js';
import type { EnglishRecord } from '../content/english-record-schema.js';
import { NO_CONTENT, type IdiomContent } from '../content/idiom-content.js';
import type { Lesson } from '../content/lesson-schema.js';
import { idiomTerms, pickCharacterMeaning } from './character-sense.js';
import type { DetailGenerator, GenerateOptions } from './generator.js';
import { lessonCharacters, lessonStory, lessonUsage } from './lesson-composer.js';
import { composeStory, storyComment } from './story-composer.js';
import { composeUsage } from './usage-composer.js';
import { usageLabels } from './usage-labels.js';

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
const DEFINITION = '释义 (dictionary definition)：';

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
    const record = this.content.english(entry.word);
    const characters = lesson ? lessonCharacters(entry, lesson) : this.characters(entry, record);
    signal.throwIfAborted();
    onProgress(40, 'Generating story and implications...');
    const english = englishMeaning(entry, this.content);
    const parts = lesson
      ? this.fromLesson(entry, lesson, meaning)
      : this.fromCatalog(entry, record, meaning);
    signal.throwIfAborted();
    onProgress(70, 'Creating usage examples...');
    const usage = lesson
      ? lessonUsage(entry, lesson, situations, record)
      : this.catalogUsage(entry, situations, record);
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
        literal: this.literalComment(entry, characters, record),
        story: storyComment(entry, record),
        moral:
          usage.length === 0 && record
            ? [usageLabels(record.connotation, record.register), parts.moralComment]
                .filter(Boolean)
                .join('. ')
            : parts.moralComment,
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

  private fromCatalog(
    entry: CatalogEntry,
    record: EnglishRecord | undefined,
    meaning: string | undefined,
  ) {
    const story = composeStory(entry, record);
    const definition = entry.explanationZh ? `${DEFINITION}${entry.explanationZh}` : '';
    const notIdiom =
      record?.idiom === false
        ? 'Not a chengyu: an ordinary word or term that happens to have four characters.'
        : '';
    return {
      story: {
        id: `story-${entry.word}`,
        kind: 'source' as const,
        content: story.content,
        ...(story.source ? { source: story.source } : {}),
      },
      morals: this.morals(entry, record),
      moralComment: [
        notIdiom,
        meaning && !record ? `In short: ${meaningBody(meaning)}` : '',
        definition || 'The dictionary gives no explanation for this idiom.',
      ]
        .filter(Boolean)
        .join(' '),
    };
  }

  /**
   * How to use it: the dictionary's examples, the first with our translation and usage labels;
   * our everyday situations say when one might use it.
   */
  private catalogUsage(
    entry: CatalogEntry,
    situations: string | undefined,
    record: EnglishRecord | undefined,
  ) {
    const usage = composeUsage(entry, record);
    if (situations && usage[0]) usage[0].content += ` When you might say it: ${situations}`;
    return usage;
  }

  /** Our record's senses in context; else the CC-CEDICT sense that fits the idiom best. */
  private characters(entry: CatalogEntry, record: EnglishRecord | undefined): Character[] {
    const terms = idiomTerms(entry);
    return entry.characters
      .slice(0, LIMITS.mindMap.characters)
      .map(({ char, pinyin, gloss }, i) => ({
        char,
        pinyin,
        meaning:
          record?.characters[i] ??
          pickCharacterMeaning(this.glossary.characterGloss(char), pinyin, terms, gloss) ??
          '',
      }));
  }

  private literalComment(
    entry: CatalogEntry,
    characters: Character[],
    record: EnglishRecord | undefined,
  ): string {
    const parts = characters
      .filter((c) => c.meaning)
      .map((c) => `${c.char} “${firstSense(c.meaning)}”`);
    const byCharacter = parts.length > 0 ? `Character by character: ${parts.join(' + ')}.` : '';
    const literal = record?.literal ?? entry.english?.literal;
    return literal
      ? `Literally “${literal}”. ${byCharacter}`.trim()
      : byCharacter || (entry.explanationZh ? `释义：${entry.explanationZh}` : entry.pinyin);
  }

  /**
   * Up to two points, in English only: our record's meaning said plainly (praise or criticism
   * named) and the English saying that matches it; else CC-CEDICT's figurative senses. None rather
   * than the Chinese 释义 restated: the moral comment shows it as the dictionary's definition.
   */
  private morals(entry: CatalogEntry, record: EnglishRecord | undefined): string[] {
    if (record) {
      const meaning = sentence(record.meaning);
      const morals = [
        record.connotation === 'praise'
          ? `Said in praise: ${meaning}`
          : record.connotation === 'criticism'
            ? `Said in criticism: ${meaning}`
            : meaning,
      ];
      if (record.equivalents)
        morals.push(`As English puts it: ${record.equivalents.map((e) => `“${e}”`).join(' or ')}.`);
      return morals.slice(0, LIMITS.mindMap.morals);
    }
    return (entry.english?.senses ?? []).map(sentence).slice(0, LIMITS.mindMap.morals);
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
