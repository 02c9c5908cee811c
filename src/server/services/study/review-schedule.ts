import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { fsrs, Rating, State, type Grade } from 'ts-fsrs';
import type {
  ReviewCard,
  ReviewCounts,
  ReviewGrade,
  ReviewSchedule,
  ReviewStreak,
} from '../../../shared/schemas/study.js';
import type { Db } from '../../db/client.js';
import { reviewCards, reviewLogs, savedIdioms } from '../../db/schema.js';
import { utcDay } from '../search/quota-ledger.js';
import { cardKind, missingCharacter } from './card-kinds.js';
import { cardOf, cardValues, logValues, scheduleOf } from './review-card-rows.js';
import { studyCharacters, studyMeaning, type StudySources } from './study-idiom.js';

/** ts-fsrs' defaults (FSRS-6, 90% retention, steps 1m/10m, no fuzz): the same on every instance. */
export const scheduler = fsrs({ enable_fuzz: false });

export const RATINGS: Record<ReviewGrade, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/** One review session's worth: the most overdue due cards, then the oldest new ones. */
const MAX_DUE = 50;
const MAX_NEW = 20;
const DAY_MS = 86_400_000;

/** What grading did: the new schedule, or, for a grade_id seen before, the one it produced then. */
export type GradeOutcome =
  | { kind: 'graded'; schedule: ReviewSchedule; replayed: boolean }
  | { kind: 'not_saved' }
  /** The grade_id was already used for another word or grade: a client bug, never applied. */
  | { kind: 'id_reused' };

const GRADE_OF_RATING = new Map(Object.entries(RATINGS).map(([name, r]) => [r, name]));

async function earlierGrade(
  tx: Pick<Db, 'select'>,
  userId: string,
  word: string,
  grade: ReviewGrade,
  gradeId: string,
): Promise<GradeOutcome | null> {
  const [log] = await tx
    .select({ word: reviewLogs.word, rating: reviewLogs.rating, after: reviewLogs.scheduleAfter })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.gradeId, gradeId)));
  if (!log) return null;
  if (log.word !== word || GRADE_OF_RATING.get(log.rating) !== grade || !log.after)
    return { kind: 'id_reused' };
  return { kind: 'graded', schedule: log.after, replayed: true };
}

/**
 * Applies a grade with FSRS and stores the new card and the log, in one transaction with the
 * card row locked (two quick taps on two devices grade one after the other). With a gradeId the
 * grade is applied at most once (ADR 0191): the id is looked up after the lock, so a copy sent
 * while the first is still in its transaction waits for it and then finds it; the unique index
 * on (user, grade_id) is the last word.
 */
export async function gradeCard(
  db: Db,
  userId: string,
  word: string,
  grade: ReviewGrade,
  now: Date,
  gradeId?: string,
): Promise<GradeOutcome> {
  try {
    return await applyGrade(db, userId, word, grade, now, gradeId);
  } catch (error) {
    // Only the same id sent for two words at once gets here: both locked different cards.
    if (!gradeId || !isGradeIdConflict(error)) throw error;
    return (await earlierGrade(db, userId, word, grade, gradeId)) ?? { kind: 'id_reused' };
  }
}

/** Drizzle wraps the driver's error as the cause; 23505 is PostgreSQL's unique violation. */
function isGradeIdConflict(error: unknown): boolean {
  const cause = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return cause.code === '23505' && cause.constraint === 'review_logs_user_grade_id_uq';
}

function applyGrade(
  db: Db,
  userId: string,
  word: string,
  grade: ReviewGrade,
  now: Date,
  gradeId: string | undefined,
): Promise<GradeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.word, word)))
      .for('update');
    // Looked up even without a card: a grade replayed after the idiom was unsaved still answers.
    const earlier = gradeId ? await earlierGrade(tx, userId, word, grade, gradeId) : null;
    if (earlier) return earlier;
    if (!row) return { kind: 'not_saved' };
    const { card, log } = scheduler.next(cardOf(row), now, RATINGS[grade]);
    const schedule = scheduleOf(card);
    await tx
      .update(reviewCards)
      .set(cardValues(card))
      .where(and(eq(reviewCards.userId, userId), eq(reviewCards.word, word)));
    await tx.insert(reviewLogs).values({
      userId,
      word,
      ...logValues(log),
      ...(gradeId ? { gradeId, scheduleAfter: schedule } : {}),
    });
    return { kind: 'graded', schedule, replayed: false };
  });
}

