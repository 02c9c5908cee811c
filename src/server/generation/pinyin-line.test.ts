import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app.js';
import { pinyinLine, sentenceSyllables } from './pinyin-line.js';

/**
 * Real example lines of content/lessons/*.jsonl and the reading of every 地 and 得 in them, in
 * order, written from 现代汉语词典 (记得 jì·de, 懂得 dǒng·de: the light syllable is written "de")
 * before the rule that reads them.
 */
const LINES: [word: string, zh: string, readings: string[]][] = [
  ['心平气和', '被批评时，他也能心平气和地接受。', ['de']],
  ['焦头烂额', '装修加上搬家，把我们弄得焦头烂额。', ['de']],
  ['重见天日', '这批文物在地下埋了两千年，如今重见天日。', ['dì']],
  ['理直气壮', '他明明迟到了，还理直气壮地怪堵车。', ['de']],
  ['沉默寡言', '自从那件事以后，她变得沉默寡言了。', ['de']],
  ['无所事事', '假期太长，我反而觉得无所事事，有点无聊。', ['de']],
  ['彻头彻尾', '那次演出彻头彻尾地失败了。', ['de']],
  ['下落不明', '地震发生后，仍有十人下落不明。', ['dì']],
  ['万水千山', '他们历经万水千山，终于到达了目的地。', ['dì']],
  ['不得而知', '这幅画的作者是谁，已经不得而知了。', ['dé']],
  ['时时刻刻', '妈妈时时刻刻都在担心在外地上学的我。', ['dì']],
  ['淋漓尽致', '这位演员把人物的矛盾心理表现得淋漓尽致。', ['de']],
  ['天衣无缝', '两位演员配合得天衣无缝，观众掌声不断。', ['de']],
  ['老马识途', '新项目遇到难题，还得请老马识途的王工来指导。', ['děi']],
  ['一丝不苟', '他对每个零件都一丝不苟地检查。', ['de']],
  ['衣食住行', '刚到国外留学，衣食住行样样都得自己操心。', ['děi']],
  ['高谈阔论', '光会高谈阔论不行，得拿出实际行动。', ['děi']],
  ['远见卓识', '正是创始人的远见卓识，让公司在行业转型中抢得先机。', ['dé']],
  ['一举两得', '在国外实习既能积累经验又能提高英语，一举两得。', ['dé']],
  ['索然无味', '这部电影情节太老套，看得我索然无味。', ['de']],
  ['忘乎所以', '他喝了几杯酒，高兴得忘乎所以，在台上唱了起来。', ['de']],
  ['梁上君子', '小区最近来了梁上君子，大家晚上记得锁好门窗。', ['de']],
  ['天罗地网', '警方布下天罗地网，逃犯很快就落网了。', ['dì']],
  ['潜移默化', '父母的言行会潜移默化地影响孩子。', ['de']],
];

/** Never used while writing or tuning the rule: checked once, at the end. */
const HELD_OUT: typeof LINES = [
  ['万般无奈', '房租涨得太厉害，万般无奈之下，我们只好搬家了。', ['de']],
  ['不亦乐乎', '快过年了，妈妈忙得不亦乐乎。', ['de']],
  ['眼花缭乱', '商场里的商品多得让人眼花缭乱。', ['de']],
  ['因材施教', '好老师懂得因材施教，不会用一个标准要求所有学生。', ['de']],
  ['掷地有声', '市长掷地有声地承诺，年底前一定修好这条路。', ['dì', 'de']],
  ['满不在乎', '医生让他戒烟，他满不在乎地笑了笑。', ['de']],
  ['动手动脚', '如果有人在地铁上对你动手动脚，一定要大声制止。', ['dì']],
  ['举足轻重', '这个小国在地区和平中发挥着举足轻重的作用。', ['dì']],
  ['安身立命', '在大城市里找到安身立命的地方并不容易。', ['dì']],
];

describe('pinyinLine', () => {
  const catalog = testCatalog();

  it.each([...LINES, ...HELD_OUT])('%s: %s', (word, zh, readings) => {
    const syllables = sentenceSyllables(zh, catalog.get(word)!);
    const chars = [...zh];
    expect(syllables).toHaveLength(chars.length);
    const read = chars.flatMap((char, i) => (char === '地' || char === '得' ? [syllables[i]] : []));
    expect(read).toEqual(readings);
  });

  it('reads 死心塌地地 as the idiom, then the adverb marker', () => {
    const entry = catalog.get('死心塌地')!;
    expect(pinyinLine('他死心塌地地跟着老师学。', entry)).toContain('sǐ xīn tā dì de');
  });

  it('glues punctuation to the syllable before it', () => {
    const entry = catalog.get('画蛇添足')!;
    expect(pinyinLine('别画蛇添足了。', entry)).toBe('bié huà shé tiān zú le。');
  });
});
