import type { Card, ReviewLog } from 'ts-fsrs';
import type { CardState, ReviewSchedule } from '../../../shared/schemas/study.js';
import type { reviewCards } from '../../db/schema.js';

type CardRow = typeof reviewCards.$inferSelect;

const STATE_NAMES: readonly CardState[] = ['new', 'learning', 'review', 'relearning'];

/** ts-fsrs' Card as the review_cards columns hold it. */
export function cardValues(card: Card) {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

export function cardOf(row: CardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** ts-fsrs' ReviewLog (the card before the grade) as the review_logs columns hold it. */
export function logValues(log: ReviewLog) {
  return {
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    reviewedAt: log.review,
  };
}

export function scheduleOf(card: Card): ReviewSchedule {
  return {
    state: STATE_NAMES[card.state] ?? 'new',
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    reps: card.reps,
    lapses: card.lapses,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}
