import type { FunFact } from '../../../../shared/schemas/idiom';
import { progressText } from '../lib/progress-text';
import './generation.css';

interface Props {
  word: string;
  percent: number;
  /** The server's message while connecting; otherwise the text follows the percent. */
  connecting: string | null;
  funFact: FunFact | null;
  firstSearch: boolean;
  cancelling: boolean;
  onCancel: () => void;
}

/** SPEC §2 loading overlay: percent, message, rotating fun fact and a cancel button. */
export function LoadingOverlay({
  word,
  percent,
  connecting,
  funFact,
  firstSearch,
  cancelling,
  onCancel,
}: Props) {
  return (
    <div className="gen-overlay" role="dialog" aria-modal="true" aria-labelledby="gen-title">
      <div className="gen-card">
        {firstSearch && (
          <p className="gen-first" role="note">
            <strong>No way! You&apos;re the first to search for {word}!</strong> The first
            generation of an idiom may take a little longer.
          </p>
        )}
        <h2 id="gen-title" className="gen-word" lang="zh-CN">
          {word}
        </h2>
        <div
          className="gen-meter"
          role="progressbar"
          aria-label="Generation progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="gen-meter-fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="gen-status" aria-live="polite">
          <span className="gen-percent">{percent}%</span> {connecting ?? progressText(percent)}
        </p>
        {funFact && (
          <figure className="gen-fact" aria-live="polite">
            <figcaption>Did you know?</figcaption>
            <span className="gen-fact-word" lang="zh-CN">
              {funFact.word}
            </span>
            <span className="gen-fact-literal">literally “{funFact.literal}”</span>
          </figure>
        )}
        <button type="button" className="gen-btn" onClick={onCancel} disabled={cancelling}>
          {cancelling ? 'Cancelling…' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}
