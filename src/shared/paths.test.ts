import { describe, expect, it } from 'vitest';
import { idiomLink, idiomPath, wordOfPath } from './paths';

describe('idiom addresses', () => {
  it('Copy link gives the readable address, which opens the same idiom', () => {
    expect(idiomLink('画蛇添足')).toBe('/app/idiom/画蛇添足');
    expect(wordOfPath(idiomLink('画蛇添足'))).toBe('画蛇添足');
    expect(wordOfPath(new URL(`http://x${idiomLink('画蛇添足')}`).pathname)).toBe('画蛇添足');
    expect(idiomPath('画蛇添足')).toBe('/app/idiom/%E7%94%BB%E8%9B%87%E6%B7%BB%E8%B6%B3');
  });

  it('still encodes what is not Chinese', () => {
    expect(idiomLink('a/b ?')).toBe('/app/idiom/a%2Fb%20%3F');
  });
});
