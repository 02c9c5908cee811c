import type { ReviewCounts, ReviewStreak } from '../../../../shared/schemas/study';

/** Due, new and learned counts and the day streak. */
export function ReviewStats({ counts, streak }: { counts: ReviewCounts; streak: ReviewStreak }) {
  const items = [
    ['Due', counts.due],
    ['New', counts.new],
    ['Learned', counts.learned],
    ['Day streak', streak.days],
  ] as const;
  return (
    <dl className="rv-stats" aria-label="Review progress">
      {items.map(([label, value]) => (
        <div key={label} className="rv-stat">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
