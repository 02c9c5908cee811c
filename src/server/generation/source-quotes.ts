import type { CatalogEntry } from '../catalog/catalog-types.js';

export interface Quotation {
  text: string;
  /** e.g. 明·施耐庵《水浒全传》第一百十回 */
  credit: string;
}

// An attribution: optional era·author, a 《work》, an optional chapter; then the quoted words.
const ATTRIBUTION =
  /((?:[\u4e00-\u9fff]{1,4}·)?[\u4e00-\u9fff]{0,4})《([^》]+)》((?:第[\u4e00-\u9fff\d]+[回卷折章出])|(?:卷[\u4e00-\u9fff\d]+))?/gu;

/**
 * Later writers' sentences in the 出处 that use the idiom itself (《水浒全传》 quoting 画蛇添足):
 * real usage examples, each with its credit. The first attribution is the origin, not a usage.
 */
export function laterQuotations(entry: CatalogEntry): Quotation[] {
  const text = entry.source?.text;
  if (!text) return [];
  const marks = [...text.matchAll(ATTRIBUTION)];
  const quotes: Quotation[] = [];
  marks.forEach((mark, i) => {
    if (i === 0) return;
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[i + 1]?.index ?? text.length;
    const quoted = text
      .slice(start, end)
      .replace(/^[：:，,。；\s“"]+/, '')
      .replace(/[”"。]+$/, '')
      .trim();
    if (!quoted.includes(entry.word)) return;
    const credit = `${mark[1] ?? ''}《${mark[2]}》${mark[3] ?? ''}`;
    quotes.push({
      text: `${quoted.replace(/[‘’“”]/g, '')}。`.replace(/([。！？])。$/, '$1'),
      credit,
    });
  });
  return quotes;
}
