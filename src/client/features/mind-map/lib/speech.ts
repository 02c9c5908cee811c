/** Reading Chinese aloud with the browser's speech synthesis and a Chinese (Mandarin) voice. */

export type SpeechOutcome = 'spoken' | 'no-voice' | 'unsupported';

export const NO_CHINESE_VOICE =
  'No Chinese voice is installed on this device, so Chinese cannot be read aloud. Add a Chinese (Mandarin) voice in your system’s speech settings, then try again.';
export const NO_SPEECH = 'This browser cannot read text aloud.';

/** Chrome fills its voice list after the page loads; wait for it this long at most. */
const VOICES_WAIT_MS = 1500;

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

function voicesOf(synth: SpeechSynthesis): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', done);
      resolve(synth.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synth.addEventListener('voiceschanged', done);
  });
}

const lang = (voice: SpeechSynthesisVoice) => voice.lang.replace('_', '-').toLowerCase();

/** zh-CN first, then any other Mandarin voice (zh-TW reads simplified text too). */
export function chineseVoice(voices: readonly SpeechSynthesisVoice[]) {
  return (
    voices.find((v) => lang(v).startsWith('zh-cn')) ??
    voices.find((v) => lang(v).startsWith('cmn')) ??
    voices.find((v) => lang(v).startsWith('zh') && !lang(v).includes('hk'))
  );
}

/** Speaks `text` in Mandarin, or says why it cannot: no speech at all, or no Chinese voice. */
export async function speakChinese(text: string): Promise<SpeechOutcome> {
  if (!supported()) return 'unsupported';
  const synth = window.speechSynthesis;
  const voice = chineseVoice(await voicesOf(synth));
  if (!voice) return 'no-voice';
  if (!text.trim()) return 'spoken';
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'zh-CN';
  utterance.rate = 0.8;
  utterance.voice = voice;
  synth.speak(utterance);
  return 'spoken';
}

/** Runs of Chinese (at least `min` characters, punctuation inside kept): quotes, idioms, examples. */
export function chineseRuns(text: string, min = 4): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  const pattern =
    /\p{Script=Han}(?:[\p{Script=Han}，。、；：？！“”‘’「」《》·…—（）\s]*\p{Script=Han})?[。！？”」》）]?/gu;
  for (const match of text.matchAll(pattern)) {
    const hans = match[0].match(/\p{Script=Han}/gu)?.length ?? 0;
    if (hans >= min) runs.push({ start: match.index, end: match.index + match[0].length });
  }
  return runs;
}
