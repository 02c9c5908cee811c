import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPaddleBody, verifyPaddleSignature } from './paddle-signature';

const secret = 'pdl_ntfset_secret';
const body = Buffer.from('{"event_id":"evt_1","event_type":"transaction.completed"}');
const at = new Date('2026-01-01T00:00:00Z');

describe('Paddle-Signature', () => {
  it('is ts and an HMAC-SHA256 of "ts:rawBody", as Paddle documents it', () => {
    const ts = at.getTime() / 1000;
    const h1 = createHmac('sha256', secret).update(`${ts}:${body.toString()}`).digest('hex');
    expect(signPaddleBody(body, secret, at)).toBe(`ts=${ts};h1=${h1}`);
  });

  it('accepts within 5 seconds, refuses older or newer', () => {
    const header = signPaddleBody(body, secret, at);
    expect(verifyPaddleSignature(header, body, secret, new Date(at.getTime() + 5000))).toEqual({
      ok: true,
    });
    expect(verifyPaddleSignature(header, body, secret, new Date(at.getTime() + 6000))).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifyPaddleSignature(header, body, secret, new Date(at.getTime() - 6000))).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses another secret, a changed body, and malformed or missing headers', () => {
    const header = signPaddleBody(body, secret, at);
    expect(verifyPaddleSignature(header, body, 'other', at).ok).toBe(false);
    expect(verifyPaddleSignature(header, Buffer.from(`${body} `), secret, at).ok).toBe(false);
    expect(verifyPaddleSignature(undefined, body, secret, at)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(verifyPaddleSignature('h1=abc', body, secret, at)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(verifyPaddleSignature(`ts=${at.getTime() / 1000};h1=zz`, body, secret, at)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('accepts any one of several h1 values (secret rotation)', () => {
    const good = signPaddleBody(body, secret, at);
    const rotated = `${good.split(';')[0]};h1=${'0'.repeat(64)};${good.split(';')[1]}`;
    expect(verifyPaddleSignature(rotated, body, secret, at)).toEqual({ ok: true });
  });
});
