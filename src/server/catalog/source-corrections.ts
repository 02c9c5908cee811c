/**
 * Misprinted work titles in chengyu's 出处, found while checking our lessons against the classical
 * texts. Each replaces one title in one idiom's 出处 text before it is parsed; a correction whose
 * wrong title is no longer there (the package fixed it) simply does nothing.
 */
const CORRECTIONS: Readonly<Record<string, { wrong: string; right: string }>> = {
  // The 明主之爱，一颦一笑 anecdote of Marquis Zhao of Han is in 内储说上 (七术).
  一颦一笑: { wrong: '内储说左上', right: '内储说上' },
  // 鸟飞反故乡兮，狐死必首丘 closes 九章·哀郢, not 涉江.
  狐死首丘: { wrong: '九章·涉江', right: '九章·哀郢' },
  // Cao Pi at Guangling in 225 is in Sun Quan's annals (吴主传, 黄武四年); Sun Ce died in 200.
  波涛汹涌: { wrong: '孙策传', right: '吴主传' },
  // 任昉's memorial (文选 卷三十八) lost its closing 》 and opening “, and 昉 turned into 昿.
  雪窗萤几: {
    wrong: '任昿〈为萧扬州作荐士表〉集萤映雪”',
    right: '任昉〈为萧扬州作荐士表〉》“集萤映雪”',
  },
};

export function correctSource(word: string, source: string): string {
  const correction = CORRECTIONS[word];
  return correction ? source.replace(correction.wrong, correction.right) : source;
}
