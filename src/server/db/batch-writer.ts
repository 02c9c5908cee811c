/**
 * Write-behind for rows nobody reads on the request path (ADR 0107): `add` queues a row and
 * returns at once; within `delayMs` every queued row goes to the database in one statement
 * (`write`), so N requests cost one round trip instead of N. `flush` writes what is queued now:
 * a reader that must see the rows (cancelling a search, closing the app) awaits it first.
 */
/**
 * How long a row may wait (ADR 0107, 0122). On PostgreSQL another instance may need the row (a
 * search cancelled there), so 10 ms. On PGlite every reader is in this process and flushes first,
 * so rows may wait longer and share one statement: PGlite's fixed cost per statement is most of
 * what a small batch costs.
 */
export const writeBehindDelayMs = (singleWriter: boolean) => (singleWriter ? 100 : 10);

export class BatchWriter<T> {
  private queue: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;

  constructor(
    private readonly write: (rows: T[]) => Promise<void>,
    private readonly onError: (error: unknown, rows: number) => void,
    private readonly delayMs = 10,
    private readonly maxRows = 500,
  ) {}

  add(row: T): void {
    this.queue.push(row);
    if (this.queue.length >= this.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  get size(): number {
    return this.queue.length;
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // One write at a time, in order.
    while (this.writing) await this.writing;
    if (this.queue.length === 0) return;
    const rows = this.queue.splice(0, this.maxRows);
    this.writing = this.write(rows)
      .catch((error: unknown) => this.onError(error, rows.length))
      .finally(() => (this.writing = null));
    await this.writing;
    if (this.queue.length > 0) await this.flush();
  }
}
