import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReviewSchedule } from '../../shared/schemas/study.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Always stored lower-cased. */
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  displayName: text('display_name'),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  avatarUrl: text('avatar_url'),
  isVerified: boolean('is_verified').notNull().default(false),
  /**
   * Tokens issued before this instant are dead, access tokens included: set by logout, a password
   * reset and the operator's end-sessions (ADR 0080).
   */
  sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Failed logins per key, 'email:<address>' (whether or not an account has it) or 'ip:<address>':
 * past a few failures each further attempt must wait a growing delay (ADR 0082).
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** All tokens rotated from one login share a family; reuse of a spent one revokes the family. */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** 'register' | 'reset_password' */
    action: text('action').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_email_action_idx').on(t.email, t.action)],
);

/** Credits spent per user per UTC day ('YYYY-MM-DD'). */
export const quotaUsage = pgTable(
  'quota_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Words a user's searches returned on a day: viewing their details that day is free. */
export const searchedWords = pgTable(
  'searched_words',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.word] })],
);

/**
 * The queries a free user ran each UTC day, normalised (trimmed, NFKC, case-folded, one space):
 * running one again that day spends nothing (ARCHITECTURE §5, ADR 0142).
 */
export const searchedQueries = pgTable(
  'searched_queries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    query: text('query').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.query] })],
);

export const searches = pgTable('searches', {
  /** search_<uuid> */
  id: text('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  query: text('query').notNull(),
  isEnglish: boolean('is_english').notNull().default(false),
  resultCount: integer('result_count').notNull().default(0),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const generationTasks = pgTable(
  'generation_tasks',
  {
    /** gen_<uuid> */
    id: text('id').primaryKey(),
    word: text('word').notNull(),
    generator: text('generator').notNull(),
    /** in_progress | completed | failed | timeout | cancelled */
    status: text('status').notNull().default('in_progress'),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    error: text('error'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('generation_tasks_word_idx').on(t.word, t.status)],
);

export const idiomDetails = pgTable(
  'idiom_details',
  {
    word: text('word').notNull(),
    generator: text('generator').notNull(),
    detail: jsonb('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.word, t.generator] })],
);

export const idiomFirstSearches = pgTable('idiom_first_searches', {
  word: text('word').primaryKey(),
  firstSearchedAt: timestamp('first_searched_at', { withTimezone: true }).notNull().defaultNow(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
});

export const idiomViews = pgTable(
  'idiom_views',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    taskId: text('task_id'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idiom_views_user_idx').on(t.userId, t.viewedAt)],
);

/** The featured idiom of each UTC day ('YYYY-MM-DD'). */
export const dailyIdioms = pgTable('daily_idioms', {
  day: text('day').primaryKey(),
  word: text('word').notNull(),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** one_time | recurring */
    plan: text('plan').notNull(),
    /** active | canceled | past_due | expired */
    status: text('status').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(false),
    /** paddle | local (the sandbox provider) | admin (operator grant, ADR 0028) */
    provider: text('provider').notNull().default('local'),
    /** Paddle's sub_… for the monthly plan; the txn_… that bought a one-time pass. */
    providerSubscriptionId: text('provider_subscription_id'),
    priceId: text('price_id'),
    /** When this grant began (the first period's start; renewals move only the current period). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** Paddle's next_billed_at; null when nothing will be billed again. */
    nextBilledAt: timestamp('next_billed_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** occurred_at of the last provider event applied, to ignore stale events. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    uniqueIndex('subscriptions_provider_subscription_idx').on(t.providerSubscriptionId),
  ],
);

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
    onDelete: 'set null',
  }),
  providerTransactionId: text('provider_transaction_id').unique(),
  plan: text('plan').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('USD'),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  /** applied | stale | unknown_price | unknown_user | unhandled (payments webhook, ADR 0070). */
  outcome: text('outcome'),
  /** The verified event as received. */
  payload: jsonb('payload'),
});

export const supportMessages = pgTable('support_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Idioms a user keeps (ADR 0091): only ones they have opened; saving spends nothing. */
export const savedIdioms = pgTable(
  'saved_idioms',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.word] }),
    index('saved_idioms_user_saved_idx').on(t.userId, t.savedAt),
  ],
);

/**
 * The FSRS card of each saved idiom (ts-fsrs' Card, ADR 0092). It belongs to the saved row:
 * unsaving deletes it; the review log stays.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id').notNull(),
    word: text('word').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.word] }),
    foreignKey({
      columns: [t.userId, t.word],
      foreignColumns: [savedIdioms.userId, savedIdioms.word],
      name: 'review_cards_saved_fk',
    }).onDelete('cascade'),
    index('review_cards_user_due_idx').on(t.userId, t.due),
  ],
);

/** Every grade given (ts-fsrs' ReviewLog: the card as it was before the grade), for the streak. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** ts-fsrs Rating: 1 again, 2 hard, 3 good, 4 easy. */
    rating: integer('rating').notNull(),
    state: integer('state').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    /** The client's id for this grade (ADR 0191): a grade sent again is answered, not applied again. */
    gradeId: uuid('grade_id'),
    /** The schedule this grade produced, returned as it was when the same grade_id comes again. */
    scheduleAfter: jsonb('schedule_after').$type<ReviewSchedule>(),
  },
  (t) => [
    index('review_logs_user_reviewed_idx').on(t.userId, t.reviewedAt),
    uniqueIndex('review_logs_user_grade_id_uq').on(t.userId, t.gradeId),
  ],
);

/**
 * How a user reads hanzi and pinyin, and the colour theme (ADR 0185): one row per user who has
 * changed anything; no row reads as the defaults. The choices follow the user to any browser.
 */
export const displaySettings = pgTable(
  'display_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    traditionalFirst: boolean('traditional_first').notNull().default(false),
    hidePinyin: boolean('hide_pinyin').notNull().default(false),
    toneColours: boolean('tone_colours').notNull().default(false),
    /** 'system' | 'light' | 'dark' */
    theme: text('theme').notNull().default('system'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('display_settings_theme_check', sql`${t.theme} in ('system', 'light', 'dark')`)],
);
