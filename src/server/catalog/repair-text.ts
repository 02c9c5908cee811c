/**
 * Two kinds of damage that chengyu's data/3.txt took in a bad re-encoding, repaired in the 释义,
 * 出处 and 示例 texts before they are parsed (docs/catalog.md, "Damaged text"):
 *
 * - "◇" is what is left of "。后" (GBK A1A3 BAF3 lost its middle two bytes, giving A1F3 "◇"):
 *   the file has 844 "◇" and not a single "。后", although "，后" occurs 373 times. So
 *   "原指死了心，不作别的打算◇常形容…" reads "…打算。后常形容…", and "◇来他接替廉颇" "。后来…".
 * - Every opening double quotation mark is gone (31,036 "”", no "“"). Each is put back where a rule
 *   can place it; a closing mark no rule can place is dropped.
 */

const LOST_SENTENCE_BREAK = /([。，；！？])?◇/gu;

/** "◇" → "。后" (or "后" right after punctuation). */
export function restoreSentenceBreaks(text: string): string {
  return text.replace(LOST_SENTENCE_BREAK, (_, punctuation?: string) =>
    punctuation ? `${punctuation}后` : '。后',
  );
}

// Words after which a quoted form follows: 同“千态万状”, 亦作“…”, 人称“铁面御史”, 通“胀”.
const LEAD_INS = [
  '意思是',
  '亦作',
  '也作',
  '又作',
  '或作',
  '一作',
  '亦称',
  '也称',
  '又称',
  '亦说',
  '也说',
  '又说',
  '称为',
  '叫做',
  '叫作',
  '犹言',
  '语本',
  '语出',
  '出自',
  '简作',
  '简称',
  '省作',
  '合称',
  '并称',
  '统称',
  '泛称',
  '俗称',
  '人称',
  '时称',
  '世称',
  '号称',
  '故称',
  '通',
  '同',
  '犹',
  '即',
  '称',
  '叫',
  '见',
  '谓',
  '曰',
  '云',
];
const BOUNDARY = /[。；！？，、：（）]/u;
const FORM = /^(?:诗|词|套曲|曲|赋)(?=\p{Script=Han}{4})/u;

/** Index right after the first lead-in of a segment (at least one character must follow it). */
function afterLeadIn(segment: string): number | undefined {
  let best: { at: number; length: number } | undefined;
  for (const leadIn of LEAD_INS) {
    const at = segment.indexOf(leadIn);
    if (at < 0 || at + leadIn.length >= segment.length) continue;
    if (!best || at < best.at || (at === best.at && leadIn.length > best.length))
      best = { at, length: leadIn.length };
  }
  return best && best.at + best.length;
}

export interface QuoteContext {
  /** The idiom: a quoted idiom name right before the mark opens where the name starts. */
  word?: string;
  /** 出处: the passage opens right after the attribution (》, a section such as 第三回, a colon). */
  attribution?: RegExp;
}

/** Where the opening mark of the closing mark at `close` goes, or undefined to drop it. */
function openingIndex(text: string, from: number, close: number, context: QuoteContext) {
  const span = text.slice(from, close);
  if (context.attribution) {
    // The first title of the span is the attribution; later ones are quoted (《关雎》乐而不淫).
    const titleEnd = span.indexOf('》');
    if (titleEnd >= 0) {
      const rest = span.slice(titleEnd + 1);
      let skip = context.attribution.exec(rest)?.[0].length ?? 0;
      // 唐·杜甫《天末怀李白》诗凉风起天末: after an author's title, a poem-form label.
      if (!skip && span.slice(0, span.indexOf('《')).includes('·'))
        skip = FORM.exec(rest)?.[0].length ?? 0;
      if (titleEnd + 1 + skip < span.length) return from + titleEnd + 1 + skip;
    }
  }
  // 人”字形, 月”字: a single character named as a character.
  if (text[close + 1] === '字' && close - 1 >= from && /\p{Script=Han}/u.test(text[close - 1]!))
    return close - 1;
  let segmentStart = span.length;
  while (segmentStart > 0 && !BOUNDARY.test(span[segmentStart - 1]!)) segmentStart--;
  const segment = span.slice(segmentStart);
  const leadIn = afterLeadIn(segment);
  if (leadIn !== undefined) return from + segmentStart + leadIn;
  if (context.word && segment.endsWith(context.word) && segment.length > context.word.length)
    return close - context.word.length;
  const boundary = span[segmentStart - 1];
  if ((boundary === '、' || boundary === '：') && segment.length > 0) return from + segmentStart;
  if (segment.length > 0 && segment.length === span.length && from > 0) return from;
  return undefined;
}

