import { z } from 'zod';
import { LIMITS } from '../../shared/constants.js';
import {
  CharacterSchema,
  CommentsSchema,
  GeneratedDetailSchema,
  type GeneratedDetail,
} from '../../shared/schemas/idiom.js';
import type { CatalogEntry } from '../catalog/catalog-types.js';
import { GenerationError, type DetailGenerator, type GenerateOptions } from './generator.js';
import { llmMessages } from './llm-prompt.js';
import { chatCompletionDeltas } from './sse-stream.js';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** The part of the detail the model writes; identity fields come from the catalog. */
const LlmReplySchema = z.object({
  english_explanation: z.string().optional(),
  characters: z.array(CharacterSchema).length(LIMITS.idiomLength),
  story: z.object({
    kind: z.enum(['story', 'origin']).optional(),
    content: z.array(z.string().min(1)).min(1),
  }),
  moral: z
    .array(z.object({ content: z.string().min(1) }))
    .min(1)
    .max(LIMITS.mindMap.morals),
  usage: z
    .array(
      z.object({
        content: z.string().min(1),
        example: z.string().min(1),
        example_pinyin: z.string().optional(),
        example_translation: z.string().optional(),
      }),
    )
    .min(1)
    .max(LIMITS.mindMap.usages),
  comments: CommentsSchema,
  // Accepted but not served: related idioms come from our lessons and index (ADR 0090).
  related: z
    .object({ similar: z.array(z.string()).max(4), opposite: z.array(z.string()).max(2) })
    .optional(),
});

// Where the streamed JSON has got to, for the progress bar (SPEC §4 progress messages).
const MILESTONES: [key: string, progress: number, message: string][] = [
  ['"characters"', 10, 'Analyzing character meanings...'],
  ['"story"', 35, 'Generating story and implications...'],
  ['"moral"', 50, 'Generating story and implications...'],
  ['"usage"', 65, 'Creating usage examples...'],
  ['"comments"', 90, 'Finalizing analysis...'],
];

/**
 * Any OpenAI-compatible chat-completions endpoint, streamed. The reply must validate against
 * the detail schema; anything else is a GenerationError (a failed task, never a broken page).
 */
export class LlmGenerator implements DetailGenerator {
  readonly name: string;

  constructor(private readonly config: LlmConfig) {
    this.name = `llm:${config.model}`;
  }

  async generate(
    entry: CatalogEntry,
    { signal, onProgress }: GenerateOptions,
  ): Promise<GeneratedDetail> {
    onProgress(5, 'Generating detailed idiom information...');
    const url = `${this.config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const response = await fetch(url, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${this.config.apiKey}`,
        accept: 'text/event-stream',
      },
      body: JSON.stringify({
        model: this.config.model,
        stream: true,
        temperature: 0.3,
        response_format: { type: 'json_object' },
        messages: llmMessages(entry),
      }),
    });
    if (!response.ok || !response.body) {
      throw new GenerationError(`The language model answered HTTP ${response.status}`);
    }
    let text = '';
    let reached = 0;
    for await (const delta of chatCompletionDeltas(response.body)) {
      text += delta;
      while (reached < MILESTONES.length && text.includes(MILESTONES[reached]![0])) {
        const [, progress, message] = MILESTONES[reached]!;
        onProgress(progress, message);
        reached++;
      }
    }
    return this.toDetail(entry, text);
  }

  private toDetail(entry: CatalogEntry, text: string): GeneratedDetail {
    let json: unknown;
    try {
      json = JSON.parse(text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
    } catch {
      throw new GenerationError('The language model did not return valid JSON');
    }
    const reply = LlmReplySchema.safeParse(json);
    if (!reply.success)
      throw new GenerationError('The language model returned an incomplete idiom detail');
    const { data } = reply;
    if (data.characters.map((c) => c.char).join('') !== entry.word) {
      throw new GenerationError('The language model described different characters');
    }
    const english = data.english_explanation ?? entry.english?.senses.join('; ');
    return GeneratedDetailSchema.parse({
      word: entry.word,
      traditional: entry.traditional,
      pinyin: entry.pinyin,
      ...(english ? { english_explanation: english } : {}),
      explanation: entry.explanationZh,
      characters: data.characters,
      story: {
        id: `story-${entry.word}`,
        ...(data.story.kind ? { kind: data.story.kind } : {}),
        content: data.story.content,
      },
      moral: data.moral.map((m, i) => ({ id: `moral-${i + 1}`, content: m.content })),
      usage: data.usage.map((u, i) => ({ id: `usage-${i + 1}`, ...u })),
      comments: data.comments,
      generator: this.name,
    });
  }
}
