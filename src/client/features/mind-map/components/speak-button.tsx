import { canSpeak, speakChinese } from '../lib/speech';

/** Reads Chinese text aloud; absent where the browser has no speech synthesis. */
export function SpeakButton({ text, label }: { text: string; label: string }) {
  if (!canSpeak()) return null;
  return (
    <button
      type="button"
      className="mm-icon-btn mm-speak nodrag nopan"
      onClick={() => speakChinese(text)}
      aria-label={`Listen: ${label}`}
      title="Listen"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
        <path
          d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
