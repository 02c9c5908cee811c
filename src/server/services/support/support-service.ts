import type { FastifyInstance } from 'fastify';
import { supportMessages } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

export interface SupportInput {
  userId: string | null;
  email: string;
  subject: string;
  message: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Stores the message first (so nothing is lost when mail fails), then mails it to SUPPORT_EMAIL
 * with Reply-To set to the sender. A mail failure is a 502 the client shows as SPEC §8's message.
 */
export async function sendSupportMessage(
  app: FastifyInstance,
  input: SupportInput,
): Promise<string> {
  const [row] = await app.db
    .insert(supportMessages)
    .values({
      userId: input.userId,
      email: input.email,
      subject: input.subject,
      message: input.message,
    })
    .returning({ id: supportMessages.id });
  const who = input.userId ? `${input.email} (account ${input.userId})` : `${input.email} (guest)`;
  try {
    await app.mailer.send({
      to: app.env.SUPPORT_EMAIL,
      replyTo: input.email,
      subject: `[Support] ${input.subject}`,
      text: `From: ${who}\nTicket: ${row!.id}\n\n${input.message}\n`,
      html: `<p><strong>From:</strong> ${escapeHtml(who)}<br><strong>Ticket:</strong> ${row!.id}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    });
  } catch (error) {
    app.log.error({ err: error, ticket: row!.id }, 'support mail failed');
    throw new HttpError(502, 'Failed to send your message. Please try again later.');
  }
  return row!.id;
}
