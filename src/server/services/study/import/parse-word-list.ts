/** A Pleco flashcard export (tab-separated) or a plain list of words. */
export type ImportFormat = 'pleco' | 'list';

export interface ListedWord {
  /** As written in the file (a Pleco headword "简[繁]" whole). */
  entry: string;
  /** The forms to look up, simplified first: "画蛇添足[畫蛇添足]" → 画蛇添足, 畫蛇添足. */
  forms: string[];
}

const PLECO_HEADWORD = /^([^[\]]+)(?:\[([^[\]]+)\])?$/u;

/**
 * The words of a file, in order. Pleco's text export has one card per line, tab-separated:
 * headword (simplified, then traditional in brackets when they differ), pinyin, definition;
 * lines starting with "//" name a category. A file with neither is a plain list: words one per
 * line or separated by commas, semicolons, 、 or spaces.
 */
export function parseWordList(text: string): { format: ImportFormat; words: ListedWord[] } {
  const lines = text.split(/\r\n|\r|\n/);
  const pleco = lines.some((line) => line.includes('\t') || line.trimStart().startsWith('//'));
  if (pleco) {
    const words = lines.flatMap((line) => {
      if (!line.trim() || line.trimStart().startsWith('//')) return [];
      const headword = line.split('\t')[0]!.trim();
      if (!headword) return [];
      const match = PLECO_HEADWORD.exec(headword);
      const forms = match
        ? [match[1]!.trim(), match[2]?.trim()].filter((f): f is string => Boolean(f))
        : [headword];
      return [{ entry: headword, forms }];
    });
    return { format: 'pleco', words };
  }
  const words = text
    .split(/[\s,，;；、]+/u)
    .map((token) =>
      token.replace(/^["'“”‘’「」『』《》()（）]+|["'“”‘’「」『』《》()（）.。!！?？]+$/gu, ''),
    )
    .filter(Boolean)
    .map((token) => ({ entry: token, forms: [token] }));
  return { format: 'list', words };
}