/**
 * Puts back the opening “ of every ” that has none; a ” whose opening no rule can place is dropped.
 * Returns the text and how many marks were restored and dropped.
 */
export function restoreOpeningQuotes(
  text: string,
  context: QuoteContext = {},
): { text: string; restored: number; dropped: number } {
  let out = '';
  let from = 0; // start of the text not yet in a quotation
  let open = 0;
  let restored = 0;
  let dropped = 0;
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '“') open++;
    if (char !== '”') continue;
    if (open > 0) {
      open--;
      from = i + 1;
      continue;
    }
    // Inside a title (《关于党的六大”的研究》) the mark is left as it is: our lessons name the
    // work as the package spells it, and the title is one string to correct with them.
    const before = text.slice(0, i);
    if (before.lastIndexOf('《') > before.lastIndexOf('》')) continue;
    const at = openingIndex(text, from, i, context);
    if (at === undefined) {
      out += text.slice(copied, i);
      copied = i + 1;
      dropped++;
    } else {
      out += `${text.slice(copied, at)}“${text.slice(at, i + 1)}`;
      copied = i + 1;
      restored++;
    }
    from = i + 1;
  }
  return { text: out + text.slice(copied), restored, dropped };
}

/**
 * The words quoted inside the work titles of 出处 and 示例 (《关于党的“六大”的研究》), as the works
 * are published: each lost its opening mark with the rest. Reviewed one by one; the longest word
 * ending right before a ” gets the mark (五论“文人相轻”, 反第二次大“围剿”).
 */
const QUOTED_IN_TITLES = [
  '五四',
  '七七',
  '五卅',
  '九一八',
  '双十二',
  '六大',
  '青年老学究',
  '碰壁',
  '音乐',
  '费厄泼赖',
  '费厄波赖',
  '哉',
  '海阔天空',
  '古今中外',
  '吓一跳',
  '小童挡驾',
  '题未定',
  '现代化',
  '反漫谈',
  '别字',
  '来宾',
  '读经',
  '死地',
  '关',
  '出关',
  '东郭先生',
  '发薪',
  '旧形式的采用',
  '革首领',
  '果王',
  '咬嚼未始乏味',
  '听话',
  '世界之王',
  '熬波图',
  '上味',
  '文人相轻',
  '难兄难弟',
  '立此存照',
  '公理',
  '京派',
  '海派',
  '特技',
  '以夷制夷',
  '诸葛亮',
  '阿斗',
  '吾国征俄战史之一页',
  '灭关',
  '忘了',
  '硬译',
  '文学的阶级性',
  '大内档案',
  '他妈的！',
  '一团火',
  '东条的神符',
  '围剿',
  '扫荡',
  '口中剿匪',
  '文人先行',
  '知不可而为',
  '为而不有',
  '杨树达',
  '半日的旅行',
  '有名无实',
  '矛盾',
  '机关日报',
  '论语一年',
  '以震其艰深',
  '又照秦淮一叶枫',
  '含泪',
  '杂文',
  '无限风光在险峰',
  '状元',
  '奇哉所谓……',
  '生活',
  '男女有别',
  '阅微草堂',
].sort((a, b) => b.length - a.length);

/** Puts back the opening mark of a word quoted inside a work's title (QUOTED_IN_TITLES). */
export function restoreTitleQuotes(text: string): string {
  return text.replace(/《[^《》]*》/gu, (title) => {
    let out = '';
    let open = 0;
    for (const char of title) {
      if (char === '“') open++;
      if (char === '”' && open > 0) open--;
      else if (char === '”') {
        const word = QUOTED_IN_TITLES.find((w) => out.endsWith(w));
        if (word) out = `${out.slice(0, -word.length)}“${word}`;
      }
      out += char;
    }
    return out;
  });
}
