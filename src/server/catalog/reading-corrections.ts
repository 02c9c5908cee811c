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
 * characters the re-encoding turned into others. headword-corrections.ts renames each to the word
 * it stands for (the old spelling still finds it); its 拼音 field, right for the intended word, is
 * checked against the intended characters.
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

/**
 * Polyphones the 拼音 field reads in the wrong sense, found by reviewing where it disagrees with
 * pinyin-pro (grouped by character and reading, largest groups first): the character, its reading
 * in these idioms, why, and the idioms.
 */
export const POLYPHONE_FIXES: readonly [
  char: string,
  reading: string,
  reason: string,
  words: string[],
][] = [
  [
    '冠',
    'guān',
    '冠 guān "cap"; guàn is "to be first, to put on a cap"',
    [
      '植发冲冠',
      '植发穿冠',
      '正冠纳履',
      '整冠纳履',
      '衣冠礼乐',
      '堂皇冠冕',
      '披发缨冠',
      '沐猴衣冠',
      '黄冠草服',
      '黄冠野服',
      '发怒冲冠',
      '发上冲冠',
      '发上指冠',
      '倒冠落珮',
      '冲冠发怒',
      '冲冠怒发',
    ],
  ],
  [
    '折',
    'zhé',
    '折 zhé "to bend, to break off, to rebuke"; shé is "to snap, to lose money"',
    [
      '折腰五斗',
      '推枯折腐',
      '千磨百折',
      '攀花折柳',
      '面折廷诤',
      '面折庭争',
      '拉枯折朽',
      '将功折过',
      '桂折一枝',
    ],
  ],
  [
    '干',
    'gān',
    '干 gān "dry" (乾), "shield", "to seek, to reach"; gàn is "to do"',
    [
      '枕干之雠',
      '偎干就湿',
      '煨干避湿',
      '煨干就湿',
      '水米无干',
      '寝苫枕干',
      '口干舌焦',
      '焦唇干舌',
      '沽名干誉',
      '干戈载戢',
      '干霄蔽日',
      '灯尽油干',
    ],
  ],
  [
    '舍',
    'shè',
    '舍 shè "house, lodging"; shě is "to give up"',
    ['作舍道边', '作舍道旁', '问舍求田', '神不收舍', '谋道作舍', '东家西舍', '打家截舍'],
  ],
  [
    '应',
    'yìng',
    '应 yìng "to answer, to respond"; yīng is "ought to"',
    [
      '心不应口',
      '闻风响应',
      '遂心应手',
      '顺天应时',
      '鸣鹤之应',
      '泛应曲当',
      '得手应心',
      '此呼彼应',
      '此动彼应',
      '鳌鸣鳖应',
    ],
  ],
  [
    '切',
    'qiè',
    '切 qiè "close, earnest, urgent"; qiē is "to cut"',
    [
      '直言切谏',
      '一切万物',
      '望闻问切',
      '深切着白',
      '深切着明',
      '情凄意切',
      '切理会心',
      '切理厌心',
      '切身体会',
      '饥冻交切',
      '饥寒交切',
      '嗔目切齿',
    ],
  ],
  [
    '阙',
    'quē',
    '阙 quē "gap, fault" (缺); què is "palace gate"',
    ['守阙抱残', '阙一不可', '人多阙少', '弥缝其阙', '攻过箴阙'],
  ],
  [
    '调',
    'tiáo',
    '调 tiáo "to tune, to tease"; diào is "to move, a tune"',
    ['品竹调弦', '弄管调弦', '调弦品竹', '调嘴调舌'],
  ],
  [
    '遂',
    'suì',
    '遂 suì "to follow through, to succeed"; suí only in 半身不遂',
    [
      '文过遂非',
      '遂非文过',
      '遂迷不竝',
      '遂迷不寤',
      '遂迷忘反',
      '遂心快意',
      '饰非遂过',
      '快心遂意',
      '径行直遂',
      '功遂身退',
    ],
  ],
  [
    '宿',
    'sù',
    '宿 sù "to lodge"; xiǔ counts nights',
    [
      '宿水飡风',
      '宿水餐风',
      '宿雨餐风',
      '霜行草宿',
      '水宿风餐',
      '水宿山行',
      '山行海宿',
      '栖风宿雨',
    ],
  ],
  [
    '曲',
    'qū',
    '曲 qū "bent, crooked"; qǔ is "song"',
    ['羊肠九曲', '委曲成全', '枉曲直凑', '曲意承迎', '曲意奉迎', '曲意迎合'],
  ],
  [
    '弹',
    'tán',
    '弹 tán "to pluck, to flick"; dàn is "pellet"',
    ['千载一弹', '弄竹弹丝', '冯髈弹铗', '冯生弹铗', '吹竹弹丝'],
  ],
  [
    '抹',
    'mǒ',
    '抹 mǒ "to smear, to wipe out"; mò is "to go round"',
    ['一笔抹摋', '浓妆淡抹', '浓装艳抹', '东抹西涂', '淡妆轻抹'],
  ],
  [
    '横',
    'héng',
    '横征暴敛 héng (现代汉语词典); hèng is "unexpected, unruly"',
    ['横科暴敛', '横征暴赋', '横征苛敛', '横征苛役'],
  ],
  [
    '量',
    'liáng',
    '量 liáng "to measure, to weigh"; liàng is "capacity, to estimate"',
    ['铢铢校量', '胡思乱量', '衡石量书', '量凿正枘'],
  ],
  ['载', 'zǎi', '载 zǎi "year"; zài is "to carry, to fill"', ['万载千秋', '三年五载', '千载一合']],
  ['处', 'chù', '处 chù "place"; chǔ is "to dwell, to handle"', ['头足异处', '首足异处']],
  ['好', 'hǎo', '好 hǎo "good, friendship"; hào is "to like"', ['年谊世好', '君子好逑']],
  ['豁', 'huō', '豁 huō "a gap" (齿豁); huò is "open, clear"', ['头童齿豁', '发秃齿豁']],
  ['将', 'jiāng', '干将 Gānjiāng, the swordsmith', ['干将莫邪']],
  ['相', 'xiàng', '将相 "generals and ministers", xiàng', ['出入将相']],
  ['行', 'háng', '行 háng "a line (of text)"', ['五行俱下']],
  ['长', 'cháng', '长 cháng "long-lasting" rain', ['阑风长雨']],
  [
    '薄',
    'bó',
    '轻薄 qīngbó, 薄情 bóqíng, 薄技 bójì (现代汉语词典)',
    ['轻薄无礼', '轻薄无行', '轻薄无知', '雕虫薄技', '薄情无义'],
  ],
  ['咽', 'yàn', '咽 yàn "to swallow"', ['狼飡虎咽', '吞言咽理']],
  [
    '蠡',
    'lí',
    '蠡 lí "a gourd ladle" (以蠡测海)',
    ['以蠡测海', '蠡测管窥', '蠡酌管窥', '管窥蠡测'],
  ],
  ['了', 'liǎo', '了 liǎo "to finish, clear"', ['一笑了事', '一见了然', '了然无闻', '了身脱命']],
  ['脉', 'mò', '脉脉 mòmò "gazing tenderly"', ['脉脉相通', '关情脉脉']],
  ['格', 'gé', '格格 gégé (格格不入)', ['格格不纳', '格格不吐']],
  ['辟', 'pì', '鞭辟入里 biānpì (现代汉语词典)', ['鞭辟近里', '鞭辟向里', '鞭辟着里']],
  ['缝', 'fèng', '缝 fèng "a crack, a seam"', ['钻天觅缝', '无缝天衣']],
  ['拽', 'zhuài', '拽 zhuài "to drag"', ['拽布拖麻', '生拖死拽', '横拖倒拽']],
  ['难', 'nàn', '灾难 zāinàn', ['灾难深重']],
  ['重', 'chóng', '重 chóng "again"', ['破镜重合', '旧事重提']],
  ['絫', 'lěi', '絫 is 累 lěi "to pile up" (累足, 连篇累牍)', ['胁肩絫足', '连篇絫牍', '连篇絫幅']],
  ['塞', 'sài', '塞 sài "frontier"', ['塞北江南', '塞上江南']],
  ['少', 'shào', '少 shào "young"', ['少年老诚', '妻儿老少', '翩翩年少']],
  ['场', 'chǎng', '场 chǎng "a stage, a show"', ['矮人观场', '矮子观场']],
  ['钻', 'zuān', '钻 zuān "to pierce, to bore"', ['钻心刺骨', '刁钻促狭']],
  ['渟', 'tíng', '渟 tíng "still water"', ['岳镇渊渟', '川渟岳峙']],
  ['挟', 'xié', '挟 xié "to hold, to coerce" (现代汉语词典)', ['挟势弄权', '挟主行令']],
  ['钉', 'dīng', '钉 dīng "a nail" (斩钉截铁)', ['截铁斩钉']],
  ['斗', 'dǒu', '五斗 "five pecks" of rice, a petty salary (陶渊明)', ['折腰五斗']],
];

