-- Misspelled headwords corrected in the catalog (src/server/catalog/headword-corrections.ts):
-- rows keyed by an old spelling move to the corrected word. Where a user already has the corrected
-- word (saved it, or searched it that day), the old row is dropped. Cached details of old words are
-- dropped, to be generated again under the right word.
CREATE TABLE "headword_renames" ("old" text PRIMARY KEY NOT NULL, "new" text NOT NULL);
--> statement-breakpoint
INSERT INTO "headword_renames" ("old", "new") VALUES
	('一厢情原', '一厢情愿'),
	('一相情原', '一相情愿'),
	('七首八脚', '七手八脚'),
	('万赖俱寂', '万籁俱寂'),
	('万赖无声', '万籁无声'),
	('上焌下报', '上烝下报'),
	('不愧不作', '不愧不怍'),
	('不抗不卑', '不亢不卑'),
	('不揪不睬', '不瞅不睬'),
	('不胜梘杓', '不胜杯杓'),
	('两相情原', '两相情愿'),
	('严于律已', '严于律己'),
	('乱七八遭', '乱七八糟'),
	('事与原违', '事与愿违'),
	('以微知着', '以微知著'),
	('以磛投卵', '以碫投卵'),
	('仰屋着书', '仰屋著书'),
	('假人假义', '假仁假义'),
	('兢兢干干', '兢兢乾乾'),
	('入室昻堂', '入室升堂'),
	('兵不雪刃', '兵不血刃'),
	('兵慌马乱', '兵荒马乱'),
	('兼葭倚玉', '蒹葭倚玉'),
	('再接再历', '再接再厉'),
	('冰天雪窑', '冰天雪窖'),
	('千头万序', '千头万绪'),
	('号唃大哭', '号咷大哭'),
	('各色名样', '各色各样'),
	('同仇敌慨', '同仇敌忾'),
	('同心僯力', '同心竭力'),
	('向平之原', '向平之愿'),
	('啜食吐哺', '辍食吐哺'),
	('喜行于色', '喜形于色'),
	('四海昻平', '四海升平'),
	('地主之仪', '地主之谊'),
	('坐地分脏', '坐地分赃'),
	('处堂燕鹊', '处堂燕雀'),
	('大块朵颐', '大快朵颐'),
	('天从人原', '天从人愿'),
	('天随人原', '天随人愿'),
	('好高鹜远', '好高骛远'),
	('如原以偿', '如愿以偿'),
	('威望素着', '威望素著'),
	('嫉闲妒能', '嫉贤妒能'),
	('孜孜砽砽', '孜孜矻矻'),
	('孳孳砽砽', '孳孳矻矻'),
	('安分守已', '安分守己'),
	('宴安醙毒', '宴安酖毒'),
	('宾餿日月', '宾饯日月'),
	('对薄公堂', '对簿公堂'),
	('封官许原', '封官许愿'),
	('岁在龙蚮', '岁在龙蛇'),
	('崇论豠议', '崇论闳议'),
	('干干翼翼', '乾乾翼翼'),
	('干端坤倪', '乾端坤倪'),
	('平铺直序', '平铺直叙'),
	('幺幺小丑', '幺麽小丑'),
	('弊帚千金', '敝帚千金'),
	('弊帚自珍', '敝帚自珍'),
	('张慌失措', '张皇失措'),
	('强文浉醋', '强文假醋'),
	('彰明较着', '彰明较著'),
	('徊肠伤气', '回肠伤气'),
	('微机四伏', '危机四伏'),
	('心弛神往', '心驰神往'),
	('心满原足', '心满愿足'),
	('心甘情原', '心甘情愿'),
	('思断义绝', '恩断义绝'),
	('急公近利', '急功近利'),
	('怨天忧人', '怨天尤人'),
	('悬梁刺骨', '悬梁刺股'),
	('慢条斯礼', '慢条斯理'),
	('执迷不误', '执迷不悟'),
	('扭转干坤', '扭转乾坤'),
	('批鄐导竨', '批隙导窾'),
	('抖搂精神', '抖擞精神'),
	('折足覆餸', '折足覆餗'),
	('折鼎覆餸', '折鼎覆餗'),
	('捉贼捉脏', '捉贼捉赃'),
	('敲榨勒索', '敲诈勒索'),
	('整顿干坤', '整顿乾坤'),
	('文丝不动', '纹丝不动'),
	('旁蒷远绍', '旁搜远绍'),
	('旋转干坤', '旋转乾坤'),
	('无伤无臭', '无声无臭'),
	('无病自炙', '无病自灸'),
	('无空不入', '无孔不入'),
	('无羐无碍', '无挂无碍'),
	('昼干夕惕', '昼乾夕惕'),
	('晏安醙毒', '晏安酖毒'),
	('朱辬皂盖', '朱轓皂盖'),
	('枕石嗽流', '枕石漱流'),
	('枕黮藉糟', '枕曲藉糟'),
	('桀傲不驯', '桀骜不驯'),
	('桑枢畒牖', '桑枢瓮牖'),
	('死声唃气', '死声咷气'),
	('水楔不通', '水泄不通'),
	('汹涌渒湃', '汹涌澎湃'),
	('没衷一是', '莫衷一是'),
	('沽名吊誉', '沽名钓誉'),
	('淡汝浓抹', '淡妆浓抹'),
	('满腔热枕', '满腔热忱'),
	('潮鸣电挚', '潮鸣电掣'),
	('点手莋脚', '点手划脚'),
	('煮豆燃箕', '煮豆燃萁'),
	('燕安醙毒', '燕安酖毒'),
	('爆跳如雷', '暴跳如雷'),
	('牛溲马渤', '牛溲马勃'),
	('班师回俯', '班师回朝'),
	('瑕不搑瑜', '瑕不掩瑜'),
	('甘心情原', '甘心情愿'),
	('甘败下风', '甘拜下风'),
	('画龙点晴', '画龙点睛'),
	('病入骨雜', '病入骨髓'),
	('瘦骨梭棱', '瘦骨棱棱'),
	('百炼成刚', '百炼成钢'),
	('相得益章', '相得益彰'),
	('真脏实犯', '真赃实犯'),
	('着书立说', '著书立说'),
	('祝鮠之佞', '祝鮀之佞'),
	('绝裙而去', '绝裾而去'),
	('老奸巨滑', '老奸巨猾'),
	('耳鬓撕磨', '耳鬓厮磨'),
	('臧穣亡羊', '臧谷亡羊'),
	('自刽以下', '自郐以下'),
	('自相惊忧', '自相惊扰'),
	('花枝招飍', '花枝招展'),
	('萎糜不振', '萎靡不振'),
	('言之有礼', '言之有理'),
	('认奴作鄌', '认奴作郎'),
	('负驽前驱', '负弩前驱'),
	('贪脏枉法', '贪赃枉法'),
	('赌物思人', '睹物思人'),
	('赌誓发原', '赌誓发愿'),
	('趁心如意', '称心如意'),
	('趋之若骛', '趋之若鹜'),
	('跋前痜后', '跋前疐后'),
	('跋胡痜尾', '跋胡疐尾'),
	('踨天促地', '跼天促地'),
	('踨天蹐地', '跼天蹐地'),
	('踨蹐不安', '跼蹐不安'),
	('踨高蹐厚', '跼高蹐厚'),
	('蹐地踨天', '蹐地跼天'),
	('蹑躥担簦', '蹑屩担簦'),
	('蹑躥檐簦', '蹑屩檐簦'),
	('转湾抹角', '转弯抹角'),
	('进退失踞', '进退失据'),
	('迷天大谎', '弥天大谎'),
	('遂迷不竝', '遂迷不寤'),
	('重气猣名', '重气徇名'),
	('重裵列鼎', '重裀列鼎'),
	('金璧辉煌', '金碧辉煌'),
	('锱珠必较', '锱铢必较'),
	('閒今铸古', '熔今铸古'),
	('閒古铸今', '熔古铸今'),
	('闭合思过', '闭阁思过'),
	('闭合自责', '闭阁自责'),
	('集思广议', '集思广益'),
	('雪窑冰天', '雪窖冰天'),
	('颠倒干坤', '颠倒乾坤'),
	('飞沿走壁', '飞檐走壁'),
	('饭囊酒畒', '饭囊酒瓮'),
	('騣女痴儿', '騃女痴儿'),
	('騣女痴男', '騃女痴男'),
	('騣童钝夫', '騃童钝夫'),
	('魂不负体', '魂不附体'),
	('魂不赴体', '魂不附体'),
	('鸮心鹺舌', '鸮心鹂舌'),
	('黄梁一梦', '黄粱一梦'),
	('黄梁美梦', '黄粱美梦'),
	('鼎折覆餸', '鼎折覆餗'),
	('鼎折餸覆', '鼎折餗覆');