type CardRow = typeof reviewCards.$inferSelect & { savedAt: Date };

async function cardsOf(db: Db, userId: string): Promise<CardRow[]> {
  const rows = await db
    .select({ card: reviewCards, savedAt: savedIdioms.savedAt })
    .from(reviewCards)
    .innerJoin(
      savedIdioms,
      and(eq(savedIdioms.userId, reviewCards.userId), eq(savedIdioms.word, reviewCards.word)),
    )
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(reviewCards.due), asc(savedIdioms.savedAt), asc(reviewCards.word));
  return rows.map((r) => ({ ...r.card, savedAt: r.savedAt }));
}

const isNew = (row: { state: number }) => row.state === State.New;

function countsOf(rows: CardRow[], now: Date): ReviewCounts {
  let due = 0;
  let fresh = 0;
  for (const row of rows) {
    if (isNew(row)) fresh++;
    else if (row.due <= now) due++;
  }
  return { due, new: fresh, learned: rows.length - due - fresh };
}

/** The counts alone, counted by the database (after a grade: no card needs reading). */
export async function reviewCounts(db: Db, userId: string, now: Date): Promise<ReviewCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      fresh: sql<number>`(count(*) filter (where ${reviewCards.state} = ${State.New}))::int`,
      due: sql<number>`(count(*) filter (where ${reviewCards.state} <> ${State.New}
        and ${reviewCards.due} <= ${now.toISOString()}::timestamptz))::int`,
    })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId));
  const { total = 0, fresh = 0, due = 0 } = row ?? {};
  return { due, new: fresh, learned: total - due - fresh };
}

/**
 * Consecutive UTC days with at least one review, ending today, or yesterday when today has none
 * yet (the streak is not lost before the day is over). ADR 0093.
 */
export async function reviewStreak(db: Db, userId: string, now: Date): Promise<ReviewStreak> {
  const day = sql<string>`to_char(${reviewLogs.reviewedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.userId, userId),
        gte(reviewLogs.reviewedAt, new Date(now.getTime() - 3700 * DAY_MS)),
        lte(reviewLogs.reviewedAt, now),
      ),
    )
    .orderBy(desc(day));
  const days = new Set(rows.map((r) => r.day));
  const reviewedToday = days.has(utcDay(now));
  let at = reviewedToday ? now.getTime() : now.getTime() - DAY_MS;
  let count = 0;
  while (days.has(utcDay(new Date(at)))) {
    count++;
    at -= DAY_MS;
  }
  return { days: count, reviewed_today: reviewedToday };
}

/** Due cards first (most overdue first), then new ones (oldest saved first), with the counts. */
export async function dueCards(
  db: Db,
  sources: StudySources,
  userId: string,
  now: Date,
): Promise<{ cards: ReviewCard[]; counts: ReviewCounts }> {
  const rows = await cardsOf(db, userId);
  const due = rows.filter((r) => !isNew(r) && r.due <= now).slice(0, MAX_DUE);
  const fresh = rows
    .filter(isNew)
    .sort((a, b) => a.savedAt.getTime() - b.savedAt.getTime() || a.word.localeCompare(b.word))
    .slice(0, MAX_NEW);
  const cards = [...due, ...fresh].flatMap((row): ReviewCard[] => {
    const entry = sources.catalog.get(row.word);
    if (!entry) return [];
    const kind = cardKind(row.word, row.reps);
    return [
      {
        word: entry.word,
        traditional: entry.traditional,
        pinyin: entry.pinyin,
        meaning: studyMeaning(entry, sources),
        characters: studyCharacters(entry, sources),
        kind,
        ...(kind === 'missing_character'
          ? { missing: missingCharacter(entry, row.reps, sources.catalog) }
          : {}),
        schedule: scheduleOf(cardOf(row)),
      },
    ];
  });
  return { cards, counts: countsOf(rows, now) };
}
