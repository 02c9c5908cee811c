/**
 * English names of the dynasties and classical works that most 出处 entries cite. A fixed,
 * checkable table (no guessing): a name that is not here is shown in Chinese only.
 */
const ERAS: Record<string, string> = {
  先秦: 'pre-Qin period (before 221 BC)',
  春秋: 'Spring and Autumn period (770–476 BC)',
  战国: 'Warring States period (475–221 BC)',
  秦: 'Qin dynasty (221–206 BC)',
  汉: 'Han dynasty (206 BC–AD 220)',
  西汉: 'Western Han dynasty (206 BC–AD 9)',
  东汉: 'Eastern Han dynasty (25–220)',
  三国: 'Three Kingdoms period (220–280)',
  晋: 'Jin dynasty (266–420)',
  西晋: 'Western Jin dynasty (266–316)',
  东晋: 'Eastern Jin dynasty (317–420)',
  南朝: 'Southern Dynasties (420–589)',
  北朝: 'Northern Dynasties (386–581)',
  北魏: 'Northern Wei dynasty (386–534)',
  北齐: 'Northern Qi dynasty (550–577)',
  北周: 'Northern Zhou dynasty (557–581)',
  隋: 'Sui dynasty (581–618)',
  唐: 'Tang dynasty (618–907)',
  五代: 'Five Dynasties period (907–960)',
  南唐: 'Southern Tang (937–976)',
  宋: 'Song dynasty (960–1279)',
  北宋: 'Northern Song dynasty (960–1127)',
  南宋: 'Southern Song dynasty (1127–1279)',
  金: 'Jin (Jurchen) dynasty (1115–1234)',
  元: 'Yuan dynasty (1271–1368)',
  明: 'Ming dynasty (1368–1644)',
  清: 'Qing dynasty (1644–1912)',
  太平天国: 'Taiping Heavenly Kingdom (1851–1864)',
};

const WORKS: Record<string, string> = {
  史记: 'Records of the Grand Historian',
  汉书: 'Book of Han',
  后汉书: 'Book of the Later Han',
  左传: 'Zuo Zhuan (Commentary of Zuo)',
  庄子: 'Zhuangzi',
  红楼梦: 'Dream of the Red Chamber',
  晋书: 'Book of Jin',
  论语: 'The Analects',
  孟子: 'Mencius',
  三国志: 'Records of the Three Kingdoms',
  诗经: 'Book of Songs',
  礼记: 'Book of Rites',
  战国策: 'Strategies of the Warring States',
  世说新语: 'A New Account of the Tales of the World',
  三国演义: 'Romance of the Three Kingdoms',
  西游记: 'Journey to the West',
  水浒传: 'Water Margin',
  水浒全传: 'Water Margin',
  淮南子: 'Huainanzi',
  周易: 'Book of Changes (I Ching)',
  易: 'Book of Changes (I Ching)',
  荀子: 'Xunzi',
  旧唐书: 'Old Book of Tang',
  新唐书: 'New Book of Tang',
  尚书: 'Book of Documents',
  书: 'Book of Documents',
  韩非子: 'Han Feizi',
  南史: 'History of the Southern Dynasties',
  北史: 'History of the Northern Dynasties',
  宋史: 'History of Song',
  宋书: 'Book of Song',
  儒林外史: 'The Scholars',
  魏书: 'Book of Wei',
  聊斋志异: 'Strange Tales from a Chinese Studio',
  老子: 'Laozi (Tao Te Ching)',
  道德经: 'Tao Te Ching',
  吕氏春秋: 'Master Lü’s Spring and Autumn Annals',
  列子: 'Liezi',
  明史: 'History of Ming',
  隋书: 'Book of Sui',
  梁书: 'Book of Liang',
  管子: 'Guanzi',
  国语: 'Discourses of the States',
  封神演义: 'Investiture of the Gods',
  资治通鉴: 'Comprehensive Mirror in Aid of Governance',
  孙子: 'The Art of War (Sunzi)',
  墨子: 'Mozi',
  说苑: 'Garden of Stories (Shuoyuan)',
  论衡: 'Lunheng (Balanced Discourses)',
  西厢记: 'Romance of the Western Chamber',
  金瓶梅词话: 'The Plum in the Golden Vase',
  东周列国志: 'Chronicles of the Eastern Zhou Kingdoms',
  颜氏家训: 'Family Instructions of the Yan Clan',
  抱朴子: 'Baopuzi',
  文选: 'Selections of Refined Literature (Wenxuan)',
  孽海花: 'A Flower in a Sinful Sea',
  镜花缘: 'Flowers in the Mirror',
  官场现形记: 'Officialdom Unmasked',
  儿女英雄传: 'A Tale of Heroic Lovers',
};

/**
 * 三国·魏 and 南朝宋 name a state inside a period: the period is named (the state's own name could
 * collide with a later dynasty, e.g. the Liu Song of 420–479 is not the Song of 960–1279).
 */
export function eraInEnglish(era: string): string | undefined {
  if (ERAS[era]) return ERAS[era];
  const period = era.split('·')[0] ?? era;
  if (era.includes('·')) return ERAS[period];
  const prefix = Object.keys(ERAS).find((key) => key.length >= 2 && era.startsWith(key));
  return prefix ? ERAS[prefix] : undefined;
}

/** The work's English title from its main part (战国策·齐策二 → 战国策). */
export function workInEnglish(work: string): string | undefined {
  return WORKS[work.split('·')[0] ?? work];
}
