import { useSyncExternalStore } from 'react';

/**
 * One shared notice for every listen button: without a Chinese voice the map says so in one place,
 * once per attempt, instead of each button staying silent (or stacking messages).
 */
let message: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const NOTICE_MS = 8000;

export function showSpeechNotice(text: string) {
  clearTimeout(timer);
  timer = setTimeout(() => {
    message = null;
    emit();
  }, NOTICE_MS);
  if (message === text) return;
  message = text;
  emit();
}

export function dismissSpeechNotice() {
  clearTimeout(timer);
  message = null;
  emit();
}

export const useSpeechNotice = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => message,
  );
