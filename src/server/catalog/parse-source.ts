import type { CatalogSource } from './catalog-types.js';

// "语出《易·系辞上》…", "见《…》": the phrasing before the attribution is not part of it.
const LEAD_IN = /^(?:语出|语本|语见|参见|见于|见)/u;
const NUM = '[一二三四五六七八九十百千零〇两\\d]';
// Right after 》, these belong to the work, not the passage: 第三本第三折, 第一卷第一章, 卷上, 楔子,
// a periodical's issue (1981年第3期, 1954.10.31), a poem's number in a cycle (诗之二).
export const SECTION = new RegExp(
  `^(?:(?:第${NUM}+[回折章卷出节篇场幕部集首则段本])+|卷(?:${NUM}+|[上中下])|楔子|\\d{4}(?:年第\\d+期|(?:\\.\\d{1,2}){1,2})?|诗之${NUM}+)`,
  'u',
);
// A poem's form after an author's title (唐·杜甫《春日忆李白》诗何时…): a label, not the passage.
// Only with an author: 《孟子》诗云… quotes the Book of Songs.
const FORM = /^(?:诗|词|套曲|曲|赋)(?=“?\p{Script=Han}{4})/u;
const ATTRIBUTION = /^([^《》“”‘’，。：；！？]*)《([^》]+)》/u;

/**
 * Splits a 出处 like `明·施耐庵《水浒全传》第一百十回…passage…”` into era 明, author 施耐庵,
 * work 水浒全传·第一百十回 and the passage. The data lost most opening quotes, so a passage usually
 * runs from the end of the attribution to a stray closing `”`.
 */
export function parseSource(raw: string): CatalogSource {
  const text = raw.trim();
  const result: CatalogSource = { text };
  const body = text.replace(LEAD_IN, '');
  const attribution = ATTRIBUTION.exec(body);
  if (!attribution) return result;

  const [whole, who, title] = attribution as unknown as [string, string, string];
  const person = who.trim();
  if (person) {
    const dot = person.lastIndexOf('·');
    if (dot >= 0) {
      const era = person.slice(0, dot).trim();
      const author = person.slice(dot + 1).trim();
      if (era) result.era = era;
      if (author) result.author = author;
    } else if (person.length <= 8) {
      result.author = person;
    }
  }

  let rest = body.slice(whole.length);
  let work = title.trim();
  const section = SECTION.exec(rest);
  if (section) {
    work = `${work}·${section[0]}`;
    rest = rest.slice(section[0].length);
  } else if (result.author && FORM.test(rest)) {
    rest = rest.replace(FORM, '');
  }
  result.work = work;

  const passage = extractPassage(rest);
  if (passage) result.passage = passage;
  return result;
}

/** The first quoted passage: up to the first closing quote, without a leading `：“`. */
function extractPassage(rest: string): string | undefined {
  let text = rest.replace(/^[：:\s]*[“"]?/u, '');
  const close = text.indexOf('”');
  if (close >= 0) text = text.slice(0, close);
  text = text.trim();
  // Too short to be a passage: usually a lone form word such as 诗 or 词.
  return [...text].length >= 4 ? text : undefined;
}
