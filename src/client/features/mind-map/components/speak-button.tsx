import { NO_CHINESE_VOICE, NO_SPEECH, speakChinese } from '../lib/speech';
import { showSpeechNotice } from '../lib/speech-notice';

async function listen(text: string) {
  const outcome = await speakChinese(text);
  if (outcome === 'no-voice') showSpeechNotice(NO_CHINESE_VOICE);
  if (outcome === 'unsupported') showSpeechNotice(NO_SPEECH);
}

const SpeakerIcon = ({ size }: { size: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
    <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
    <path
      d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

/** Reads Chinese text aloud (zh-CN); without a Chinese voice the map says so (speech-notice). */
export function SpeakButton({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      className="mm-icon-btn mm-speak nodrag nopan"
      onClick={() => void listen(text)}
      aria-label={`Listen: ${label}`}
      title="Listen"
    >
      <SpeakerIcon size={16} />
    </button>
  );
}

/** The small inline form, after a Chinese quote inside English text. */
export function InlineSpeakButton({ text }: { text: string }) {
  return (
    <button
      type="button"
      className="mm-say nodrag nopan"
      onClick={() => void listen(text)}
      aria-label={`Listen: ${text}`}
      title="Listen"
    >
      <SpeakerIcon size={13} />
    </button>
  );
}
