import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, uniqueEmail } from '../../../../tests/support/test-app';
import { createCatalog } from '../../catalog/load-catalog';
import { supportMessages, users } from '../../db/schema';
import { startSmtpTestServer } from '../../../../tests/support/test-mail';

// Support does not read the catalog; an empty one keeps this test independent of the build artifact.
const catalog = createCatalog({ version: 1, builtAt: '', entries: [], characters: {} });

describe('POST /api/support/contact/', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    app = await buildTestApp({
      catalog,
      env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'help@atlas.test' },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/support/contact/',
      payload: payload as object,
      headers,
      remoteAddress: ip,
    });

  it('stores a trimmed guest message and mails it to the support address', async () => {
    const email = uniqueEmail('guest');
    const res = await post({
      subject: '  Billing  ',
      message: '  Charged twice \n',
      email: ` ${email} `,
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json();
    const [row] = await app.db.select().from(supportMessages).where(eq(supportMessages.id, id));
    expect(row).toMatchObject({
      subject: 'Billing',
      message: 'Charged twice',
      email,
      userId: null,
    });
    const mail = smtp.messages.find((m) => m.raw.includes(id));
    expect(mail?.to).toEqual(['help@atlas.test']);
    expect(mail?.raw).toContain(`Reply-To: ${email}`);
    expect(mail?.raw).toContain('Subject: [Support] Billing');
  });

  it('answers the spec messages for missing fields and a bad guest email', async () => {
    expect(
      (await post({ subject: '  ', message: 'x', email: 'a@b.co' }, {}, '10.0.0.2')).json(),
    ).toEqual({ error: 'Please enter a subject' });
    expect(
      (await post({ subject: 's', message: ' ', email: 'a@b.co' }, {}, '10.0.0.2')).json(),
    ).toEqual({ error: 'Please enter your message' });
    expect(
      (await post({ subject: 's', message: 'm', email: 'nope' }, {}, '10.0.0.2')).json(),
    ).toEqual({ error: 'Please enter a valid email address' });
    const noEmail = await post({ subject: 's', message: 'm' }, {}, '10.0.0.2');
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ error: 'Please enter your email address' });
  });

  it('uses the account email of a signed-in user, ignoring the body email', async () => {
    const email = uniqueEmail('member');
    const [user] = await app.db.insert(users).values({ email, username: 'member' }).returning();
    const token = await app.tokens.signAccess({ id: user!.id, email });
    const res = await post(
      { subject: 'Hi', message: 'Question', email: 'other@example.com' },
      { authorization: `Bearer ${token}` },
      '10.0.0.3',
    );
    expect(res.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, res.json().id));
    expect(row).toMatchObject({ email, userId: user!.id });
  });

  it('rate-limits per IP', async () => {
    const body = { subject: 's', message: 'm', email: uniqueEmail() };
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await post(body, {}, '10.0.0.9')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    const limited = await post(body, {}, '10.0.0.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      retry_after: expect.any(Number),
    });
    expect((await post(body, {}, '10.0.0.10')).statusCode).toBe(200);
  });

  it('answers 502 with the spec message when mail cannot be sent, keeping the message', async () => {
    const broken = await buildTestApp({ catalog, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await broken.inject({
        method: 'POST',
        url: '/api/support/contact/',
        payload: { subject: 's', message: 'kept', email: uniqueEmail() },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: 'Failed to send your message. Please try again later.' });
    } finally {
      await broken.close();
    }
  });
});
