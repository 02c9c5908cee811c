import { pinyin } from 'pinyin-pro';
import { describe, expect, it } from 'vitest';
import { testCatalog } from '../../../tests/support/test-app.js';
import { EXTRA_READINGS } from './character-readings.js';
import { toNumberedPinyin } from './pinyin-tones.js';
import { intendedWord } from './reading-corrections.js';

/**
 * Readings of the built catalog (npm run build:catalog). The expected readings below were written
 * from 现代汉语词典 conventions before the rules that produce them: 一 and 不 keep their base tones
 * (yī, bù) as the catalog writes them in 3,000 idioms; polyphones take the reading of their sense.
 */
// 有的放矢 (yǒu dì fàng shǐ) and 一叶扁舟 (yī yè piān zhōu) were on this list but are missing from
// the chengyu package; adding missing idioms is another part of issue 23.
const POLYPHONES: Record<string, string> = {
  差强人意: 'chā qiáng rén yì',
  心广体胖: 'xīn guǎng tǐ pán',
  心宽体胖: 'xīn kuān tǐ pán',
  数见不鲜: 'shuò jiàn bù xiān',
  屡见不鲜: 'lǚ jiàn bù xiān',
  虚与委蛇: 'xū yǔ wēi yí',
  一暴十寒: 'yī pù shí hán',
  一帆风顺: 'yī fān fēng shùn',
  叶落归根: 'yè luò guī gēn',
  约定俗成: 'yuē dìng sú chéng',
  草船借箭: 'cǎo chuán jiè jiàn',
  添砖加瓦: 'tiān zhuān jiā wǎ',
  苍白无力: 'cāng bái wú lì',
  物美价廉: 'wù měi jià lián',
  价廉物美: 'jià lián wù měi',
  一丘之貉: 'yī qiū zhī hé',
  大腹便便: 'dà fù pián pián',
  否极泰来: 'pǐ jí tài lái',
  茅塞顿开: 'máo sè dùn kāi',
  少不更事: 'shào bù gēng shì',
  曲高和寡: 'qǔ gāo hè guǎ',
  强词夺理: 'qiǎng cí duó lǐ',
  令人发指: 'lìng rén fà zhǐ',
  自怨自艾: 'zì yuàn zì yì',
  参差不齐: 'cēn cī bù qí',
  为虎作伥: 'wèi hǔ zuò chāng',
  安步当车: 'ān bù dàng chē',
  乳臭未干: 'rǔ xiù wèi gān',
  大相径庭: 'dà xiāng jìng tíng',
  人才济济: 'rén cái jǐ jǐ',
  追亡逐北: 'zhuī wáng zhú běi',
  鳞次栉比: 'lín cì zhì bǐ',
  好高骛远: 'hào gāo wù yuǎn',
  一语中的: 'yī yǔ zhòng dì',
  众矢之的: 'zhòng shǐ zhī dì',
  供不应求: 'gōng bù yìng qiú',
  深恶痛绝: 'shēn wù tòng jué',
  好逸恶劳: 'hào yì wù láo',
  风尘仆仆: 'fēng chén pú pú',
  前仆后继: 'qián pū hòu jì',
  丢三落四: 'diū sān là sì',
  冠冕堂皇: 'guān miǎn táng huáng',
  弹冠相庆: 'tán guān xiāng qìng',
  不省人事: 'bù xǐng rén shì',
  危如累卵: 'wēi rú lěi luǎn',
  兴高采烈: 'xìng gāo cǎi liè',
  车载斗量: 'chē zài dǒu liáng',
  千载难逢: 'qiān zǎi nán féng',
  数典忘祖: 'shǔ diǎn wàng zǔ',
  手不释卷: 'shǒu bù shì juàn',
  浑身解数: 'hún shēn xiè shù',
  审时度势: 'shěn shí duó shì',
  随声附和: 'suí shēng fù hè',
  异曲同工: 'yì qǔ tóng gōng',
  日薄西山: 'rì bó xī shān',
  呕心沥血: 'ǒu xīn lì xuè',
  装模作样: 'zhuāng mú zuò yàng',
  朝三暮四: 'zhāo sān mù sì',
  如法炮制: 'rú fǎ páo zhì',
  首当其冲: 'shǒu dāng qí chōng',
  没齿不忘: 'mò chǐ bù wàng',
  勾心斗角: 'gōu xīn dòu jiǎo',
  宁缺毋滥: 'nìng quē wú làn',
  自给自足: 'zì jǐ zì zú',
  树碑立传: 'shù bēi lì zhuàn',
};

