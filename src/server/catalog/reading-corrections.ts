/**
 * Readings settled by hand, each with its reason (现代汉语词典 conventions; docs/catalog.md,
 * "Readings"). A correction whose idiom is gone from the package simply does nothing.
 */

const QIAN = '乾 qián "heaven, unceasing"; the field read the simplified 干 as gàn';

/** Idioms whose reading is replaced outright. */
export const READING_CORRECTIONS: Readonly<Record<string, { reading: string; reason: string }>> = {
  昼乾夕惕: { reading: 'zhòu qián xī tì', reason: QIAN },
  整顿乾坤: { reading: 'zhěng dùn qián kūn', reason: QIAN },
  旋转乾坤: { reading: 'xuán zhuǎn qián kūn', reason: QIAN },
  扭转乾坤: { reading: 'niǔ zhuǎn qián kūn', reason: QIAN },
  颠倒乾坤: { reading: 'diān dǎo qián kūn', reason: QIAN },
  兢兢乾乾: { reading: 'jīng jīng qián qián', reason: QIAN },
  乾端坤倪: { reading: 'qián duān kūn ní', reason: QIAN },
  乾乾翼翼: { reading: 'qián qián yì yì', reason: QIAN },
  装模作样: { reading: 'zhuāng mú zuò yàng', reason: '模 is mú in 模样 (装模作样, 一模一样)' },
  不间不界: {
    reading: 'bù gān bù gà',
    reason: '尴尬 written 间界, read gān gà as in 半间不界 (现代汉语词典); the field is right',
  },
  宴安酖毒: { reading: 'yàn ān zhèn dú', reason: '酖 is 鸩 "poison" here, zhèn (宴安鸩毒)' },
  晏安酖毒: { reading: 'yàn ān zhèn dú', reason: '酖 is 鸩 "poison" here, zhèn (宴安鸩毒)' },
  燕安酖毒: { reading: 'yàn ān zhèn dú', reason: '酖 is 鸩 "poison" here, zhèn (宴安鸩毒)' },
  一哄而散: {
    reading: 'yī hòng ér sàn',
    reason: '哄 hòng "uproar, a crowd milling" (起哄); pinyin-pro reads hōng',
  },
};

/**
 * Idioms whose 拼音 field is kept although CC-CEDICT's entry for the idiom reads it otherwise.
 * Everywhere else CC-CEDICT's whole-word reading wins (resolve-reading.ts).
 */
export const CATALOG_READING_RIGHT: Readonly<Record<string, string>> = {
  极深研几: '几 jī "the first faint sign" (几微), not jǐ "how many"',
  杜渐防萌: '渐 jiàn "the gradual beginning" of trouble; jiān is "to soak"',
  转败为胜: '转 zhuǎn "to turn (into)", as in 转危为安',
  箪食壶浆: '食 sì "food" in 箪食 (a basket of rice), the classical reading',
  正人君子: '君子 jūnzǐ in 现代汉语词典; CC-CEDICT writes 子 light',
  淑人君子: '君子 jūnzǐ in 现代汉语词典; CC-CEDICT writes 子 light',
  蒙头转向: '转向 zhuànxiàng "lose one\'s bearings", as in 晕头转向',
  粘皮带骨: '粘 zhān "to stick to" (verb); nián is the adjective "sticky"',
  云窗雾槛: '槛 jiàn "railing" beside the window; kǎn is a threshold',
  处堂燕雀: '处 chǔ "to dwell"; chù is the noun "place"',
  燕雀处堂: '处 chǔ "to dwell"; chù is the noun "place"',
  云泥之差: '差 chā "difference" (差别, 天差地远); chà is "lacking"',
  不足齿数: '数 shǔ "to count, to mention" (不足挂齿)',
  狗血喷头: '现代汉语词典 gǒuxuè-pēntóu: 血 xuè in the written idiom',
  羹藜唅糗: '唅 is a variant of 含 "to hold in the mouth", hán; han1 is no reading of it',
  燕雀相贺: '相 xiāng "each other"; xiàng is "appearance, minister"',
  彼倡此和: '和 hè "to join in singing", as in 一唱一和',
  彼唱此和: '和 hè "to join in singing", as in 一唱一和',
  星星之火: '星星 xīngxīng "a tiny spark" (星星之火，可以燎原); xīngxing is "the stars"',
  半生不熟: '熟 shú in the written idiom (现代汉语词典 bànshēng-bùshú); shóu is colloquial',
  泄露天机: '泄露 xièlòu in 现代汉语词典',
};

