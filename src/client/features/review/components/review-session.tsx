import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../../shared/paths';
import { Alert, Button, ButtonLink } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import type {
  GradeReply,
  ReviewCard,
  ReviewCounts,
  ReviewGrade,
  ReviewStreak,
} from '../../../../shared/schemas/study';
import { reviewKey, useReviewDue } from '../api/get-review-due';
import { useGradeReviewCard } from '../api/grade-review-card';
import { isUnreachable, newGradeId, queueGrade } from '../lib/grade-queue';
import { absoluteDue, relativeDue } from '../lib/due-text';
import { GRADES, GradeButtons } from './grade-buttons';
import { ReviewCardView } from './review-card';
import { ReviewStats } from './review-stats';
import './review.css';

export const REVIEW_LOAD_FAILED = 'Could not load your review cards. Please try again later.';
export const GRADE_FAILED = 'Could not save your answer. Please try again.';
export const GRADE_QUEUED = 'kept on this device; it will be sent when you are back online.';

/** Enter and Space already press a focused control; the page's own keys must not press it twice. */
const isControl = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest('button, a, input, select, textarea');

function dueLine(card: ReviewCard, now: string) {
  if (card.schedule.state === 'new') return 'New card';
  const rel = relativeDue(card.schedule.due, now);
  return rel === 'now' ? 'Due now' : `Due ${rel}`;
}

/**
 * A review session over the cards the page loaded (due first, then new): reveal (Space/Enter),
 * grade (1–4), see when it comes back, next card. Counts and streak follow each grade.
 */
