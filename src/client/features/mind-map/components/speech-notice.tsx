import { dismissSpeechNotice, useSpeechNotice } from '../lib/speech-notice';

/** Where the map says that it cannot read Chinese aloud here (no voice, no speech). */
export function SpeechNotice() {
  const message = useSpeechNotice();
  return (
    <div className="mm-speech-notice" role="status">
      {message && (
        <p>
          <span>{message}</span>
          <button type="button" onClick={dismissSpeechNotice} aria-label="Dismiss">
            ×
          </button>
        </p>
      )}
    </div>
  );
}
