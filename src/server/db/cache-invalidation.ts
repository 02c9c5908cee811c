import type { Client, Pool } from 'pg';

/** The PostgreSQL channel on which instances tell each other what changed (ADR 0164). */
export const INVALIDATION_CHANNEL = 'chengyu_cache';

export interface Invalidation {
  name: string;
  key?: string;
}

interface Note extends Invalidation {
  /** Which publish this is, so the publisher knows when its own listener has it. */
  id?: string;
}

/** How long a publisher waits for its own notification to come back before it answers anyway. */
const ECHO_WAIT_MS = 1_000;

/**
 * Cross-instance invalidation over PostgreSQL LISTEN/NOTIFY (ADR 0164). One connection of its own
 * listens; `publish` notifies every instance (this one included) through the pool. While the
 * listening connection is down `live` is false — a cache must then not be trusted, since a
 * notification may have been missed — and it reconnects every second; `onReset` is called
 * whenever caches must be forgotten (the connection dropped, or came back).
 */
export class InvalidationBus {
  live = false;
  private client: Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly echoes = new Map<string, () => void>();
  private nextId = 0;
  private readonly prefix = `${process.pid}-${Math.random().toString(36).slice(2)}-`;

  constructor(
    private readonly url: string,
    private readonly pool: Pool,
    private readonly onMessage: (message: Invalidation) => void,
    private readonly onReset: () => void,
    private readonly newClient: (url: string) => Client,
  ) {}

  async start(): Promise<void> {
    const client = this.newClient(this.url);
    client.on('notification', (note) => {
      if (note.channel !== INVALIDATION_CHANNEL || !note.payload) return;
      let message: Note;
      try {
        message = JSON.parse(note.payload) as Note;
      } catch {
        return this.onReset();
      }
      this.onMessage({ name: message.name, key: message.key });
      if (message.id) this.echoes.get(message.id)?.();
    });
    const down = () => {
      if (this.client !== client) return;
      this.client = null;
      this.live = false;
      this.onReset();
      void client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.reconnect(), 1_000);
    };
    client.on('error', down);
    client.on('end', down);
    await client.connect();
    await client.query(`listen ${INVALIDATION_CHANNEL}`);
    this.client = client;
    // Anything cached before now may have missed a notification.
    this.onReset();
    this.live = true;
  }

  /** Tries again in a second (the first connection failed). */
  reconnectLater(): void {
    if (!this.closed && !this.retry) this.retry = setTimeout(() => void this.reconnect(), 1_000);
  }

  private async reconnect(): Promise<void> {
    this.retry = null;
    if (this.closed) return;
    await this.start().catch(() => {
      if (!this.closed) this.retry = setTimeout(() => void this.reconnect(), 1_000);
    });
  }

  /**
   * Tells every instance. Resolves once this instance's own listener has the notification back:
   * PostgreSQL hands it to every listener at once, so by then the others have been sent it too
   * (or after ECHO_WAIT_MS, or at once while not listening).
   */
  async publish(message: Invalidation): Promise<void> {
    const id = this.prefix + String(this.nextId++);
    let echoed: Promise<void> | null = null;
    if (this.live) {
      echoed = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ECHO_WAIT_MS);
        timer.unref();
        this.echoes.set(id, () => (clearTimeout(timer), resolve()));
      });
    }
    try {
      await this.pool.query('select pg_notify($1, $2)', [
        INVALIDATION_CHANNEL,
        JSON.stringify({ ...message, id }),
      ]);
      await echoed;
    } finally {
      this.echoes.delete(id);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
