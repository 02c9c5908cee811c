import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/test-app';
import { CODES_PER_WINDOW, issueCode } from './email-codes';
import { buildAccountsTestApp, randomIp, registerThroughApi } from '../../../../tests/support/accounts-test-app';

let app: Awaited<ReturnType<typeof buildAccountsTestApp>>;
beforeAll(async () => {
  app = await buildAccountsTestApp();
});
afterAll(async () => app.close());

describe('reset codes per email per hour (issue 17: codes could be cycled; issue 26: no day-long block)', () => {
  it(`issues at most ${CODES_PER_WINDOW} codes in an hour, 61 s apart or not`, async () => {
    const email = uniqueEmail('cycle');
    const t0 = Date.parse('2026-02-01T08:00:00Z');
    const at = (minutes: number) => new Date(t0 + minutes * 61_000);
    for (let i = 0; i < CODES_PER_WINDOW; i++)
      expect((await issueCode(app.db, email, 'reset_password', at(i))).ok).toBe(true);
    const refused = await issueCode(app.db, email, 'reset_password', at(CODES_PER_WINDOW));
    expect(refused).toEqual({ ok: false, retryAfter: expect.any(Number), windowFull: true });
    if (!refused.ok) expect(refused.retryAfter).toBeLessThanOrEqual(3600);
    // The first code ages out an hour after it was issued: a stranger who asked for five codes
    // holds the owner off for an hour at most.
    const hourLater = new Date(t0 + 3600_000 + 1000);
    expect((await issueCode(app.db, email, 'reset_password', hourLater)).ok).toBe(true);
  });

  it('answers the same for an email with and without an account', async () => {
    const { email } = await registerThroughApi(app);
    const ghost = uniqueEmail('ghost');
    const t0 = Date.now() - 50 * 60_000;
    for (const address of [email, ghost])
      for (let i = 0; i < CODES_PER_WINDOW; i++)
        await issueCode(app.db, address, 'reset_password', new Date(t0 + i * 61_000));
    const send = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login/send-verification-code/',
        payload: { email: address, action: 'reset_password' },
        remoteAddress: randomIp(),
      });
    const [known, unknown] = [await send(email), await send(ghost)];
    expect(known.statusCode).toBe(429);
    expect(known.json()).toEqual({
      error: 'Too many codes requested for this email. Please try again later.',
      retry_after: expect.any(Number),
    });
    expect(unknown.statusCode).toBe(429);
    expect(unknown.json().error).toBe(known.json().error);
    expect(Math.abs(unknown.json().retry_after - known.json().retry_after)).toBeLessThanOrEqual(1);
  });
});