/** Never used while writing or tuning the rules: checked once, at the end. */
const HELD_OUT: Record<string, string> = {
  博闻强识: 'bó wén qiáng zhì',
  间不容发: 'jiān bù róng fà',
  模棱两可: 'mó léng liǎng kě',
  一哄而散: 'yī hòng ér sàn',
  度德量力: 'duó dé liàng lì',
  量体裁衣: 'liàng tǐ cái yī',
  改朝换代: 'gǎi cháo huàn dài',
  翻江倒海: 'fān jiāng dǎo hǎi',
  屏气凝神: 'bǐng qì níng shén',
  怨声载道: 'yuàn shēng zài dào',
  一唱一和: 'yī chàng yī hè',
  横行霸道: 'héng xíng bà dào',
  舍本逐末: 'shě běn zhú mò',
  退避三舍: 'tuì bì sān shè',
  稍纵即逝: 'shāo zòng jí shì',
};

describe('catalog readings', () => {
  const catalog = testCatalog();

  it.each(Object.entries({ ...POLYPHONES, ...HELD_OUT }))('%s reads %s', (word, reading) => {
    const entry = catalog.get(word);
    expect(entry, word).toBeDefined();
    expect(entry!.pinyin).toBe(reading);
    expect(entry!.characters.map((c) => c.pinyin).join(' ')).toBe(reading);
  });

  it('gives every character a syllable that is one of its readings', () => {
    const readingsOf = (char: string) => {
      const readings = new Set(Object.keys(catalog.characterGloss(char)?.readings ?? {}));
      for (const syllable of pinyin(char, { multiple: true, type: 'array' }))
        readings.add(toNumberedPinyin(syllable));
      for (const extra of EXTRA_READINGS[char] ?? []) readings.add(extra);
      return readings;
    };
    // A light syllable is a property of the word (先生 xiānsheng, 马马虎虎 mǎmahūhū): the catalog
    // writes it where CC-CEDICT's entry for the idiom does, on a reading of the character.
    const isReading = (char: string, syllable: string) => {
      const readings = readingsOf(char);
      const numbered = toNumberedPinyin(syllable);
      return (
        readings.has(numbered) ||
        (numbered.endsWith('5') &&
          [1, 2, 3, 4].some((t) => readings.has(numbered.slice(0, -1) + t)))
      );
    };
    // Word readings 现代汉语词典 gives that no dictionary lists under the character alone.
    const attested = new Set([
      '马马虎虎 虎 hū',
      '半间不界 间 gān',
      '半间不界 界 gà',
      '不间不界 间 gān',
      '不间不界 界 gà',
    ]);
    // A damaged character (踨 for 跼) is checked as the character it stands for.
    const wrong = catalog.entries.flatMap((entry) =>
      entry.characters
        .filter(
          (c, i) =>
            !isReading([...intendedWord(entry.word)][i]!, c.pinyin) &&
            !attested.has(`${entry.word} ${c.char} ${c.pinyin}`),
        )
        .map((c) => `${entry.word} ${c.char} ${c.pinyin}`),
    );
    expect(wrong).toEqual([]);
  });

  it('leaves no reading that differs from pinyin-pro unreviewed', () => {
    // Each is CC-CEDICT's reading of the idiom, a reviewed polyphone, a reading reviewed as right
    // or a correction with its reason (reading-corrections.ts); 250 were unreviewed before.
    expect(catalog.unreviewedReadings).toEqual([]);
  });

  it('reads the corrected polyphones of the reviewed list', () => {
    expect(catalog.get('深中肯綮')?.pinyin).toBe('shēn zhòng kěn qìng');
    expect(catalog.get('惟肖惟妙')?.pinyin).toBe('wéi xiào wéi miào');
    expect(catalog.get('上当学乖')?.pinyin).toBe('shàng dàng xué guāi');
    expect(catalog.get('走为上着')?.pinyin).toBe('zǒu wéi shàng zhāo');
    // Reviewed as right against pinyin-pro: a classical reading.
    expect(catalog.get('乐山乐水')?.pinyin).toBe('yào shān yào shuǐ');
  });

  it('writes 一 and 不 in their base tones', () => {
    const sandhi = catalog.entries.filter((entry) =>
      entry.characters.some(
        (c) => (c.char === '一' && c.pinyin !== 'yī') || (c.char === '不' && c.pinyin !== 'bù'),
      ),
    );
    // 不 fǒu (否) and 一 in a name are the only other readings an idiom may carry.
    expect(sandhi.map((entry) => entry.word).length).toBeLessThan(5);
  });
});