const polyphoneFixes = new Map<string, { char: string; reading: string }[]>();
for (const [char, reading, , words] of POLYPHONE_FIXES)
  for (const word of words)
    polyphoneFixes.set(word, [...(polyphoneFixes.get(word) ?? []), { char, reading }]);

/** The syllables with POLYPHONE_FIXES applied; undefined when none applies to the word. */
export function fixPolyphones(word: string, syllables: readonly string[]): string[] | undefined {
  const fixes = polyphoneFixes.get(word);
  if (!fixes) return undefined;
  const chars = [...word];
  return syllables.map(
    (syllable, i) => fixes.find((f) => f.char === chars[i])?.reading ?? syllable,
  );
}

/**
 * Polyphone readings of the 拼音 field reviewed where pinyin-pro reads otherwise and found right
 * in the idioms that use them (after POLYPHONE_FIXES): pinyin-pro picks the reading of the modern
 * word. A disagreement whose every differing syllable is listed here is "catalog right".
 */
export const REVIEWED_POLYPHONES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  为: { wéi: 'to do, to act as, to be (作歹为非, 转败为胜)' },
  朝: { zhāo: 'morning, a day (一朝一夕, 月夕花朝)' },
  重: { chóng: 'layered, again (重岩叠嶂, 重床叠屋)', zhòng: 'weighty (言重九鼎)' },
  斗: { dǒu: 'the Dipper, a peck (星斗, 斗酒)' },
  累: { lěi: 'to pile up (铢积寸累, 累卵)' },
  倒: { dào: 'upside down, to pour (倒置, 倒悬)' },
  处: { chǔ: 'to dwell, to handle (燕雀处堂, 穴处)' },
  舍: { shě: 'to give up (舍本逐末, 舍生取义)' },
  还: { huán: 'to return (珠还合浦, 返老还童)' },
  发: { fà: 'hair (千钧一发, 擢发难数)', fā: 'to send out, to open (发冢)' },
  阿: { ē: 'to flatter; 太阿 the sword (刚正不阿)' },
  靡: { mǐ: 'to bend down; none (至死靡它, 靡靡之音)' },
  冠: { guàn: 'to be first (冠绝一时, 褎然冠首)' },
  折: { shé: 'to snap, to lose money (栋折榱崩, 折本)' },
  好: { hào: 'to like (好古, 好施)' },
  阙: { què: 'palace gate (魏阙, 贝阙)' },
  调: { diào: 'to move troops, a tune (调兵, 老调)' },
  干: { gàn: 'to do, to manage (洗手不干, 干父之蛊)' },
  攒: { cuán: 'to gather (攒聚, 万箭攒心)' },
  切: { qiē: 'to cut, to rub (斩钉切铁, 切磋)' },
  载: { zài: 'to carry, to fill, and (载歌载舞, 怨声载道)' },
  爪: { zhǎo: 'claw, in the written idiom (雪泥鸿爪)' },
  更: { gēng: 'night watch, to change (更阑, 更张)' },
  薄: { bó: 'thin, slight, to look down on (薄技, 厚今薄古)' },
  剥: { bō: 'to peel, in the written idiom (剥茧抽丝)' },
  应: { yīng: 'ought to, all (罪应万死, 一应俱全)' },
  量: { liàng: 'to estimate, capacity (量才, 量力)' },
  曲: { qū: 'bent, a village (乡曲, 诘曲)' },
  当: { dàng: 'proper, to treat as (了当, 当耳边风)' },
  衣: { yì: 'to wear (衣锦还乡, 衣被群生)' },
  椎: { chuí: 'a mallet, to beat (椎心泣血)' },
  将: { jiàng: 'general (拜将, 斩将)' },
  遂: { suí: '半身不遂 only' },
  豁: { huò: 'open, clear (豁然开朗)' },
  子: { zǐ: 'full tone where CC-CEDICT has no entry for the idiom' },
  明: { míng: 'full tone where CC-CEDICT has no entry for the idiom' },
  钻: { zuān: 'to bore into (钻研, 钻天入地)' },
  抹: { mò: 'to go round (拐弯抹角)' },
  难: { nàn: 'disaster, to question (临难, 问难)', nán: 'hard (尾大难掉)' },
  长: { zhǎng: 'to grow, elder (马齿徒长, 长幼)', cháng: 'merit, long (说短道长)' },
  弹: { dàn: 'pellet, bullet (弹尽援绝)' },
  毂: { gǔ: 'wheel hub (毂击肩摩)' },
  了: { liǎo: 'to finish, clear (一了百当)' },
  没: { mò: 'to sink, to end (没齿不忘)' },
  差: { chā: 'difference (差之毫厘, 一毫不差)' },
  恶: { wù: 'to hate (深恶痛绝)' },
  强: { qiǎng: 'to force (强人所难)' },
  横: { hèng: 'unexpected, unruly (横祸, 横无忌惮)' },
  数: { shǔ: 'to count, to list (数黑论白)' },
  中: { zhòng: 'to hit (正中下怀)' },
  号: { háo: 'to wail (神号鬼哭)' },
  相: { xiāng: 'each other (额手相庆)', xiàng: 'appearance (皮相之见, 金相玉质)' },
  削: { xuē: 'to pare, in the written idiom (削足适履)' },
  蹊: { xī: 'path (蹊径)' },
  扇: { shān: 'to fan (扇枕温席)' },
  卷: { juǎn: 'to roll up (卷土重来)' },
  咀: { jǔ: 'to chew (含英咀华)' },
  被: { pī: 'to wear (被发, 被坚执锐)' },
  参: { shēn: 'the Orion asterism (参商, 参横斗转)' },
  否: { pǐ: 'adversity (否极泰来)' },
  磅: { páng: '磅礴 pángbó "majestic"' },
  琶: { pá: 'full tone where CC-CEDICT has no entry for the idiom' },
  镫: { dèng: 'stirrup' },
  给: { jǐ: 'to supply (日不暇给)' },
  行: { xíng: 'to go, to act (一言一行)', háng: 'a line, a trade (一目数行)' },
  著: { zhuó: 'to attach, to apply (画蛇著足)' },
  着: { zhuó: 'to touch, clothing (大处着墨)', zháo: 'to hit, to feel (知疼着痒)' },
  唯: { wěi: '唯唯 wěiwěi "yes, yes"' },
  省: { xǐng: 'to examine oneself (三省吾身)' },
  闷: { mèn: 'gloom' },
  率: { shuài: 'all, to lead (率土之滨)' },
  騃: { ái: 'foolish' },
  柚: { zhóu: 'the loom roller (杼柚)' },
  的: { dì: 'target (一言中的)' },
  占: { zhān: 'to divine (三占从二)' },
  谩: { mán: 'to deceive' },
  兴: { xìng: 'mood, interest (逸兴)' },
  华: { huā: 'flower (昙华)' },
  和: { hè: 'to join in singing (一倡百和)' },
  酖: { zhèn: 'poison (= 鸩)' },
  呴: { xǔ: 'to breathe on (相呴以湿)' },
  都: { dū: 'capital (通都大邑)' },
  揣: { chuǎi: 'to estimate' },
  分: { fèn: "one's lot (安常守分)" },
  塞: { sè: 'to block, in the written idiom (塞责, 茅塞)', sài: 'frontier (塞翁失马)' },
  泥: { nì: 'to stick to (泥古)' },
  夹: { jiā: 'to soak through (汗流夹背)' },
  景: { yǐng: 'shadow (= 影)' },
  度: { duó: 'to estimate (度德量力)' },
  扛: { gāng: 'to lift with both hands (力能扛鼎)' },
  楞: { lèng: 'dazed' },
  覃: { tán: 'deep (覃思)' },
  敦: { duì: 'a grain vessel (玉敦)' },
  坏: { pī: 'a wall of earth (凿坏而遁)' },
  粘: { zhān: 'to stick to' },
  缊: { yùn: 'hemp floss' },
  荷: { hè: 'to carry on the shoulder (荷戈)' },
  虺: { huǐ: 'a viper' },
  脯: { fǔ: 'dried meat' },
  系: { jì: 'to tie (系鱼, 系足)' },
  螫: { zhē: 'to sting' },
};
