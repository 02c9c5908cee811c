import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsTestApp } from '../../../../tests/support/accounts-test-app';
import { readOutbox, startSmtpTestServer } from '../../../../tests/support/test-mail';

const message = {
  to: 'reader@example.com',
  subject: 'Hello from the mailer',
  text: 'Plain text body 你好',
  html: '<p>HTML body <strong>你好</strong></p>',
};

describe('mailer', () => {
  it('writes an .eml file with text and HTML parts to DATA_DIR/outbox without SMTP_URL', async () => {
    const app = await buildAccountsTestApp();
    try {
      expect(app.mailer.mode).toBe('outbox');
      const sent = await app.mailer.send(message);
      expect(sent.file?.startsWith(app.outboxDir)).toBe(true);
      const [raw] = await readOutbox(app.outboxDir);
      expect(raw).toContain('To: reader@example.com');
      expect(raw).toContain('Subject: Hello from the mailer');
      expect(raw).toContain('From: Chengyu Atlas <no-reply@chengyu-atlas.local>');
      expect(raw).toMatch(/multipart\/alternative/);
      expect(raw).toContain('text/plain');
      expect(raw).toContain('text/html');
    } finally {
      await app.close();
    }
  });

  describe('with SMTP_URL', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
    beforeAll(async () => {
      smtp = await startSmtpTestServer();
    });
    afterAll(async () => smtp.close());

    it('delivers through the SMTP server and writes no outbox file', async () => {
      const app = await buildAccountsTestApp({
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Atlas <atlas@example.com>',
      });
      try {
        expect(app.mailer.mode).toBe('smtp');
        const sent = await app.mailer.send(message);
        expect(sent.file).toBeUndefined();
        expect(smtp.messages).toHaveLength(1);
        expect(smtp.messages[0]!.to).toEqual(['reader@example.com']);
        expect(smtp.messages[0]!.raw).toContain('From: Atlas <atlas@example.com>');
        expect(await readOutbox(app.outboxDir)).toEqual([]);
      } finally {
        await app.close();
      }
    });
  });
});
