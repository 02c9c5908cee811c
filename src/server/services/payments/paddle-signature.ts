import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paddle's tolerance for the signature timestamp (replayed deliveries are refused after it). */
export const SIGNATURE_TOLERANCE_SECONDS = 5;

/** `Paddle-Signature: ts=<unix seconds>;h1=<hex HMAC-SHA256 of "ts:rawBody">`. */
export function signPaddleBody(rawBody: string | Buffer, secret: string, at: Date): string {
  const ts = Math.floor(at.getTime() / 1000);
  const h1 = createHmac('sha256', secret).update(`${ts}:`).update(rawBody).digest('hex');
  return `ts=${ts};h1=${h1}`;
}

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

/**
 * Verifies a Paddle-Signature header over the raw body, as Paddle documents it: the timestamp
 * within the tolerance, then a constant-time compare against every h1 given (Paddle sends several
 * while a secret is being rotated).
 */
export function verifyPaddleSignature(
  header: string | undefined,
  rawBody: Buffer,
  secret: string,
  now: Date,
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  let ts: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(';')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 'ts') ts = value;
    else if (key === 'h1' && value) signatures.push(value);
  }
  if (!ts || !/^\d{1,12}$/.test(ts) || signatures.length === 0)
    return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - Number(ts)) > SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', secret).update(`${ts}:`).update(rawBody).digest();
  const matches = signatures.some((hex) => {
    if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  });
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
}
