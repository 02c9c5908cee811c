import { describe, expect, it } from 'vitest';
import { chatCompletionDeltas } from './sse-stream';

function streamOf(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

async function collect(pieces: string[]) {
  const out: string[] = [];
  for await (const delta of chatCompletionDeltas(streamOf(pieces))) out.push(delta);
  return out;
}

describe('chatCompletionDeltas', () => {
  it('yields the content deltas, across arbitrary byte boundaries, until [DONE]', async () => {
    const whole =
      chunk('{"a"') + ': role-only\n\n' + chunk(':1}') + 'data: [DONE]\n\n' + chunk('after');
    const cut = [whole.slice(0, 7), whole.slice(7, 30), whole.slice(30, 31), whole.slice(31)];
    expect(await collect(cut)).toEqual(['{"a"', ':1}']);
  });

  it('handles CRLF lines, keep-alive comments and multi-byte characters split in two', async () => {
    const text = chunk('画蛇添足').replace(/\n/g, '\r\n');
    const bytes = new TextEncoder().encode(`: keep-alive\r\n${text}`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 40));
        controller.enqueue(bytes.slice(40));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const delta of chatCompletionDeltas(stream)) out.push(delta);
    expect(out).toEqual(['画蛇添足']);
  });

  it('raises the error an endpoint sends inside the stream', async () => {
    await expect(
      collect([`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`]),
    ).rejects.toThrow('overloaded');
  });
});
