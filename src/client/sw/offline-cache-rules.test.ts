import { describe, expect, it } from 'vitest';
import { apiCacheName, offlineApiKey, userOfAuthorization } from './offline-cache-rules';

const url = (path: string) => new URL(path, 'https://atlas.example');
const token = (payload: object) =>
  `Bearer h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('what the service worker keeps for offline use (ADR 0190)', () => {
  it('keeps the saved list, the review cards and each detail under the word alone', () => {
    expect(offlineApiKey(url('/api/saved/'))).toBe('/api/saved/');
    expect(offlineApiKey(url('/api/review/due/'))).toBe('/api/review/due/');
    const word = encodeURIComponent('画蛇添足');
    expect(offlineApiKey(url(`/api/idioms/${word}/?task_id=gen_1`))).toBe(`/api/idioms/${word}/`);
    expect(offlineApiKey(url(`/api/idioms/${word}/?task_id=gen_2`))).toBe(`/api/idioms/${word}/`);
  });

  it('leaves alone the daily idiom (its built-in fallback answers offline) and everything else', () => {
    for (const path of [
      '/api/idioms/daily/',
      '/api/idioms/generation-progress/gen_1/',
      '/api/search/',
      '/api/subscription/current/',
      '/api/saved/%E7%94%BB/',
      '/api/health',
    ])
      expect(offlineApiKey(url(path)), path).toBeNull();
  });

  it("names each user's cache by the token's subject, and nobody's without a usable one", () => {
    const id = '0b7e6f0a-4a39-4c55-9d0e-5d1f7b1c2a11';
    expect(userOfAuthorization(token({ sub: id, exp: 1 }))).toBe(id);
    expect(apiCacheName(id)).toBe(`chengyu-api-${id}`);
    expect(userOfAuthorization(null)).toBeNull();
    expect(userOfAuthorization('Basic abc')).toBeNull();
    expect(userOfAuthorization('Bearer not-a-jwt')).toBeNull();
    expect(userOfAuthorization(token({ exp: 1 }))).toBeNull();
    expect(userOfAuthorization(token({ sub: '../../x' }))).toBeNull();
    expect(userOfAuthorization(token({ sub: 42 }))).toBeNull();
  });
});
