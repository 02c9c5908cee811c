/**
 * Characters OpenCC's cn → tw conversion gets wrong for an idiom's sense: per idiom, the character
 * it wrote, the right one and why. Reviewed against CC-CEDICT's form for the 109 idioms on which the
 * two differ, and for the simplified characters that stand for two traditional ones (斗 鬥/斗,
 * 干 乾/幹/干, 面 麵/面, 松 鬆/松) everywhere OpenCC chose the less likely one.
 */
const SHIELD = '干 "shield" (枕戈), not 幹';
const DRY = '乾 "dry", not 幹';
const SEEK = '干 "to seek, to offend against, to reach", not 幹';
const DIPPER = '斗 "the Dipper, a peck measure", not 鬥 "to fight"';
const FACE = '面 "face", not 麵 "noodles"';

export const TRADITIONAL_FIXES: Readonly<
  Record<string, [wrong: string, right: string, reason: string]>
> = {
  咸与维新: ['鹹', '咸', '咸 "all" (書·胤征), not 鹹 "salty"'],
  毁誉参半: ['譭', '毀', '毀 "to disparage"; 譭 is a variant'],
  糊里糊涂: ['里', '裡', '裡 as in 霧裡看花; OpenCC leaves 里'],
  奉公克己: ['剋', '克', '克己 "self-restraint", not 剋 "to subdue"'],
  幺麽小丑: ['么麼小丑', '幺麼小醜', '幺 "tiny" kept; 醜 "a wretch", not the opera role 丑'],
  只鸡斗酒: ['只', '隻', '隻, the measure word: "one chicken"'],
  穷凶极恶: ['兇', '凶', '凶 "ferocious", the 教育部 form of this idiom'],
  千锤百炼: ['煉', '鍊', '鍊 "to temper metal", as CC-CEDICT'],
  作奸犯科: ['奸', '姦', '姦 "villainy" (出師表)'],
  不赞一词: ['讚', '贊', '贊 "to add" (史記·孔子世家), not 讚 "to praise"'],
  卧薪尝胆: ['嚐', '嘗', '嘗, the standard form; 嚐 is a variant'],
  贞松劲柏: ['鬆', '松', '松 "pine", not 鬆 "loose"'],
  冷面寒铁: ['麵', '面', FACE],
  白面儒冠: ['麵', '面', FACE],
  白面儒生: ['麵', '面', FACE],
  挹斗扬箕: ['鬥', '斗', DIPPER],
  斗挹箕扬: ['鬥', '斗', DIPPER],
  连车平斗: ['鬥', '斗', DIPPER],
  回天运斗: ['鬥', '斗', DIPPER],
  换斗移星: ['鬥', '斗', DIPPER],
  斗米尺布: ['鬥', '斗', DIPPER],
  斗水活鳞: ['鬥', '斗', DIPPER],
  戴日戴斗: ['鬥', '斗', DIPPER],
  床下牛斗: ['鬥', '斗', DIPPER],
  才占八斗: ['鬥', '斗', DIPPER],
  枕干之雠: ['幹', '干', SHIELD],
  寝苫枕干: ['幹', '干', SHIELD],
  推干就湿: ['幹', '乾', DRY],
  回干就湿: ['幹', '乾', DRY],
  灯尽油干: ['幹', '乾', DRY],
  蝉喘雷干: ['幹', '乾', DRY],
  涸思干虑: ['幹', '乾', DRY],
  黄干黑廲: ['幹', '乾', DRY],
  鸿渐于干: ['幹', '干', '干 "the bank of a stream" (易·漸), not 幹'],
  干名采誉: ['幹', '干', SEEK],
  干名犯义: ['幹', '干', SEEK],
  干霄蔽日: ['幹', '干', SEEK],
  干霄凌云: ['幹', '干', SEEK],
};
