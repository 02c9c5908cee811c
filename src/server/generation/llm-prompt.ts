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
        '{"characters":[{"char","pinyin","meaning"}] (the 4 characters, meaning as used in this idiom),',
        ' "story":{"content":[paragraphs in English, quoting the source passage in Chinese with pinyin]},',
        ' "moral":[{"content"}] (at most 2), "usage":[{"content","example","example_pinyin"}] (at most 3,',
        ' each example a Chinese sentence using the idiom), "english_explanation",',
        ' "comments":{"literal","story","moral"}}',
      ].join('\n'),
    },
    { role: 'user', content: `Idiom facts:\n${JSON.stringify(facts)}` },
  ];
}
