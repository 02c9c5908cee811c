import { describe, expect, it } from 'vitest';
import {
  IdiomDetailSchema,
  type GeneratedDetail,
  type RelatedIdioms,
} from '../../../shared/schemas/idiom';
import { DetailReplyWriter, type PerRequestFields } from './detail-reply';

const detail: GeneratedDetail = {
  word: '画蛇添足',
  pinyin: 'huà shé tiān zú',
  english_explanation: 'to ruin something by adding "more"\n— a snake with feet',
  characters: [{ char: '画', pinyin: 'huà', meaning: 'to draw' }],
  story: { id: 'story', kind: 'story', content: ['Chu', 'wine, "one cup"'] },
  moral: [{ id: 'm1', content: 'Stop when done.' }],
  usage: [{ id: 'u1', content: 'Say it of', example: '你这是画蛇添足。' }],
  comments: { literal: 'a', story: 'b', moral: 'c' },
  generator: 'composer',
};
const related: RelatedIdioms = {
  similar: [{ word: '多此一举', pinyin: 'duō cǐ yī jǔ', meaning: 'uncalled-for' }],
  opposite: [],
  same_character: [],
};

describe('DetailReplyWriter', () => {
  it('writes exactly the detail, its related idioms and the request fields', () => {
    const writer = new DetailReplyWriter(() => ({ related }));
    const cases: PerRequestFields[] = [
      {
        task_id: 'gen_"quoted"\\id',
        remaining_searches: 3,
        has_subscription: false,
        first_searched_at: '2026-11-27T09:00:00.000Z',
      },
      {
        task_id: 'gen_x',
        remaining_searches: null,
        has_subscription: true,
        first_searched_at: null,
      },
    ];
    for (const fields of cases) {
      const parsed: unknown = JSON.parse(writer.write(detail, fields));
      expect(parsed).toStrictEqual({ ...detail, related, ...fields });
      expect(IdiomDetailSchema.safeParse(parsed).success).toBe(true);
    }
  });

  it('works out the shared part once per detail object', () => {
    let lookups = 0;
    const writer = new DetailReplyWriter(() => (lookups++, { related }));
    const fields = {
      task_id: 't',
      remaining_searches: 1,
      has_subscription: false,
      first_searched_at: null,
    };
    writer.write(detail, fields);
    writer.write(detail, { ...fields, task_id: 'u' });
    expect(lookups).toBe(1);
    writer.write({ ...detail }, fields); // a regenerated detail is a new object
    expect(lookups).toBe(2);
  });
});
