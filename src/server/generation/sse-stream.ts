/**
 * Reads the text deltas of an OpenAI-style streaming chat completion: Server-Sent Events whose
 * `data:` lines carry JSON chunks (`choices[0].delta.content`) and end with `data: [DONE]`.
 */
export async function* chatCompletionDeltas(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        const delta = parseLine(line);
        if (delta === DONE) return;
        if (delta) yield delta;
      }
    }
    const delta = parseLine(buffer.trim());
    if (delta && delta !== DONE) yield delta;
  } finally {
    reader.releaseLock();
  }
}

const DONE = Symbol('done');

function parseLine(line: string): string | typeof DONE | null {
  if (!line.startsWith('data:')) return null;
  const data = line.slice(5).trim();
  if (data === '[DONE]') return DONE;
  if (!data) return null;
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = chunk as {
    choices?: { delta?: { content?: unknown } }[];
    error?: { message?: string };
  };
  if (parsed.error) throw new Error(`LLM stream error: ${parsed.error.message ?? 'unknown'}`);
  const content = parsed.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : null;
}
