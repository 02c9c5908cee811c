/**
 * Readings settled by hand, each with its reason (现代汉语词典 conventions; docs/catalog.md,
 * "Readings"). A correction whose idiom is gone from the package simply does nothing.
 */

/** Idioms whose reading is replaced outright. */
export const READING_CORRECTIONS: Readonly<Record<string, { reading: string; reason: string }>> = {
  装模作样: { reading: 'zhuāng mú zuò yàng', reason: '模 is mú in 模样 (装模作样, 一模一样)' },
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

/**
 * Words whose characters were damaged before they reached the package: 乾 "heaven" (qián) was
 * simplified to 干 as if it were 乾 "dry" (gān), and the 拼音 field followed with gàn.
 */
export const WORD_CORRECTIONS: Readonly<Record<string, { word: string; reason: string }>> = {
  昼干夕惕: { word: '昼乾夕惕', reason: '乾乾 "unceasingly diligent" (易·乾), qián' },
  整顿干坤: { word: '整顿乾坤', reason: '乾坤 "heaven and earth", qián' },
  旋转干坤: { word: '旋转乾坤', reason: '乾坤 "heaven and earth", qián' },
  扭转干坤: { word: '扭转乾坤', reason: '乾坤 "heaven and earth", qián' },
  颠倒干坤: { word: '颠倒乾坤', reason: '乾坤 "heaven and earth", qián' },
  兢兢干干: { word: '兢兢乾乾', reason: '乾乾 "unceasingly diligent", qián' },
  干端坤倪: { word: '乾端坤倪', reason: '乾 "heaven" beside 坤 "earth", qián' },
  干干翼翼: { word: '乾乾翼翼', reason: '乾乾 "unceasingly diligent", qián' },
};

/** The idiom's word with damaged characters restored (WORD_CORRECTIONS). */
export function correctWord(word: string): string {
  return WORD_CORRECTIONS[word]?.word ?? word;
}