// The re-encoding that ate "。后" also turned rare characters into others (跼 → 踨, 矻 → 砽); the
// 拼音 field kept the right reading, which is how the intended character is known.
const DAMAGED: [right: string, wrong: string, reason: string, words: string[]][] = [
  ['跼', '踨', '跼 jú "to stoop"', ['踨天蹐地', '踨高蹐厚', '踨蹐不安', '踨天促地', '蹐地踨天']],
  ['騃', '騣', '騃 ái "foolish"', ['騣女痴儿', '騣女痴男', '騣童钝夫']],
  ['矻', '砽', '矻矻 kūkū "toiling"', ['孜孜砽砽', '孳孳砽砽']],
  ['鮀', '鮠', '祝鮀 Zhu Tuo, the glib minister of 论语·雍也', ['祝鮠之佞']],
  ['轓', '辬', '朱轓 fān "red carriage screens"', ['朱辬皂盖']],
  ['裀', '裵', '重裀 yīn "layered cushions"', ['重裵列鼎']],
  ['徇', '猣', '徇 xùn "to die for"', ['重气猣名']],
  ['曲', '黮', '枕曲 qū "pillowed on yeast"', ['枕黮藉糟']],
  [
    '餗',
    '餸',
    '覆餗 sù "spill the stew" (易·鼎)',
    ['折鼎覆餸', '折足覆餸', '鼎折覆餸', '鼎折餸覆'],
  ],
  ['谷', '穣', '臧谷亡羊 (庄子·骈拇), 谷 gǔ', ['臧穣亡羊']],
  ['酖', '醙', '酖毒 "poison"', ['宴安醙毒', '晏安醙毒', '燕安醙毒']],
  ['碫', '磛', '以碫投卵, 碫 duàn "whetstone" (孙子·势)', ['以磛投卵']],
];

/**
 * Words whose characters were damaged before they reached the package, with the word they stand
 * for: 乾 "heaven" (qián) simplified to 干 as if it were 乾 "dry", 著 zhù written 着, and rare
 * characters the re-encoding turned into others. The catalog keeps the package's word (our content
 * is keyed by it) and reads, glosses and converts the intended one: its 拼音 field, right for the
 * intended word, is checked against the intended characters. Renaming the words is left to a change
 * that moves the content keyed by them.
 */
export const DAMAGED_WORDS: Readonly<Record<string, { intended: string; reason: string }>> = {
  昼干夕惕: { intended: '昼乾夕惕', reason: '乾乾 "unceasingly diligent" (易·乾), qián' },
  整顿干坤: { intended: '整顿乾坤', reason: '乾坤 "heaven and earth", qián' },
  旋转干坤: { intended: '旋转乾坤', reason: '乾坤 "heaven and earth", qián' },
  扭转干坤: { intended: '扭转乾坤', reason: '乾坤 "heaven and earth", qián' },
  颠倒干坤: { intended: '颠倒乾坤', reason: '乾坤 "heaven and earth", qián' },
  兢兢干干: { intended: '兢兢乾乾', reason: '乾乾 "unceasingly diligent", qián' },
  干端坤倪: { intended: '乾端坤倪', reason: '乾 "heaven" beside 坤 "earth", qián' },
  干干翼翼: { intended: '乾乾翼翼', reason: '乾乾 "unceasingly diligent", qián' },
  着书立说: { intended: '著书立说', reason: '著 zhù "to write"; 着 has no reading zhù' },
  威望素着: { intended: '威望素著', reason: '著 zhù "manifest"; 着 has no reading zhù' },
  彰明较着: { intended: '彰明较著', reason: '著 zhù "manifest"; 着 has no reading zhù' },
  以微知着: { intended: '以微知著', reason: '著 zhù "manifest"; 着 has no reading zhù' },
  仰屋着书: { intended: '仰屋著书', reason: '著 zhù "to write"; 着 has no reading zhù' },
  ...Object.fromEntries(
    DAMAGED.flatMap(([right, wrong, reason, words]) =>
      words.map((word) => [word, { intended: word.replaceAll(wrong, right), reason }]),
    ),
  ),
};

/** The word a package word stands for (DAMAGED_WORDS), else the word itself. */
export function intendedWord(word: string): string {
  return DAMAGED_WORDS[word]?.intended ?? word;
}