--> statement-breakpoint
INSERT INTO "saved_idioms" ("user_id", "word", "saved_at")
SELECT s."user_id", r."new", s."saved_at" FROM "saved_idioms" s JOIN "headword_renames" r ON s."word" = r."old"
ON CONFLICT ("user_id", "word") DO NOTHING;
--> statement-breakpoint
INSERT INTO "review_cards" ("user_id", "word", "due", "stability", "difficulty", "elapsed_days", "scheduled_days", "learning_steps", "reps", "lapses", "state", "last_review")
SELECT c."user_id", r."new", c."due", c."stability", c."difficulty", c."elapsed_days", c."scheduled_days", c."learning_steps", c."reps", c."lapses", c."state", c."last_review"
FROM "review_cards" c JOIN "headword_renames" r ON c."word" = r."old"
ON CONFLICT ("user_id", "word") DO NOTHING;
--> statement-breakpoint
DELETE FROM "saved_idioms" WHERE "word" IN (SELECT "old" FROM "headword_renames");
--> statement-breakpoint
UPDATE "review_logs" l SET "word" = r."new" FROM "headword_renames" r WHERE l."word" = r."old";
--> statement-breakpoint
DELETE FROM "idiom_details" WHERE "word" IN (SELECT "old" FROM "headword_renames");
--> statement-breakpoint
UPDATE "generation_tasks" t SET "word" = r."new" FROM "headword_renames" r WHERE t."word" = r."old";
--> statement-breakpoint
INSERT INTO "idiom_first_searches" ("word", "first_searched_at", "user_id")
SELECT r."new", min(f."first_searched_at"), (array_agg(f."user_id" ORDER BY f."first_searched_at"))[1]
FROM "idiom_first_searches" f JOIN "headword_renames" r ON f."word" = r."old" GROUP BY r."new"
ON CONFLICT ("word") DO UPDATE SET
	"first_searched_at" = LEAST("idiom_first_searches"."first_searched_at", excluded."first_searched_at"),
	"user_id" = CASE WHEN excluded."first_searched_at" < "idiom_first_searches"."first_searched_at" THEN excluded."user_id" ELSE "idiom_first_searches"."user_id" END;
--> statement-breakpoint
DELETE FROM "idiom_first_searches" WHERE "word" IN (SELECT "old" FROM "headword_renames");
--> statement-breakpoint
UPDATE "idiom_views" v SET "word" = r."new" FROM "headword_renames" r WHERE v."word" = r."old";
--> statement-breakpoint
UPDATE "daily_idioms" d SET "word" = r."new" FROM "headword_renames" r WHERE d."word" = r."old";
--> statement-breakpoint
INSERT INTO "searched_words" ("user_id", "day", "word")
SELECT s."user_id", s."day", r."new" FROM "searched_words" s JOIN "headword_renames" r ON s."word" = r."old"
ON CONFLICT ("user_id", "day", "word") DO NOTHING;
--> statement-breakpoint
DELETE FROM "searched_words" WHERE "word" IN (SELECT "old" FROM "headword_renames");
--> statement-breakpoint
DROP TABLE "headword_renames";
