import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeLlmBehaviour {
  /** The assistant's whole reply text, streamed in pieces. */
  content: string;
  /** Number of SSE chunks the content is cut into. */
  chunks?: number;
  /** Delay before each chunk, to make generation slow. */
  chunkDelayMs?: number;
  /** Answer with this HTTP status and a JSON error instead of a stream. */
  status?: number;
}

export interface FakeLlmRequest {
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

/**
 * A real local HTTP server speaking OpenAI's streaming chat-completions protocol
 * (POST /v1/chat/completions, `text/event-stream`, `data: {chunk}` lines, `data: [DONE]`).
 * Records each request and whether the client hung up before the stream ended.
 */
export class FakeLlmServer {
  readonly requests: FakeLlmRequest[] = [];
  /** Streams the client closed before [DONE] (a cancelled or timed-out generation). */
  abortedStreams = 0;
  behaviour: FakeLlmBehaviour = { content: '{}' };
  private server: Server | null = null;
  private sockets = new Set<Socket>();

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    this.requests.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
    const { content, chunks = 10, chunkDelayMs = 0, status } = this.behaviour;
    if (status) {
      res
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'fake failure' } }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    let closed = false;
    res.on('close', () => {
      if (!res.writableEnded) {
        closed = true;
        this.abortedStreams++;
      }
    });
    const size = Math.ceil(content.length / chunks) || 1;
    const id = `chatcmpl-${Date.now()}`;
    for (let at = 0; at < content.length && !closed; at += size) {
      if (chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
      if (closed) return;
      const chunk = {
        id,
        object: 'chat.completion.chunk',
        model: 'fake',
        choices: [
          { index: 0, delta: { content: content.slice(at, at + size) }, finish_reason: null },
        ],
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    if (closed) return;
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  }
}

/** A valid model reply for an idiom, shaped as the LLM generator's prompt asks. */
export function validLlmReply(word: string, pinyin: string): string {
  const syllables = pinyin.split(' ');
  return JSON.stringify({
    english_explanation: 'a test explanation',
    characters: [...word].map((char, i) => ({
      char,
      pinyin: syllables[i] ?? '',
      meaning: `meaning ${i + 1}`,
    })),
    story: { content: ['A story paragraph.', 'Another paragraph.'] },
    moral: [{ content: 'A moral.' }],
    usage: [{ content: 'A usage.', example: `他们${word}。`, example_pinyin: 'tā men' }],
    comments: { literal: 'Literal comment.', story: 'Story comment.', moral: 'Moral comment.' },
  });
}
