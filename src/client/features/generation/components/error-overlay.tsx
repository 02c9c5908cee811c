import { useEffect, useRef } from 'react';
import { errorOverlayText } from '../lib/error-overlay-text';
import './generation.css';

/** SPEC §2 error overlay, headed 'Error', with a Back button. */
export function ErrorOverlay({ error, onBack }: { error: string | null; onBack: () => void }) {
  const text = errorOverlayText(error);
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => backRef.current?.focus(), []);
  return (
    <div
      className="gen-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="gen-error-title"
      onKeyDown={(event) => event.key === 'Escape' && onBack()}
    >
      <div className="gen-card gen-card-error">
        <div className="gen-error-icon" aria-hidden="true">
          !
        </div>
        <h2 id="gen-error-title">{text.title}</h2>
        <p className="gen-error-message">{text.message}</p>
        {text.suggestion && <p className="gen-muted">{text.suggestion}</p>}
        <p className="gen-muted">{text.hint}</p>
        <button ref={backRef} type="button" className="gen-btn gen-btn-primary" onClick={onBack}>
          Back
        </button>
      </div>
    </div>
  );
}
