import { describe, expect, it } from 'vitest';
import type { SearchResultItem } from '../../../../shared/schemas/search';
import { filterResults, isValidTaskId, NO_FOUR_CHAR_IDIOMS } from './filter-results';

const item = (word: string, task_id = `gen_${word}`): SearchResultItem => ({
  word,
  task_id,
  pinyin: 'p',
  explanation: 'e',
  first_searched_at: null,
  commonness: 'common',
});

describe('filterResults (SPEC §5)', () => {
  it('keeps only four-Han-character words and puts exact matches first', () => {
    const reply = {
      is_english_query: false,
      data: [item('画蛇添足之人'), item('添足'), item('画龙点睛'), item('画蛇添足'), item('abcd')],
    };
    expect(filterResults('画蛇添足', reply).items.map((i) => i.word)).toEqual([
      '画蛇添足',
      '画龙点睛',
    ]);
  });

  it('drops an exact match without a task id but keeps other results', () => {
    const reply = { is_english_query: false, data: [item('画蛇添足', ''), item('画龙点睛')] };
    expect(filterResults('画蛇添足', reply)).toEqual({ items: [item('画龙点睛')], error: null });
  });

  it('reports the error when nothing remains', () => {
    const reply = { is_english_query: false, data: [item('画蛇添足', ''), item('你好')] };
    expect(filterResults(' 画蛇添足 ', reply)).toEqual({ items: [], error: NO_FOUR_CHAR_IDIOMS });
  });

  it('returns English replies unfiltered', () => {
    const data = [item('画蛇添足'), item('overdo'), item('x', '')];
    expect(filterResults('overdo it', { is_english_query: true, data }).items).toEqual(data);
  });

  it('accepts only non-empty string task ids', () => {
    expect(isValidTaskId('gen_1')).toBe(true);
    expect(isValidTaskId('')).toBe(false);
    expect(isValidTaskId('  ')).toBe(false);
    expect(isValidTaskId(undefined)).toBe(false);
  });
});
