/**
 * 地 and 得 as structural particles. pinyin-pro reads a sentence by the polyphonic words it knows
 * (记得 jì de, 目的 mù dì) and gives every other 地/得 its dictionary default, dì and dé: wrong for
 * the adverbial 地 (认真地说 rènzhēn de) and the complement 得 (哭得 kū de), which are most of
 * them in our example lines. These rules read such a 地/得 from its neighbours: inside a word of
 * the lists below it keeps dì/dé; 得 after a subject or an adverb, or opening a clause, is děi
 * "must"; any other one after a Han character is the particle de. Measured on the 4,292 example
 * lines of content/lessons: 550 lines had a wrong 地/得 before, 1 after (docs/catalog.md).
 */

const words = (list: string) => new Set(list.split(/\s+/u).filter(Boolean));

// Idioms in which 地 is the noun dì, checked first (脚踏实地 before 踏实地 "steadily").
const DI_IDIOMS = words(`
  脚踏实地 死心塌地 出人头地 设身处地 一败涂地 肝脑涂地 五体投地 一席之地 无地自容 掷地有声
  因地制宜 就地取材 落地生根 置之死地 随时随地 立锥之地 用武之地 弹丸之地 易地而处 画地为牢
  席地而坐 拔地而起 人杰地灵 天长地久 天罗地网 天经地义 天寒地冻 天南地北 天翻地覆 天昏地暗
  欢天喜地 惊天动地 谢天谢地 铺天盖地 顶天立地 开天辟地 冰天雪地 花天酒地 呼天抢地 昏天黑地
  翻天覆地 改天换地 天崩地裂 天造地设 天高地厚 天诛地灭 天差地别 天旋地转 漫天遍地 上天入地
  天时地利 谈天说地 指天画地 经天纬地 感天动地 地大物博 地广人稀 地久天长 地老天荒 地动山摇
  地利人和 地灵人杰 攻城略地 目的地 地下室 地下水 地下工作 很地道 还地道 真地道 不地道 最地道
`);
// Other words in which 地 is the noun dì.
const DI_WORDS = words(`
  土地 外地 本地 当地 各地 余地 之地 天地 大地 草地 场地 基地 陆地 工地 高地 内地 遍地 田地
  境地 园地 盆地 营地 产地 两地 异地 原地 空地 领地 墓地 荒地 耕地 湿地 胜地 圣地 宝地
  扫地 种地 占地 入地 阵地 腹地 质地 特地 背地 暗地 就地 随地 因地 倒地 落地 席地 满地 此地
  该地 某地 重地 雪地 见地
  地方 地区 地震 地铁 地图 地球 地点 地址 地毯 地板 地理 地产 地域 地狱 地主 地盘 地步 地带
  地形 地势 地段 地价 地基 地质 地名 地表 地貌 地摊 地标 地窖 地洞 地雷 地皮 地底 地位 地面
`);
// Adverbials before 地 whose last character would otherwise make a 地-word (适当地, 正大地).
const DI_ADVERBIALS = words(`
  适当 恰当 相当 妥当 正当 了当 诚实 踏实 扎实 老实 忠实 真实 如实 确实 切实 结实 利落 磊落
  郑重 慎重 不满 自在 实在 正大 皇之 置腹 如一 一天 天空 平平
`);
// Before 地, characters that open a noun phrase (在地上, 这地方, 一块地).
const DI_NOUN_PHRASE = new Set('在的这那块片把一各本外此该两'.split(''));

// Words and idioms in which 得 is dé "to obtain", and those in which it is light.
const DE_WORDS = words(`
  获得 取得 赢得 夺得 博得 求得 谋得 换得 抢得 只得 应得 既得 所得 心得 难得 不得 可得 值得
  得到 得知 得意 得罪 得失 得奖 得逞 得力 得益 得病 得以 得主 得胜 得势 得宠 得救 得志 得了
  很得体 不得体 得出结论
  心安理得 患得患失 一举两得 相得益彰 适得其反 各得其所 自得其乐 怡然自得 洋洋得意 春风得意
  如鱼得水 唾手可得 失而复得 渔翁得利 先得月 得道 求之不得 得天独厚 得寸进尺 得陇望蜀
  得过且过 得心应手 得不偿失
`);
const DE_LIGHT_WORDS = words('记得 觉得 懂得 显得 变得 使得 免得 省得 晓得 舍得 来得 认得');
// Before 得 "must": a subject or an adverb (还得请, 都得自己, 你得去).
const DEI_AFTER = new Set('都还就也总又非必才们你我他她谁咱'.split(''));

// Classical and early vernacular passages (出处) mostly read 地 dì and 得 dé "to get, to be able"
// (佐饔得尝, 走伏无地, 若得那先生): the rules apply to a line with a modern function word, or with
// no classical one at all; other lines are left as pinyin-pro reads them.
const CLASSICAL = /[曰矣焉哉兮乎吾汝尔於]/u;
const CLASSICAL_OFTEN_MODERN = /[之者也其而亦皆乃耳若]/gu; // 反而, 其实, 也: three make a line classical
const MODERN = /[的了们这那很吗呢吧么着把被没她你咱都让给呀啦]/u;
const isModern = (text: string) =>
  MODERN.test(text) ||
  !(CLASSICAL.test(text) || (text.match(CLASSICAL_OFTEN_MODERN)?.length ?? 0) >= 3);

const isHan = (char: string | undefined) => !!char && /\p{Script=Han}/u.test(char);

/** Whether a word of the list covers position i of the sentence. */
function inWord(chars: readonly string[], i: number, list: ReadonlySet<string>): boolean {
  for (let length = 2; length <= 4; length++) {
    for (let start = i - length + 1; start <= i; start++) {
      if (start >= 0 && list.has(chars.slice(start, start + length).join(''))) return true;
    }
  }
  return false;
}

function readDi(chars: readonly string[], i: number): string {
  const before = chars[i - 1];
  const adverbial = chars.slice(Math.max(0, i - 2), i).join('');
  if (inWord(chars, i, DI_IDIOMS)) return 'dì';
  if (DI_ADVERBIALS.has(adverbial) || (isHan(before) && before === chars[i - 2])) return 'de';
  if (inWord(chars, i, DI_WORDS) || chars[i - 2] === '天') return 'dì'; // 天涯地角, 天摇地动
  if (!isHan(before) || DI_NOUN_PHRASE.has(before!)) return 'dì';
  return 'de';
}

function readDe(chars: readonly string[], i: number): string {
  const before = chars[i - 1];
  const opensClause = !isHan(before) || DEI_AFTER.has(before!);
  // 你得当机立断: "must" wins over a word of two characters (得当); not over 得到, 得意洋洋.
  const startsWord = [2, 3, 4].some((n) => DE_WORDS.has(chars.slice(i, i + n).join('')));
  if (opensClause && !startsWord) return 'děi';
  if (inWord(chars, i, DE_WORDS)) return 'dé';
  if (inWord(chars, i, DE_LIGHT_WORDS)) return 'de';
  return 'de';
}

/**
 * Replaces pinyin-pro's dì/dé of 地/得 by their reading in the sentence, except at the `fixed`
 * positions (the idiom's own span, read as the catalog reads it).
 */
export function readParticles(
  chars: readonly string[],
  syllables: string[],
  fixed: ReadonlySet<number>,
): void {
  if (!isModern(chars.join(''))) return;
  chars.forEach((char, i) => {
    if (fixed.has(i)) return;
    if (char === '地' && syllables[i] === 'dì') syllables[i] = readDi(chars, i);
    else if (char === '得' && syllables[i] === 'dé') syllables[i] = readDe(chars, i);
  });
}
