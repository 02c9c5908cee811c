import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../../tests/support/test-app';
import { EnvError, parseEnv } from '../../env';
import { buildAccountsTestApp, randomIp } from '../../../../tests/support/accounts-test-app';

// Issue 26 (ADR 0151): behind nginx ($proxy_add_x_forwarded_for) the header holds what the client
// wrote, then the address nginx saw. Only the hops we run may be believed.
describe('TRUST_PROXY', () => {
  it('takes false, a hop count or proxy addresses, and refuses "trust everything"', () => {
    const parse = (value: string) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(parse('')).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('0')).toBe(false);
    expect(parse('1')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('127.0.0.1, 10.0.0.0/8,::1,loopback')).toBe('127.0.0.1,10.0.0.0/8,::1,loopback');
    for (const bad of ['true', 'yes', '10.0.0.0/33', '300.1.1.1', '1.2.3.4/8/1', '11'])
      expect(() => parse(bad), bad).toThrow(EnvError);
  });

  for (const setting of ['1', '127.0.0.1']) {
    it(`with TRUST_PROXY=${setting}, a spoofed X-Forwarded-For does not escape per-address limits`, async () => {
      const app = await buildAccountsTestApp({ TRUST_PROXY: setting });
      try {
        const nginxSaw = randomIp();
        const statuses: number[] = [];
        for (let n = 1; n <= 8; n++) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/login/send-verification-code/',
            payload: { email: uniqueEmail('xff') },
            // The app's socket peer is the proxy (inject's 127.0.0.1).
            headers: { 'x-forwarded-for': `203.0.113.${n}, ${nginxSaw}` },
          });
          statuses.push(res.statusCode);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
        // A different real client is counted apart.
        const other = await app.inject({
          method: 'POST',
          url: '/api/login/send-verification-code/',
          payload: { email: uniqueEmail('xff') },
          headers: { 'x-forwarded-for': `203.0.113.1, ${randomIp()}` },
        });
        expect(other.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  }
});
