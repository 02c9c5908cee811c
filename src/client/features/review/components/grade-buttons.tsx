import type { ReviewGrade } from '../../../../shared/schemas/study';

export const GRADES: readonly { grade: ReviewGrade; label: string; hint: string }[] = [
  { grade: 'again', label: 'Again', hint: 'forgot it' },
  { grade: 'hard', label: 'Hard', hint: 'with effort' },
  { grade: 'good', label: 'Good', hint: 'remembered' },
  { grade: 'easy', label: 'Easy', hint: 'at once' },
];

/** The four FSRS grades, also on keys 1–4. */
export function GradeButtons({
  onGrade,
  disabled,
}: {
  onGrade: (grade: ReviewGrade) => void;
  disabled?: boolean;
}) {
  return (
    <div className="rv-grades" role="group" aria-label="How well did you remember it?">
      {GRADES.map((g, i) => (
        <button
          key={g.grade}
          type="button"
          className={`rv-grade rv-grade-${g.grade}`}
          aria-keyshortcuts={String(i + 1)}
          disabled={disabled}
          onClick={() => onGrade(g.grade)}
        >
          <span className="rv-grade-label">{g.label}</span>
          <span className="rv-grade-hint" aria-hidden="true">
            {i + 1} · {g.hint}
          </span>
        </button>
      ))}
    </div>
  );
}
