import { sql } from 'drizzle-orm';
import { BatchWriter, writeBehindDelayMs } from '../db/batch-writer.js';
import type { Db } from '../db/client.js';
import { isSingleWriter } from '../db/owned-cache.js';
import { newTaskId, recordCachedTask } from './generation-task.js';

/** The form of the task ids a search hands out: random, so never another word's by accident. */
export const SEARCH_TASK_ID = /^gen_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const SERVED_MESSAGE = 'Served from cache';
const REMEMBERED_IDS = 50_000;

interface CachedTask {
  id: string;
  word: string;
  generator: string;
  userId: string | null;
  at: Date;
}

/**
 * The `completed` task row a cached detail leaves for its task id (ADR 0044), so the progress
 * endpoint answers for the id a reply carried and saving knows the user opened the word — written
 * behind the reply in batches (ADR 0107): a fresh search-issued id cannot belong to another word,
 * so nothing has to be checked first. Until its batch is written this process answers progress
 * from memory; other instances see the row a few milliseconds later (meanwhile "waiting to
 * start", ADR 0084). Only a user's FIRST cached open of a word (per process) writes a row
 * (ADR 0120): a re-open's id is answered from memory here and as "waiting to start" elsewhere,
 * which no client reads once its detail has arrived. Any other id (hand-made, or one this process
 * saw used for another word) takes the exact path: a synchronous upsert that gives a fresh id when
 * the caller's belongs to another word.
 */
export class CachedTaskLog {
  private readonly pending = new Map<string, CachedTask>();
  private readonly served = new Map<string, string>();
  /** Ids served from cache without a row of their own (re-opens), newest last. */
  private readonly unwritten = new Set<string>();
  /** `user, generator, word` whose cached open has a row (queued or written), newest last. */
  private readonly opened = new Set<string>();
  private readonly writer: BatchWriter<CachedTask>;

  constructor(
    private readonly db: Db,
    onError: (error: unknown, rows: number) => void,
  ) {
    this.writer = new BatchWriter(
      (rows) => this.write(rows),
      onError,
      writeBehindDelayMs(isSingleWriter(db)),
    );
  }

  /** Records the cached serving of `word` as task `taskId` (or a fresh one); returns the id used. */
  async record(input: {
    taskId?: string;
    word: string;
    generator: string;
    userId: string | null;
  }): Promise<string> {
    const id = input.taskId ?? newTaskId();
    const seenFor = this.served.get(id);
    if (SEARCH_TASK_ID.test(id) && (seenFor === undefined || seenFor === input.word)) {
      const openedKey =
        input.userId === null ? null : `${input.userId}\u0000${input.generator}\u0000${input.word}`;
      if (openedKey !== null && this.opened.has(openedKey) && !this.pending.has(id)) {
        this.remember(id, input.word);
        remember(this.unwritten, id);
        return id;
      }
      if (openedKey !== null) remember(this.opened, openedKey);
      const task = {
        id,
        word: input.word,
        generator: input.generator,
        userId: input.userId,
        at: new Date(),
      };
      this.pending.set(id, task);
      this.remember(id, input.word);
      this.writer.add(task);
      return id;
    }
    await this.flush();
    const used = await recordCachedTask(this.db, { ...input, taskId: id });
    this.remember(used, input.word);
    return used;
  }

  /** The progress of a task still waiting in the queue, as the progress endpoint reports it. */
  progressOf(taskId: string) {
    return this.pending.has(taskId) || this.unwritten.has(taskId)
      ? { status: 'completed' as const, progress: 100, message: SERVED_MESSAGE, error: null }
      : undefined;
  }

  /** Writes whatever is queued; readers of task rows that must see them await this first. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  private remember(id: string, word: string) {
    this.served.delete(id);
    this.served.set(id, word);
    if (this.served.size > REMEMBERED_IDS) this.served.delete(this.served.keys().next().value!);
  }

  private async write(rows: CachedTask[]) {
    // One row per id (the same id twice in one statement is an error in ON CONFLICT).
    const byId = new Map(rows.map((row) => [row.id, row]));
    // One parameter (the rows as JSON) rather than a multi-row insert built by the ORM: building
    // that statement cost more CPU than the database spent running it.
    const json = JSON.stringify(
      [...byId.values()].map((row) => ({
        id: row.id,
        word: row.word,
        generator: row.generator,
        user_id: row.userId,
        at: row.at.toISOString(),
      })),
    );
    try {
      await this.db.execute(sql`
        insert into generation_tasks
          (id, word, generator, user_id, status, progress, message, created_at, updated_at)
        select id, word, generator, user_id, 'completed', 100, ${SERVED_MESSAGE}, at, at
        from json_to_recordset(${json}::json)
          as t(id text, word text, generator text, user_id uuid, at timestamptz)
        on conflict (id) do update set
          status = 'completed', progress = 100, message = excluded.message, error = null,
          updated_at = excluded.updated_at
        -- As recordCachedTask: a live run, or another word's task, is left as it is.
        where generation_tasks.word = excluded.word and generation_tasks.status <> 'in_progress'`);
    } finally {
      for (const row of rows) if (this.pending.get(row.id) === row) this.pending.delete(row.id);
    }
  }
}

/** Adds `key` as the newest entry of a bounded set, dropping the oldest past REMEMBERED_IDS. */
function remember(set: Set<string>, key: string) {
  set.delete(key);
  set.add(key);
  if (set.size > REMEMBERED_IDS) set.delete(set.values().next().value!);
}
