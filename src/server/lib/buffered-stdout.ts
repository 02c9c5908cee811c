/**
 * The server log's destination: lines written within one turn of the event loop go to stdout in
 * one write, after the replies of that turn, instead of one write per line on the request path
 * (ADR 0107). Flushed at exit; a kill -9 can lose the last turn's lines, never a reply.
 */
export function bufferedStdout(maxChars = 64 * 1024) {
  let lines: string[] = [];
  let size = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const text = lines.join('');
    lines = [];
    size = 0;
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      lines.push(line);
      size += line.length;
      if (size >= maxChars) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}
