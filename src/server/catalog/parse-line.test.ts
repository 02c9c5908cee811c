import { describe, expect, it } from 'vitest';
import { parseDataFile } from './build-catalog.js';
import { parseLine, splitSyllables } from './parse-line.js';

// Literal lines from chengyu's data/3.txt (line numbers of that file), CRLF included.
const NORMAL =
  ' 樽酒论文  拼音：zūn jiǔ lùn wén释义：一边喝酒，一边议论文章。出处：唐·杜甫《春日忆李白》诗何时一樽酒，重与细论文。”示例：连年客里度初度，～第一遭。★陈世宜《上巳社集是日值余初度》诗\r';
const LINE_55 =
  ' 作舍道旁  拼音：zuò shě dào páng释义：比喻众说纷纭，事情难成。出处：《幼学琼林·卷三·人事类》作舍道旁，议论多而难成。”⑹纠：无\r';
const LINE_1078 =
  ' 重生爷娘  拼音：chóng shēng yé niáng释义：比喻有救命之恩的人。出处：清·李宝嘉《文明小史》第三十八回你是个死囚，大老爷要开脱你，也全亏我在旁边说几句好话，我便是你的重生爷娘。”⑹纠：无\r';
const LINE_7174 =
  ' 谓予不信拼音：wèi yú bù xìn释义：如果以为我的话不真实。出处：《诗经·王风·采葛》谓予不信，有如巳铡！笔纠：无\r';
const LINE_11002 = ' 山陬海噬似匆簦簊hān zōu hǎi shì释义：形容遥远偏僻的地方。出处：无示例：无\r';
const LINE_16777 =
  ' 撩蜂吃螫拼音：liáo fēng chī shì释义：犹言撩蜂剔蝎。比喻惹犯恶人，自取祸殃。出处：清·西周生《醒世姻缘传》第十一回那晁住娘子是刘六、刘七裹革出来的婆娘，他肯去撩蜂吃螫？”お⑹纠：无\r';
const LINE_27133 =
  ' 初生犊砥匆簦篶hū shēng dú 硎鸵澹焊粘錾的小牛，比喻单纯或勇猛的青年人。同初生之犊”。出处：无示例：无\r';
const FULL_WIDTH_SPACES =
  ' 引吭高声拼音：yǐn　háng　gāo　shēng释义：引吭放开嗓子。出处：无示例：无\r';

describe('parseLine', () => {
  it('parses a well-formed line and keeps 出处/示例 raw for their own parsers', () => {
    const result = parseLine(NORMAL);
    expect(result).toEqual({
      ok: true,
      idiom: {
        word: '樽酒论文',
        syllables: ['zūn', 'jiǔ', 'lùn', 'wén'],
        explanation: '一边喝酒，一边议论文章。',
        source: '唐·杜甫《春日忆李白》诗何时一樽酒，重与细论文。”',
        example: '连年客里度初度，～第一遭。★陈世宜《上巳社集是日值余初度》诗',
        repairs: [],
      },
    });
  });

  it('reads "无" as none', () => {
    const result = parseLine(LINE_11002);
    expect(result.ok && result.idiom.source).toBeUndefined();
    expect(result.ok && result.idiom.example).toBeUndefined();
  });

  it.each([
    ['55', LINE_55, '作舍道旁', '《幼学琼林·卷三·人事类》作舍道旁，议论多而难成。”'],
    ['1078', LINE_1078, '重生爷娘', undefined],
    [
      '7174 (no space before 拼音, 笔纠)',
      LINE_7174,
      '谓予不信',
      '《诗经·王风·采葛》谓予不信，有如巳铡！',
    ],
    ['16777 (お⑹纠)', LINE_16777, '撩蜂吃螫', undefined],
  ])('repairs the mangled 示例 label of line %s', (_line, text, word, source) => {
    const result = parseLine(text);
    if (!result.ok) throw new Error(result.reason);
    expect(result.idiom.word).toBe(word);
    expect(result.idiom.repairs).toEqual(['example-label']);
    expect(result.idiom.example).toBeUndefined();
    if (source) expect(result.idiom.source).toBe(source);
    expect(result.idiom.source).not.toMatch(/纠|⑹|お/u);
  });

  it('recovers line 11002, whose 拼音 label ate the first letter', () => {
    const result = parseLine(LINE_11002);
    if (!result.ok) throw new Error(result.reason);
    expect(result.idiom).toMatchObject({
      word: '山陬海噬',
      syllables: ['hān', 'zōu', 'hǎi', 'shì'],
      pinyinTruncated: true,
      explanation: '形容遥远偏僻的地方。',
      repairs: ['pinyin-label'],
    });
  });

  it('drops line 27133: its word and 释义 label are both lost', () => {
    expect(parseLine(LINE_27133)).toEqual({ ok: false, reason: 'missing 释义/出处/示例 label' });
  });

  it('splits pinyin on ideographic spaces and stray separators', () => {
    const result = parseLine(FULL_WIDTH_SPACES);
    expect(result.ok && result.idiom.syllables).toEqual(['yǐn', 'háng', 'gāo', 'shēng']);
    expect(splitSyllables('zú chǐ ji?èr')).toEqual(['zú', 'chǐ', 'ji', 'èr']);
    expect(splitSyllables('xuán guī@jì yú')).toEqual(['xuán', 'guī', 'jì', 'yú']);
  });

  it('rejects lines without the labels', () => {
    expect(parseLine('  \r').ok).toBe(false);
    expect(parseLine('画蛇添足 huà shé tiān zú').ok).toBe(false);
  });
});

describe('parseDataFile', () => {
  it('keeps four-Han-character idioms once and reports what it dropped or repaired', () => {
    const text = [
      NORMAL,
      NORMAL.replace('zūn jiǔ', 'zūn　jiǔ'),
      LINE_55,
      LINE_11002,
      LINE_27133,
      ' 坐山观虎斗  拼音：zuò shān guān hǔ dòu释义：比喻。出处：无示例：无\r',
    ].join('\n');
    const report = parseDataFile(text);
    expect(report.idioms.map((idiom) => idiom.word)).toEqual(['樽酒论文', '作舍道旁', '山陬海噬']);
    expect(report.duplicates).toBe(1);
    expect(report.notFourChars).toBe(1);
    expect(report.dropped).toHaveLength(1);
    expect(report.dropped[0]).toMatchObject({ line: 5 });
    expect(report.repaired.map((r) => r.word)).toEqual(['作舍道旁', '山陬海噬']);
  });
});
