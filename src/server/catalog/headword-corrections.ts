import { DAMAGED_WORDS } from './reading-corrections.js';

/**
 * Misspelled and garbled headwords of chengyu's data/3.txt, each with the word it should be and
 * why (docs/catalog.md, "Misspelled headwords"). Found by scripts/find-headword-typos.ts (a word one
 * character away from a CC-CEDICT word, from the form its 释义/出处 quotes or from a neighbouring
 * catalog word, the two characters read alike) and reviewed one by one. Only errors are listed:
 * forms a dictionary or a classical text uses (左右逢原, 流连忘反, 桃之夭夭, 一倡一和, 名符其实,
 * 心乡往之) stay as the package has them.
 *
 * Where the right word is in the package too (一厢情原 beside 一厢情愿) the misspelled line is dropped
 * and nothing of it is merged; otherwise the idiom is renamed. Either way the old spelling still
 * finds the idiom (Catalog.resolve, the search index).
 */
const YUAN = '愿 "wish" written 原 (the package does so in a whole family of idioms)';
const ZANG = '赃 "loot" written 脏 "dirty"';
const SAME = (char: string, right: string, sense: string) =>
  `${right} ${sense} written ${char}, a homophone`;
const GARBLED = (right: string) =>
  `${right} turned into another character by the data's bad re-encoding; the 拼音 field kept its reading`;

