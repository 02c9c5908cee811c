import type { CatalogEntry } from '../catalog/catalog-types.js';

/** What the model is told: the catalog's facts, and the exact JSON shape to return. */
export function llmMessages(entry: CatalogEntry): { role: 'system' | 'user'; content: string }[] {
  const facts = {
    word: entry.word,
    pinyin: entry.pinyin,
    characters: entry.characters,
    explanation_zh: entry.explanationZh,
    english: entry.english ?? null,
    source: entry.source ?? null,
    example: entry.example ?? null,
  };
  return [
    {
      role: 'system',
      content: [
        'You explain Chinese four-character idioms (chengyu) to learners who read English.',
        'Use only the facts given and well-established knowledge; never invent sources, dates or quotations.',
        'Reply with one JSON object and nothing else, with exactly these keys:',
        '{"characters":[{"char","pinyin","meaning"}] (the 4 characters, meaning as used in THIS idiom, following the 释义 where it glosses a character),',
        ' "story":{"kind":"story"|"origin","content":[paragraphs in English]} — kind "story" when the origin is a narrative: tell it (who, with names in pinyin and characters; where and when; what happened; how the four characters come out of it) in 80–250 words, naming the source work given; kind "origin" when it is a line of poetry, an essay or a saying: say so plainly and explain the image. Never invent a tale: when unsure, say less.',
        ' "moral":[{"content"}] (1–2 real lessons in your own words, not the gloss restated),',
        ' "usage":[{"content","example","example_pinyin","example_translation"}] (2–3 points: connotation 褒义/贬义/中性 and register, when to use it and when not, its role in a sentence and a common confusion with a similar idiom; each example a modern Chinese sentence using the idiom, with pinyin and an English translation),',
        ' "english_explanation", "related":{"similar":[2–4 idioms],"opposite":[0–2 idioms]},',
        ' "comments":{"literal","story","moral"}}',
      ].join('\n'),
    },
    { role: 'user', content: `Idiom facts:\n${JSON.stringify(facts)}` },
  ];
}
