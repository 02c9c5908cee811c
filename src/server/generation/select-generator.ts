import { sharedIdiomContent, type IdiomContent } from '../content/idiom-content.js';
import type { Env } from '../env.js';
import { DictionaryGenerator, type CharacterGlossary } from './dictionary-generator.js';
import type { DetailGenerator } from './generator.js';
import { LlmGenerator } from './llm-generator.js';

/** The LLM generator when all three LLM_* variables are set, the dictionary composer otherwise. */
export function selectGenerator(
  env: Env,
  glossary: CharacterGlossary,
  content: IdiomContent = sharedIdiomContent(),
): DetailGenerator {
  if (env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL) {
    return new LlmGenerator({
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
    });
  }
  return new DictionaryGenerator(glossary, content);
}
