import { describe, expect, it } from 'vitest';
import { toNumbered, traditionalOf } from './dictionary.js';
import { cleanGloss, parseEnglish } from './parse-english.js';
import { parseExample } from './parse-example.js';
import { parseSource } from './parse-source.js';
import { toNumberedPinyin } from './pinyin-tones.js';
import { resolveReading } from './resolve-reading.js';

describe('parseSource', () => {
  it('splits era, author, work with its chapter, and the passage ending in a stray ”', () => {
    expect(
      parseSource('明·施耐庵《水浒全传》第一百十回将军功绩已成，威声大震，可以止矣。”'),
    ).toEqual({
      text: '明·施耐庵《水浒全传》第一百十回将军功绩已成，威声大震，可以止矣。”',
      era: '明',
      author: '施耐庵',
      work: '水浒全传·第一百十回',
      passage: '将军功绩已成，威声大震，可以止矣。',
    });
  });

  it('handles a work without author, lead-ins, 卷 sections and several sources', () => {
    expect(
      parseSource('《战国策·齐策二》蛇固无足，子安能为之足？” 明·施耐庵《水浒全传》…”'),
    ).toMatchObject({
      work: '战国策·齐策二',
      passage: '蛇固无足，子安能为之足？',
    });
    expect(parseSource('语出《易·系辞上》引而伸之，触类而长之。”')).toMatchObject({
      work: '易·系辞上',
    });
    expect(parseSource('宋·释道原《景德传灯录》卷十三因风吹火，用力不多。”')).toMatchObject({
      era: '宋',
      author: '释道原',
      work: '景德传灯录·卷十三',
      passage: '因风吹火，用力不多。',
    });
    expect(
      parseSource('南朝宋·刘义庆《世说新语·任诞》王卫军云，酒正自引人着胜地。”'),
    ).toMatchObject({
      era: '南朝宋',
      author: '刘义庆',
    });
    expect(parseSource('叶圣陶《线下集·孤独》待交了春，天气渐见和暖。”')).toMatchObject({
      author: '叶圣陶',
    });
  });

  it('moves compound sections, issues and poem labels out of the passage', () => {
    expect(
      parseSource('元·王实甫《西厢记》第三本第二折望穿他盈盈秋水，蹙损他淡淡春山。”'),
    ).toMatchObject({
      work: '西厢记·第三本第二折',
      passage: '望穿他盈盈秋水，蹙损他淡淡春山。',
    });
    expect(parseSource('《花城》1981年第3期她漂亮，美……”')).toMatchObject({
      work: '花城·1981年第3期',
    });
    expect(parseSource('唐·杜甫《长江》诗之二众流归海意，万国奉君心。”')).toMatchObject({
      work: '长江·诗之二',
      passage: '众流归海意，万国奉君心。',
    });
    expect(parseSource('唐·杜甫《春日忆李白》诗何时一樽酒，重与细论文。”').passage).toBe(
      '何时一樽酒，重与细论文。',
    );
    // Without an author, 诗云 is the passage quoting the Book of Songs.
    expect(parseSource('《孟子·梁惠王上》诗云他人有心，予忖度之。”').passage).toBe(
      '诗云他人有心，予忖度之。',
    );
  });

  it('keeps text without a 《work》 as text only', () => {
    expect(parseSource('鲁迅语')).toEqual({ text: '鲁迅语' });
  });
});

describe('parseExample', () => {
  it('expands ～ to the idiom and splits the ★ credit', () => {
    expect(
      parseExample('连年客里度初度，～第一遭。★陈世宜《上巳社集是日值余初度》诗', '樽酒论文'),
    ).toEqual({
      text: '连年客里度初度，樽酒论文第一遭。',
      credit: '陈世宜《上巳社集是日值余初度》诗',
    });
    expect(parseExample('巴黎和谈，国人皆～。', '引以为耻')).toEqual({
      text: '巴黎和谈，国人皆引以为耻。',
    });
  });

  it('takes a bracketed credit when there is no ★', () => {
    expect(parseExample('～，死待来命。（明·罗贯中《三国演义》）', '书不尽言')).toEqual({
      text: '书不尽言，死待来命。',
      credit: '明·罗贯中《三国演义》',
    });
  });
});

