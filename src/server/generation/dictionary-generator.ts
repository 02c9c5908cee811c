import { LIMITS } from '../../shared/constants.js';
import {
  GeneratedDetailSchema,
  type Character,
  type GeneratedDetail,
} from '../../shared/schemas/idiom.js';
import type { CatalogEntry, CharacterGloss } from '../catalog/catalog-types.js';
import { idiomTerms, pickCharacterMeaning } from './character-sense.js';
import type { DetailGenerator, GenerateOptions } from './generator.js';
import { composeStory } from './story-composer.js';
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

/**
 * The default generator: composes the detail from the catalog alone (CC-CEDICT English, the
 * 释义, 出处 and 示例), in English where the data has it. Nothing is invented: a part the data
 * lacks is left out. Pure and fast, so it runs inside the request.
 */
export class DictionaryGenerator implements DetailGenerator {
  readonly name = 'dictionary';

  constructor(private readonly glossary: CharacterGlossary) {}

  async generate(
    entry: CatalogEntry,
    { signal, onProgress }: GenerateOptions,
  ): Promise<GeneratedDetail> {
    onProgress(10, 'Analyzing character meanings...');
    const characters = this.characters(entry);
    signal.throwIfAborted();
    onProgress(40, 'Generating story and implications...');
    const story = composeStory(entry, characters);
    const morals = this.morals(entry);
    signal.throwIfAborted();
    onProgress(70, 'Creating usage examples...');
    const usage = composeUsage(entry);
    const senses = entry.english?.senses ?? [];
    return GeneratedDetailSchema.parse({
      word: entry.word,
      traditional: entry.traditional,
      pinyin: entry.pinyin,
      ...(senses.length > 0 ? { english_explanation: senses.join('; ') } : {}),
      explanation: entry.explanationZh,
      characters,
      story: {
        id: `story-${entry.word}`,
        content: story.content,
        ...(story.source ? { source: story.source } : {}),
      },
      moral: morals.map((content, i) => ({ id: `moral-${i + 1}`, content })),
      usage,
      comments: {
        literal: this.literalComment(entry, characters),
        story: story.comment,
        moral: this.moralComment(entry),
      },
      generator: this.name,
    });
  }

  private characters(entry: CatalogEntry): Character[] {
    const terms = idiomTerms(entry);
    return entry.characters.slice(0, LIMITS.mindMap.characters).map(({ char, pinyin }) => ({
      char,
      pinyin,
      meaning: pickCharacterMeaning(this.glossary.characterGloss(char), pinyin, terms) ?? '',
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

  /** Up to two lessons: the figurative English senses, then the 释义's figurative sentence. */
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
