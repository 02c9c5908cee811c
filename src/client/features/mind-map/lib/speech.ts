/** The browser's zh-CN speech synthesis, when it has one. */
export function canSpeak(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

export function speakChinese(text: string) {
  if (!canSpeak() || !text.trim()) return;
  const synth = window.speechSynthesis;
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'zh-CN';
  utterance.rate = 0.8;
  const voice = synth
    .getVoices()
    .find((v) => v.lang.replace('_', '-').toLowerCase().startsWith('zh-cn'));
  if (voice) utterance.voice = voice;
  synth.speak(utterance);
}