describe('parseEnglish', () => {
  it('keeps the literal part apart from the figurative senses', () => {
    expect(
      parseEnglish([
        'lit. draw legs on a snake (idiom); fig. to ruin the effect by adding sth superfluous',
        'to overdo it',
      ]),
    ).toEqual({
      literal: 'draw legs on a snake',
      senses: ['to ruin the effect by adding something superfluous', 'to overdo it'],
    });
  });

  it('drops variant cross-references and CC-CEDICT pinyin brackets', () => {
    expect(parseEnglish(['variant of 臥薪嘗膽|卧薪尝胆[wo4 xin1 chang2 dan3]'])).toBeUndefined();
    expect(cleanGloss('like King Goujian of Yue 勾踐|勾践[Gou1 jian4] (idiom)')).toBe(
      'like King Goujian of Yue 勾践',
    );
    expect(parseEnglish(['(idiom) to act as circumstances dictate'])).toEqual({
      senses: ['to act as circumstances dictate'],
    });
  });
});

describe('pinyin', () => {
  it('converts between tone marks and CC-CEDICT numbers', () => {
    expect(toNumbered('huà')).toBe('hua4');
    expect(toNumberedPinyin('huà')).toBe('hua4');
    expect(toNumberedPinyin('lǜ')).toBe('lu:4');
    expect(toNumberedPinyin('de')).toBe('de5');
  });

  it('prefers the 拼音 field and falls back to CC-CEDICT or pinyin-pro only when it is damaged', () => {
    expect(resolveReading('一日之长', ['yī', 'rì', 'zhī', 'zhǎng'], false)).toMatchObject({
      syllables: ['yī', 'rì', 'zhī', 'zhǎng'],
      rule: 'field',
    });
    expect(resolveReading('山陬海噬', ['hān', 'zōu', 'hǎi', 'shì'], true)).toMatchObject({
      syllables: ['shān', 'zōu', 'hǎi', 'shì'],
      rule: 'fallback',
    });
    expect(resolveReading('改行自新', ['gǎi', 'xíng', 'zìxīn'], false).syllables).toEqual([
      'gǎi',
      'xíng',
      'zì',
      'xīn',
    ]);
  });

  it('repairs syllables that are no reading of their character, and scrambled fields', () => {
    expect(resolveReading('苍白无力', ['āng', 'bái', 'búi', 'lì'], false)).toMatchObject({
      syllables: ['cāng', 'bái', 'wú', 'lì'],
      rule: 'repaired',
    });
    expect(resolveReading('坐视不救', ['zuò', 'shī', 'bù', 'jiù'], false).syllables).toEqual([
      'zuò',
      'shì',
      'bù',
      'jiù',
    ]);
    expect(resolveReading('物美价廉', ['jià', 'lián', 'wù', 'měi'], false)).toMatchObject({
      syllables: ['wù', 'měi', 'jià', 'lián'],
      rule: 'reordered',
    });
  });

  it('writes 一/不 in base tones and lets CC-CEDICT win unless the field is listed as right', () => {
    expect(resolveReading('一丝不苟', ['yì', 'sī', 'bù', 'gǒu'], false)).toMatchObject({
      syllables: ['yī', 'sī', 'bù', 'gǒu'],
      rule: 'sandhi',
    });
    expect(resolveReading('富商巨贾', ['fù', 'shāng', 'jù', 'jiǎ'], false)).toMatchObject({
      syllables: ['fù', 'shāng', 'jù', 'gǔ'],
      rule: 'cedict',
    });
    expect(resolveReading('彼唱此和', ['bǐ', 'chàng', 'cǐ', 'hè'], false)).toMatchObject({
      syllables: ['bǐ', 'chàng', 'cǐ', 'hè'],
      keptAgainstCedict: true,
    });
  });

  it('gives the traditional form by OpenCC cn → tw, with reviewed corrections', () => {
    expect(traditionalOf('画蛇添足')).toBe('畫蛇添足');
    expect(traditionalOf('樽酒论文')).toBe('樽酒論文');
    expect(traditionalOf('雾里看花')).toBe('霧裡看花');
    expect(traditionalOf('周而复始')).toBe('周而復始');
    expect(traditionalOf('咸与维新')).toBe('咸與維新');
  });
});
