import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** Test double at the edge: a real local SMTP server that keeps every message it receives. */
export async function startSmtpTestServer() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Raw .eml files in an outbox folder, oldest first. */
export async function readOutbox(dir: string): Promise<string[]> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort();
  return Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')));
}

/** Decodes quoted-printable so assertions can read the text part. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The last 6-digit code mailed to `to` in a list of raw messages. */
export function lastCodeFor(raws: string[], to: string): string | null {
  for (const raw of [...raws].reverse()) {
    if (!raw.toLowerCase().includes(`to: ${to.toLowerCase()}`)) continue;
    const match = /code is:?\s*(\d{6})/i.exec(decodeQuotedPrintable(raw));
    if (match) return match[1]!;
  }
  return null;
}
