import type { DailyIdiom } from '../../../../shared/schemas/idiom';

type Entry = Omit<DailyIdiom, 'date'>;

/**
 * The built-in daily idioms used when the API cannot be reached (SPEC §7, §9). Well-known idioms
 * with their classical stories, so the fallback is still worth reading.
 */
export const FALLBACK_IDIOMS: readonly Entry[] = [
  {
    word: '画蛇添足',
    pinyin: 'huà shé tiān zú',
    explanation: 'To draw a snake and add feet: to spoil something by doing more than is needed.',
    story: 'In the state of Chu, servants shared one flask of wine: whoever first drew a snake could drink it. The fastest finished, then, flask in hand, began adding feet. Another finished, took the wine and said: "Snakes have no feet." (Strategies of the Warring States)',
    usage: { example: '这篇文章已经很好了，再加这一段就是画蛇添足。' },
    characters: [
      { char: '画', pinyin: 'huà', meaning: 'to draw' },
      { char: '蛇', pinyin: 'shé', meaning: 'snake' },
      { char: '添', pinyin: 'tiān', meaning: 'to add' },
      { char: '足', pinyin: 'zú', meaning: 'feet' },
    ],
  },
  {
    word: '守株待兔',
    pinyin: 'shǒu zhū dài tù',
    explanation: 'To guard a tree stump waiting for hares: to rely on luck instead of effort.',
    story: 'A farmer of Song saw a hare run into a tree stump and break its neck. He left his plough and waited by the stump for another hare. None came, his fields went to ruin, and all of Song laughed at him. (Han Feizi, "The Five Vermin")',
    usage: { example: '找工作要主动出击，不能守株待兔。' },
    characters: [
      { char: '守', pinyin: 'shǒu', meaning: 'to guard, keep watch' },
      { char: '株', pinyin: 'zhū', meaning: 'tree stump' },
      { char: '待', pinyin: 'dài', meaning: 'to wait for' },
      { char: '兔', pinyin: 'tù', meaning: 'hare' },
    ],
  },
  {
    word: '亡羊补牢',
    pinyin: 'wáng yáng bǔ láo',
    explanation: 'To mend the pen after a sheep is lost: it is never too late to put things right.',
    story: 'Zhuang Xin warned King Xiang of Chu about his court, and was ignored until Qin took the capital. Called back, he said: "Looking for the dog after seeing the hare is not too late; mending the pen after losing a sheep is not too late." (Strategies of the Warring States)',
    usage: { example: '这次考试没考好，亡羊补牢，现在开始努力还来得及。' },
    characters: [
      { char: '亡', pinyin: 'wáng', meaning: 'to lose' },
      { char: '羊', pinyin: 'yáng', meaning: 'sheep' },
      { char: '补', pinyin: 'bǔ', meaning: 'to mend' },
      { char: '牢', pinyin: 'láo', meaning: 'pen, fold' },
    ],
  },
  {
    word: '对牛弹琴',
    pinyin: 'duì niú tán qín',
    explanation: 'To play the zither to a cow: to speak to an audience that cannot understand.',
    story: 'The musician Gongming Yi played a refined tune for an ox, which went on grazing. When he imitated the hum of mosquitoes and the cry of a lost calf, the ox pricked up its ears and swished its tail. (Mou Rong, "Resolving Doubts")',
    usage: { example: '跟他讲这些专业术语简直是对牛弹琴。' },
    characters: [
      { char: '对', pinyin: 'duì', meaning: 'facing, to' },
      { char: '牛', pinyin: 'niú', meaning: 'ox, cow' },
      { char: '弹', pinyin: 'tán', meaning: 'to pluck, play' },
      { char: '琴', pinyin: 'qín', meaning: 'zither' },
    ],
  },
  {
    word: '井底之蛙',
    pinyin: 'jǐng dǐ zhī wā',
    explanation: 'A frog at the bottom of a well: someone whose view of the world is narrow.',
    story: 'A frog in a shallow well boasted to a great turtle of the Eastern Sea about his splendid home. The turtle told him of a sea that floods and droughts never change, and the frog was dumbfounded. (Zhuangzi, "Autumn Floods")',
    usage: { example: '多出去看看世界，别做井底之蛙。' },
    characters: [
      { char: '井', pinyin: 'jǐng', meaning: 'well' },
      { char: '底', pinyin: 'dǐ', meaning: 'bottom' },
      { char: '之', pinyin: 'zhī', meaning: 'of (particle)' },
      { char: '蛙', pinyin: 'wā', meaning: 'frog' },
    ],
  },
  {
    word: '卧薪尝胆',
    pinyin: 'wò xīn cháng dǎn',
    explanation: 'To sleep on brushwood and taste gall: to endure hardship while working towards a goal.',
    story: 'Defeated by Wu, King Goujian of Yue slept on brushwood and tasted bitter gall before meals so he would never forget his humiliation. After years of rebuilding he conquered Wu. (Records of the Grand Historian)',
    usage: { example: '他卧薪尝胆十年，终于把公司做了起来。' },
    characters: [
      { char: '卧', pinyin: 'wò', meaning: 'to lie down' },
      { char: '薪', pinyin: 'xīn', meaning: 'firewood, brushwood' },
      { char: '尝', pinyin: 'cháng', meaning: 'to taste' },
      { char: '胆', pinyin: 'dǎn', meaning: 'gall bladder' },
    ],
  },
  {
    word: '塞翁失马',
    pinyin: 'sài wēng shī mǎ',
    explanation: 'The old man on the frontier loses his horse: a misfortune may turn out to be a blessing.',
    story: 'An old man on the frontier lost his horse; it came back leading a fine steed. His son broke a leg riding it, and so was spared when the young men were sent to war. Fortune and misfortune turn into each other. (Huainanzi)',
    usage: { example: '塞翁失马，焉知非福，这次落选也许是好事。' },
    characters: [
      { char: '塞', pinyin: 'sài', meaning: 'frontier' },
      { char: '翁', pinyin: 'wēng', meaning: 'old man' },
      { char: '失', pinyin: 'shī', meaning: 'to lose' },
      { char: '马', pinyin: 'mǎ', meaning: 'horse' },
    ],
  },
  {
    word: '杯弓蛇影',
    pinyin: 'bēi gōng shé yǐng',
    explanation: 'Mistaking the reflection of a bow in a cup for a snake: being frightened by imagined dangers.',
    story: 'A guest of Yue Guang saw a snake in his wine, drank anyway, and fell ill with fear. Yue Guang seated him in the same place and showed him the bow on the wall reflected in the cup; the guest recovered at once. (Book of Jin)',
    usage: { example: '别杯弓蛇影了，那只是风吹窗户的声音。' },
    characters: [
      { char: '杯', pinyin: 'bēi', meaning: 'cup' },
      { char: '弓', pinyin: 'gōng', meaning: 'bow' },
      { char: '蛇', pinyin: 'shé', meaning: 'snake' },
      { char: '影', pinyin: 'yǐng', meaning: 'shadow, reflection' },
    ],
  },
  {
    word: '破釜沉舟',
    pinyin: 'pò fǔ chén zhōu',
    explanation: 'To break the cooking pots and sink the boats: to commit fully, leaving no way back.',
    story: 'Crossing the river to relieve Julu, Xiang Yu had his men sink the boats, smash the cooking pots and carry only three days of rations. With no retreat possible, they defeated the far larger Qin army. (Records of the Grand Historian)',
    usage: { example: '他破釜沉舟，辞掉工作专心写书。' },
    characters: [
      { char: '破', pinyin: 'pò', meaning: 'to break' },
      { char: '釜', pinyin: 'fǔ', meaning: 'cooking pot' },
      { char: '沉', pinyin: 'chén', meaning: 'to sink' },
      { char: '舟', pinyin: 'zhōu', meaning: 'boat' },
    ],
  },
  {
    word: '一鸣惊人',
    pinyin: 'yì míng jīng rén',
    explanation: 'To astonish everyone with a single cry: to achieve sudden success after obscurity.',
    story: 'King Wei of Qi spent three years in idle pleasure. Asked in a riddle about a bird that neither flew nor sang, he replied: "Once it flies it will soar to the sky; once it sings it will astonish everyone" — and set about reforming his state. (Records of the Grand Historian)',
    usage: { example: '这位新导演的第一部电影就一鸣惊人。' },
    characters: [
      { char: '一', pinyin: 'yì', meaning: 'one, once' },
      { char: '鸣', pinyin: 'míng', meaning: 'to cry (of a bird)' },
      { char: '惊', pinyin: 'jīng', meaning: 'to startle' },
      { char: '人', pinyin: 'rén', meaning: 'people' },
    ],
  },
];

/** SPEC §9: index = digit sum of the date (YYYY-MM-DD, UTC like the server) modulo the list length. */
export function fallbackIndex(date: Date, length: number): number {
  const digits = date.toISOString().slice(0, 10).replace(/\D/g, '');
  const sum = [...digits].reduce((total, d) => total + Number(d), 0);
  return sum % length;
}

export function fallbackIdiom(date = new Date()): DailyIdiom {
  const entry = FALLBACK_IDIOMS[fallbackIndex(date, FALLBACK_IDIOMS.length)]!;
  return { ...entry, date: date.toISOString().slice(0, 10) };
}