export function ReviewSession() {
  const { user } = useSession();
  const client = useQueryClient();
  const due = useReviewDue();
  const grade = useGradeReviewCard();
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [graded, setGraded] = useState<GradeReply | null>(null);
  /** A grade the server could not be reached for, queued to be sent later (ADR 0192). */
  const [queued, setQueued] = useState<ReviewGrade | null>(null);
  const [stats, setStats] = useState<{ counts: ReviewCounts; streak: ReviewStreak } | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const revealButton = useRef<HTMLButtonElement>(null);

  const cards = due.data?.cards ?? [];
  const card = cards[index];
  // Due times are compared with the server's clock: its time at load, or when it took the grade.
  const now = graded?.schedule.last_review ?? due.data?.now ?? new Date(Date.now()).toISOString();
  const shown = stats ?? (due.data ? { counts: due.data.counts, streak: due.data.streak } : null);

  const reveal = () => setRevealed(true);
  const pick = (choice: string) => {
    setPicked(choice);
    setRevealed(true);
  };
  const done = graded !== null || queued !== null;
  const submit = (value: ReviewGrade) => {
    if (!card || done || grade.isPending) return;
    const gradeId = newGradeId();
    grade.mutate(
      { word: card.word, grade: value, gradeId },
      {
        onSuccess: (reply) => {
          setGraded(reply);
          setStats({ counts: reply.counts, streak: reply.streak });
        },
        onError: (error) => {
          // Offline (or the answer was lost): the same grade id is sent again later, and the
          // server applies it once even if this one did arrive.
          if (!user || !isUnreachable(error)) return;
          void queueGrade(user.id, card.word, value, gradeId)
            .then(() => {
              grade.reset();
              setQueued(value);
            })
            .catch(() => undefined);
        },
      },
    );
  };
  const next = () => {
    setGraded(null);
    setQueued(null);
    setRevealed(false);
    setPicked(null);
    grade.reset();
    setIndex((i) => i + 1);
  };
  const startOver = () => {
    setIndex(0);
    setStats(null);
    void client.invalidateQueries({ queryKey: reviewKey(user?.id) });
  };

  useEffect(() => {
    if (done) nextButton.current?.focus();
  }, [done]);
  useEffect(() => {
    if (card && !revealed) revealButton.current?.focus({ preventScroll: true });
  }, [card, revealed]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!card || event.altKey || event.ctrlKey || event.metaKey) return;
      if (document.querySelector('[role="dialog"]')) return;
      const number = ['1', '2', '3', '4'].indexOf(event.key);
      if (!revealed) {
        if ((event.key === ' ' || event.key === 'Enter') && !isControl(event.target)) {
          event.preventDefault();
          reveal();
        } else if (number >= 0 && card.kind === 'missing_character' && card.missing) {
          const choice = card.missing.choices[number];
          if (choice) pick(choice);
        }
        return;
      }
      if (done) {
        if ((event.key === ' ' || event.key === 'Enter') && !isControl(event.target)) {
          event.preventDefault();
          next();
        }
        return;
      }
      if (number >= 0) submit(GRADES[number]!.grade);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (due.isPending) {
    return (
      <p className="rv-status" role="status">
        Loading your review cards…
      </p>
    );
  }
  if (due.isError) {
    return (
      <div className="rv-status">
        <Alert>{REVIEW_LOAD_FAILED}</Alert>
        <Button variant="secondary" onClick={() => void due.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const counts = shown!;
  if (!card) {
    const nothingSaved =
      counts.counts.due + counts.counts.new + counts.counts.learned === 0 && cards.length === 0;
    return (
      <>
        <ReviewStats counts={counts.counts} streak={counts.streak} />
        <section className="panel rv-done" aria-labelledby="rv-done-title">
          {nothingSaved ? (
            <>
              <h2 id="rv-done-title">Nothing to review yet</h2>
              <p>
                Save idioms from the explorer (the <strong>Save</strong> button on an idiom&rsquo;s
                title card) and they become review cards here.
              </p>
              <ButtonLink to={paths.app}>Find an idiom</ButtonLink>
            </>
          ) : (
            <>
              <h2 id="rv-done-title">All done for now</h2>
              <p>
                {cards.length > 0
                  ? `You reviewed ${cards.length} ${cards.length === 1 ? 'card' : 'cards'}. `
                  : 'No cards are due. '}
                Each comes back when it is due; come back then to keep your streak.
              </p>
              <div className="rv-done-actions">
                <Button variant="secondary" onClick={startOver}>
                  Check for due cards
                </Button>
                <ButtonLink to={paths.myIdioms} variant="ghost">
                  My idioms
                </ButtonLink>
              </div>
            </>
          )}
        </section>
      </>
    );
  }

  return (
    <>
      <ReviewStats counts={counts.counts} streak={counts.streak} />
      <section className="panel rv-session" aria-label={`Card ${index + 1} of ${cards.length}`}>
        <p className="rv-progress">
          Card {index + 1} of {cards.length} · <span>{dueLine(card, now)}</span>
        </p>
        <ReviewCardView card={card} revealed={revealed} picked={picked} onPick={pick} />
        {!revealed && (
          <button
            ref={revealButton}
            type="button"
            className="btn btn--primary btn--md"
            onClick={reveal}
            aria-keyshortcuts="Space Enter"
          >
            Show answer
          </button>
        )}
        {revealed && !done && <GradeButtons onGrade={submit} disabled={grade.isPending} />}
        {grade.isError && (
          <Alert>
            {grade.error instanceof ApiError && grade.error.status > 0
              ? grade.error.message
              : GRADE_FAILED}
          </Alert>
        )}
        <p className="rv-next" role="status">
          {graded &&
            `${GRADES.find((g) => g.grade === graded.grade)?.label}: next review ${relativeDue(
              graded.schedule.due,
              now,
            )}, ${absoluteDue(graded.schedule.due)}.`}
          {queued && `${GRADES.find((g) => g.grade === queued)?.label}: ${GRADE_QUEUED}`}
        </p>
        {done && (
          <button
            ref={nextButton}
            type="button"
            className="btn btn--primary btn--md"
            onClick={next}
          >
            {index + 1 < cards.length ? 'Next card' : 'Finish'}
          </button>
        )}
        <p className="rv-keys" aria-hidden="true">
          Keys: Space or Enter shows the answer; 1–4 grade it.
        </p>
      </section>
    </>
  );
}