const ERRORS: Readonly<Record<string, { right: string; reason: string }>> = {
  一厢情原: { right: '一厢情愿', reason: YUAN },
  一相情原: { right: '一相情愿', reason: YUAN },
  心甘情原: { right: '心甘情愿', reason: YUAN },
  甘心情原: { right: '甘心情愿', reason: YUAN },
  两相情原: { right: '两相情愿', reason: YUAN },
  心满原足: { right: '心满愿足', reason: YUAN },
  天从人原: { right: '天从人愿', reason: YUAN },
  天随人原: { right: '天随人愿', reason: YUAN },
  事与原违: { right: '事与愿违', reason: YUAN },
  如原以偿: { right: '如愿以偿', reason: YUAN },
  封官许原: { right: '封官许愿', reason: YUAN },
  赌誓发原: { right: '赌誓发愿', reason: YUAN },
  向平之原: { right: '向平之愿', reason: YUAN },
  坐地分脏: { right: '坐地分赃', reason: ZANG },
  捉贼捉脏: { right: '捉贼捉赃', reason: ZANG },
  真脏实犯: { right: '真赃实犯', reason: ZANG },
  贪脏枉法: { right: '贪赃枉法', reason: ZANG },
  相得益章: { right: '相得益彰', reason: SAME('章', '彰', '"to show"') },
  班师回俯: { right: '班师回朝', reason: '俯 "to bow" is no word here; the entry says 同班师回朝' },
  严于律已: { right: '严于律己', reason: SAME('已', '己', '"oneself"') },
  安分守已: { right: '安分守己', reason: SAME('已', '己', '"oneself"') },
  怨天忧人: { right: '怨天尤人', reason: SAME('忧', '尤', '"to blame"') },
  自相惊忧: { right: '自相惊扰', reason: SAME('忧', '扰', '"to disturb"') },
  幺幺小丑: { right: '幺麽小丑', reason: '幺麽 yāomó "petty"; the 拼音 field reads mó' },
  枕石嗽流: { right: '枕石漱流', reason: SAME('嗽', '漱', '"to rinse"') },
  执迷不误: { right: '执迷不悟', reason: SAME('误', '悟', '"to awaken"') },
  张慌失措: { right: '张皇失措', reason: SAME('慌', '皇', '"flustered" (张皇)') },
  再接再历: { right: '再接再厉', reason: SAME('历', '厉', '"to whet"') },
  言之有礼: { right: '言之有理', reason: SAME('礼', '理', '"reason"') },
  喜行于色: { right: '喜形于色', reason: SAME('行', '形', '"to show"') },
  无空不入: { right: '无孔不入', reason: SAME('空', '孔', '"hole"') },
  萎糜不振: { right: '萎靡不振', reason: SAME('糜', '靡', '"dispirited" (萎靡)') },
  同仇敌慨: { right: '同仇敌忾', reason: SAME('慨', '忾', '"wrath" (敌忾)') },
  水楔不通: { right: '水泄不通', reason: SAME('楔', '泄', '"to leak"') },
  千头万序: { right: '千头万绪', reason: SAME('序', '绪', '"thread"') },
  慢条斯礼: { right: '慢条斯理', reason: SAME('礼', '理', '"orderly"') },
  乱七八遭: { right: '乱七八糟', reason: SAME('遭', '糟', '"mess"') },
  老奸巨滑: { right: '老奸巨猾', reason: SAME('滑', '猾', '"crafty"') },
  集思广议: { right: '集思广益', reason: SAME('议', '益', '"benefit"') },
  魂不负体: { right: '魂不附体', reason: SAME('负', '附', '"to cling to"') },
  魂不赴体: { right: '魂不附体', reason: SAME('赴', '附', '"to cling to"') },
  好高鹜远: { right: '好高骛远', reason: SAME('鹜', '骛', '"to strive for" (鹜 is a duck)') },
  趋之若骛: { right: '趋之若鹜', reason: SAME('骛', '鹜', '"wild duck"') },
  飞沿走壁: { right: '飞檐走壁', reason: SAME('沿', '檐', '"eaves"') },
  对薄公堂: { right: '对簿公堂', reason: SAME('薄', '簿', '"records" (对簿, to answer charges)') },
  地主之仪: { right: '地主之谊', reason: SAME('仪', '谊', '"duty, friendship"') },
  兵不雪刃: { right: '兵不血刃', reason: SAME('雪', '血', '"blood"') },
  锱珠必较: { right: '锱铢必较', reason: SAME('珠', '铢', '"a tiny weight"') },
  转湾抹角: { right: '转弯抹角', reason: SAME('湾', '弯', '"bend"') },
  悬梁刺骨: { right: '悬梁刺股', reason: SAME('骨', '股', '"thigh" (苏秦刺股)') },
  心弛神往: { right: '心驰神往', reason: SAME('弛', '驰', '"to gallop"') },
  文丝不动: { right: '纹丝不动', reason: SAME('文', '纹', '"a thread\'s breadth" (纹丝)') },
  微机四伏: { right: '危机四伏', reason: SAME('微', '危', '"danger"') },
  万赖俱寂: { right: '万籁俱寂', reason: SAME('赖', '籁', '"sound"') },
  万赖无声: { right: '万籁无声', reason: SAME('赖', '籁', '"sound"') },
  敲榨勒索: { right: '敲诈勒索', reason: SAME('榨', '诈', '"to swindle"') },
  七首八脚: { right: '七手八脚', reason: SAME('首', '手', '"hand"') },
  平铺直序: { right: '平铺直叙', reason: SAME('序', '叙', '"to narrate"') },
  牛溲马渤: { right: '牛溲马勃', reason: SAME('渤', '勃', '"puffball" (马勃)') },
  迷天大谎: { right: '弥天大谎', reason: SAME('迷', '弥', '"to fill"') },
  没衷一是: { right: '莫衷一是', reason: SAME('没', '莫', '"none"') },
  进退失踞: { right: '进退失据', reason: SAME('踞', '据', '"footing"') },
  金璧辉煌: { right: '金碧辉煌', reason: SAME('璧', '碧', '"jade green"') },
  桀傲不驯: { right: '桀骜不驯', reason: SAME('傲', '骜', '"unruly (horse)"') },
  兼葭倚玉: { right: '蒹葭倚玉', reason: SAME('兼', '蒹', '"reed" (蒹葭)') },
  假人假义: { right: '假仁假义', reason: SAME('人', '仁', '"benevolence"') },
  嫉闲妒能: { right: '嫉贤妒能', reason: SAME('闲', '贤', '"the worthy"') },
  急公近利: { right: '急功近利', reason: SAME('公', '功', '"success"') },
  黄梁美梦: { right: '黄粱美梦', reason: SAME('梁', '粱', '"millet"') },
  黄梁一梦: { right: '黄粱一梦', reason: SAME('梁', '粱', '"millet"') },
  沽名吊誉: { right: '沽名钓誉', reason: SAME('吊', '钓', '"to fish for"') },
  甘败下风: { right: '甘拜下风', reason: SAME('败', '拜', '"to bow to"') },
  耳鬓撕磨: { right: '耳鬓厮磨', reason: SAME('撕', '厮', '"each other"') },
  赌物思人: { right: '睹物思人', reason: SAME('赌', '睹', '"to see"') },
  处堂燕鹊: { right: '处堂燕雀', reason: SAME('鹊', '雀', '"sparrow" (燕雀处堂)') },
  趁心如意: { right: '称心如意', reason: SAME('趁', '称', '"to suit"') },
  不抗不卑: { right: '不亢不卑', reason: SAME('抗', '亢', '"haughty"') },
  不愧不作: { right: '不愧不怍', reason: SAME('作', '怍', '"ashamed"') },
  兵慌马乱: { right: '兵荒马乱', reason: SAME('慌', '荒', '"famine, chaos"') },
  弊帚千金: { right: '敝帚千金', reason: SAME('弊', '敝', '"worn out"') },
  弊帚自珍: { right: '敝帚自珍', reason: SAME('弊', '敝', '"worn out"') },
  爆跳如雷: { right: '暴跳如雷', reason: SAME('爆', '暴', '"violent"') },
  百炼成刚: { right: '百炼成钢', reason: SAME('刚', '钢', '"steel"') },
  自刽以下: { right: '自郐以下', reason: SAME('刽', '郐', '"the state of Kuai" (左传)') },
  煮豆燃箕: { right: '煮豆燃萁', reason: SAME('箕', '萁', '"beanstalk" (曹植)') },
  雪窑冰天: { right: '雪窖冰天', reason: SAME('窑', '窖', '"cellar"') },
  冰天雪窑: { right: '冰天雪窖', reason: SAME('窑', '窖', '"cellar"') },
  无伤无臭: { right: '无声无臭', reason: SAME('伤', '声', '"sound"') },
  无病自炙: { right: '无病自灸', reason: SAME('炙', '灸', '"moxibustion"; the 释义 explains 灸') },
  思断义绝: { right: '恩断义绝', reason: '恩 "kindness" written 思; the 拼音 field reads ēn' },
  瘦骨梭棱: { right: '瘦骨棱棱', reason: '棱棱 "bony"; the 拼音 field reads léng léng' },
  满腔热枕: { right: '满腔热忱', reason: SAME('枕', '忱', '"sincerity"') },
  绝裙而去: { right: '绝裾而去', reason: '裾 "the front of a robe"; the 释义 explains 绝裾' },
  徊肠伤气: { right: '回肠伤气', reason: SAME('徊', '回', '"to turn"') },
  各色名样: { right: '各色各样', reason: '各 "each" written 名; the 拼音 field reads gè' },
  负驽前驱: { right: '负弩前驱', reason: SAME('驽', '弩', '"crossbow"') },
  抖搂精神: { right: '抖擞精神', reason: '抖擞 "to rouse"; the 拼音 field reads sǒu' },
  潮鸣电挚: { right: '潮鸣电掣', reason: SAME('挚', '掣', '"flash"') },
  不揪不睬: { right: '不瞅不睬', reason: '瞅 "to look at"; the 拼音 field reads chǒu' },
  闭合思过: {
    right: '闭阁思过',
    reason: '閤 "chamber" simplified to 合; 阁 (the 拼音 field reads gé)',
  },
  闭合自责: {
    right: '闭阁自责',
    reason: '閤 "chamber" simplified to 合; 阁 (the 拼音 field reads gé)',
  },
  画龙点晴: { right: '画龙点睛', reason: SAME('晴', '睛', '"eye"') },
  大块朵颐: { right: '大快朵颐', reason: SAME('块', '快', '"to enjoy"') },
  啜食吐哺: { right: '辍食吐哺', reason: SAME('啜', '辍', '"to stop"; the 出处 quotes 辍食') },
  // The re-encoding (docs/catalog.md, "Damaged words").
  汹涌渒湃: { right: '汹涌澎湃', reason: GARBLED('澎') },
  瑕不搑瑜: { right: '瑕不掩瑜', reason: GARBLED('掩') },
  遂迷不竝: { right: '遂迷不寤', reason: GARBLED('寤') },
  閒古铸今: { right: '熔古铸今', reason: GARBLED('熔 (镕)') },
  閒今铸古: { right: '熔今铸古', reason: GARBLED('熔 (镕)') },
  花枝招飍: { right: '花枝招展', reason: GARBLED('展') },
  崇论豠议: { right: '崇论闳议', reason: GARBLED('闳') },
  鸮心鹺舌: { right: '鸮心鹂舌', reason: GARBLED('鹂') },
  无羐无碍: { right: '无挂无碍', reason: GARBLED('挂') },
  同心僯力: { right: '同心竭力', reason: GARBLED('竭') },
  岁在龙蚮: { right: '岁在龙蛇', reason: GARBLED('蛇') },
  四海昻平: { right: '四海升平', reason: GARBLED('升') },
  入室昻堂: { right: '入室升堂', reason: GARBLED('升') },
  桑枢畒牖: { right: '桑枢瓮牖', reason: GARBLED('瓮') },
  饭囊酒畒: { right: '饭囊酒瓮', reason: GARBLED('瓮') },
  认奴作鄌: { right: '认奴作郎', reason: GARBLED('郎') },
  强文浉醋: { right: '强文假醋', reason: GARBLED('假') },
  旁蒷远绍: { right: '旁搜远绍', reason: GARBLED('搜') },
  蹑躥担簦: { right: '蹑屩担簦', reason: GARBLED('屩 "straw sandals"') },
  蹑躥檐簦: { right: '蹑屩檐簦', reason: GARBLED('屩 "straw sandals"') },
  点手莋脚: { right: '点手划脚', reason: GARBLED('划') },
  不胜梘杓: { right: '不胜杯杓', reason: GARBLED('杯') },
  宾餿日月: { right: '宾饯日月', reason: GARBLED('饯 "to see off"') },
  淡汝浓抹: { right: '淡妆浓抹', reason: GARBLED('妆') },
  病入骨雜: { right: '病入骨髓', reason: GARBLED('髓') },
  号唃大哭: { right: '号咷大哭', reason: GARBLED('咷 "to wail" (易·同人 先号咷而后笑)') },
  死声唃气: { right: '死声咷气', reason: GARBLED('咷 "to wail"; the 释义 is 大声哭叫') },
  批鄐导竨: { right: '批隙导窾', reason: GARBLED('隙 and 窾 (庄子·养生主 批大郤，导大窾)') },
  跋胡痜尾: { right: '跋胡疐尾', reason: GARBLED('疐 "to stumble" (诗·狼跋)') },
  跋前痜后: { right: '跋前疐后', reason: GARBLED('疐 "to stumble"') },
  上焌下报: { right: '上烝下报', reason: GARBLED('烝 "incest with a senior"') },
};

/**
 * Every correction: the errors above and the damaged words of reading-corrections.ts (跼 → 踨,
 * 乾 → 干, 著 → 着), whose intended word is now the headword.
 */
export const HEADWORD_CORRECTIONS: Readonly<Record<string, { right: string; reason: string }>> = {
  ...Object.fromEntries(
    Object.entries(DAMAGED_WORDS).map(([wrong, { intended, reason }]) => [
      wrong,
      { right: intended, reason },
    ]),
  ),
  ...ERRORS,
};

/** The corrected headword of a package word, else the word itself. */
export function correctHeadword(word: string): string {
  return HEADWORD_CORRECTIONS[word]?.right ?? word;
}
