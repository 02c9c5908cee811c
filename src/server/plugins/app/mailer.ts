import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from '../../lib/mail-message.js';
import { resolvePath } from '../../runtime.js';

export type { MailMessage };

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (.eml files in DATA_DIR/outbox). */
  readonly mode: 'smtp' | 'outbox';
  readonly outboxDir: string;
  send(message: MailMessage): Promise<SentMail>;
  /** Resolves when every message sent so far has been delivered or failed (tests, shutdown). */
  whenIdle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

interface MailerOptions {
  smtpUrl?: string;
  from: string;
  dataDir: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise renders the same RFC 822 message with
 * nodemailer's stream transport and writes it to DATA_DIR/outbox/ (ADR 0021), so development needs
 * no mail server and tests can read the codes back.
 */
export function createMailer(
  opts: MailerOptions,
  log: { info: (obj: object, msg: string) => void },
): Mailer & { close(): void } {
  const outboxDir = join(resolvePath(opts.dataDir), 'outbox');
  const smtp: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const inFlight = new Set<Promise<unknown>>();
  async function deliver(message: MailMessage): Promise<SentMail> {
    const mail = { from: opts.from, ...message };
    if (smtp) {
      const info = await smtp.sendMail(mail);
      log.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent by SMTP',
      );
      return { messageId: info.messageId };
    }
    const info = await stream.sendMail(mail);
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message as Buffer);
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    return { messageId: info.messageId, file };
  }
  return {
    mode: smtp ? 'smtp' : 'outbox',
    outboxDir,
    send(message) {
      const sending = deliver(message);
      const settled = sending.catch(() => undefined).finally(() => inFlight.delete(settled));
      inFlight.add(settled);
      return sending;
    },
    async whenIdle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    close() {
      smtp?.close();
    },
  };
}

export default fp(
  async (app) => {
    const mailer = createMailer(
      { smtpUrl: app.env.SMTP_URL, from: app.env.MAIL_FROM, dataDir: app.env.DATA_DIR },
      app.log,
    );
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.whenIdle();
      mailer.close();
    });
  },
  { name: 'mailer' },
);
