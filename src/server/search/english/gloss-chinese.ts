import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { firstSenses } from '../../catalog/cedict.js';

/**
 * Build time only: turns an idiom's Chinese 释义 into English words by segmenting it (jieba) and
 * looking each word up in CC-CEDICT. Most idioms have no English gloss of their own, so this bag is
 * what lets an English description reach them at all.
 */
const jieba = Jieba.withDict(dict);

/** Function words and the dictionary's framing that add noise when glossed. */
const SKIP = new Set(
  '的 了 是 在 和 与 及 或 也 而 之 其 以 为 于 把 被 着 这 那 此 有 无 不 没 很 都 就 又 还 等 一 个 上 下 中 人 时 事 比喻 形容 指 原指 泛指 多 用 来 说 做 像 一样 同 见 出自'.split(
    ' ',
  ),
);

/**
 * The figurative part is what people describe: 画蛇时给蛇添上脚。比喻做了多余的事 → 做了多余的事.
 * Without a marker the whole 释义 is the meaning.
 */
export function figurativePart(explanation: string): string {
  const m = explanation.match(/(?:比喻|形容|原指|泛指|多指|意指|指)(.+)$/s);
  return m?.[1] && m[1].length >= 4 ? m[1] : explanation;
}

/** Proper names, places and grammar notes say nothing about what an idiom means. */
const NOISE = /^[A-Z]|\b(dynasty|county|province|district|particle|surname|classifier|radical)\b/;

function senseWords(word: string): string[] {
  return (firstSenses(word) ?? [])
    .filter(
      (s) => !/^(variant of|old variant|CL:|see |used in|abbr\. for)/i.test(s) && !NOISE.test(s),
    )
    .slice(0, [...word].length === 1 ? 1 : 2)
    .map((s) => s.replace(/\(.*?\)|\[.*?\]|\b\w+\|\w+\b/g, ' '));
}

export function glossChinese(explanation: string): string {
  const words = jieba.cut(
    figurativePart(explanation).replace(/[“”"。，；：、！？（）《》\s]/g, ' '),
    false,
  );
  const out: string[] = [];
  for (const w of words) {
    if (!w.trim() || SKIP.has(w)) continue;
    out.push(...senseWords(w));
  }
  return out.join(' ; ');
}
