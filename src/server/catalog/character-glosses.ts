import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { firstSenses } from './cedict.js';

/**
 * Many 释义 open by glossing single characters: 亡羊补牢 → "亡逃亡，丢失；牢关牲口的圈。…" (the
 * source's colons are lost, so a gloss is the character followed directly by its definition).
 * Those glosses say which sense a character has in this idiom, so they outrank CC-CEDICT's order.
 */
const LEAD_MARKERS = /^(比喻|形容|指|泛指|原指|原比喻|现指|喻|意思是|后|多|也)/;
const MAX_GLOSS = 16;
const FUNCTION_CHARS = new Set([...'一之不而其以于为所者']);

/** The 释义's gloss of each character, by index into the word (only characters it glosses). */
export function characterGlossesZh(word: string, explanationZh: string): Map<number, string> {
  const chars = [...word];
  const glosses = new Map<number, string>();
  // Glosses lead the 释义: only its first sentence holds them.
  const lead = explanationZh.split('。')[0] ?? '';
  for (const raw of lead.split(/[；;]/)) {
    const segment = raw.trim();
    if (!segment || LEAD_MARKERS.test(segment)) continue;
    const [first, second] = [...segment];
    const index = chars.indexOf(first!);
    if (index < 0 || glosses.has(index)) continue;
    // "画蛇时给蛇添上脚" reads the idiom on (画 then 蛇): a paraphrase, not a gloss of 画.
    if (second === undefined || second === chars[index + 1] || /[，,、]/.test(second)) continue;
    const gloss = segment.slice(first!.length).trim();
    if (gloss.length === 0 || [...gloss].length > MAX_GLOSS) continue;
    // A gloss names its own character only; one that brings in the idiom's other characters
    // (一丘之貉: "一个土山里的貉") paraphrases the whole idiom.
    if (chars.some((c, i) => i !== index && !FUNCTION_CHARS.has(c) && gloss.includes(c))) continue;
    glosses.set(index, gloss);
  }
  return glosses;
}

const jieba = Jieba.withDict(dict);
const SKIP = new Set(
  '的 了 是 在 和 与 及 或 也 而 之 其 以 为 于 把 被 着 这 那 此 等 一 个'.split(' '),
);

/** English words for a Chinese gloss, through CC-CEDICT (逃亡，丢失 → to flee … to lose …). */
export function englishOfGloss(glossZh: string): string[] {
  const words: string[] = [];
  for (const w of jieba.cut(glossZh.replace(/[“”"，、：（）\s]/g, ' '), false)) {
    if (!w.trim() || SKIP.has(w)) continue;
    for (const sense of firstSenses(w)?.slice(0, 3) ?? []) {
      if (/^(variant of|old variant|CL:|see |used in|abbr\. for|surname)/i.test(sense)) continue;
      words.push(sense.replace(/\(.*?\)|\[.*?\]|\b\w+\|\w+\b/g, ' ').trim());
    }
  }
  return words.filter(Boolean);
}
