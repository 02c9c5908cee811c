// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chineseRuns, chineseVoice, NO_CHINESE_VOICE } from '../lib/speech';
import { dismissSpeechNotice } from '../lib/speech-notice';
import { SpeakableText } from './speakable-text';
import { SpeakButton } from './speak-button';
import { SpeechNotice } from './speech-notice';

const voice = (lang: string) => ({ lang, name: lang }) as SpeechSynthesisVoice;

/** The browser's speech synthesis, the edge of our world: records what it is asked to say. */
function fakeSpeech(voices: SpeechSynthesisVoice[]) {
  const spoken: SpeechSynthesisUtterance[] = [];
  class Utterance {
    lang = '';
    rate = 1;
    voice: SpeechSynthesisVoice | null = null;
    constructor(public text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => voices,
      cancel: () => undefined,
      speak: (u: SpeechSynthesisUtterance) => spoken.push(u),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return spoken;
}

afterEach(() => {
  cleanup();
  act(() => dismissSpeechNotice());
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

describe('listening', () => {
  it('finds the Chinese quotes of a text, not its short names', () => {
    const text =
      'Zhao Yang 昭阳 of Chu 楚 heard it. Hence 画蛇添足, and “不吹毛而求小疵，不洗垢而察之难。” too.';
    expect(chineseRuns(text).map((r) => text.slice(r.start, r.end))).toEqual([
      '画蛇添足',
      '不吹毛而求小疵，不洗垢而察之难。',
    ]);
  });

  it('prefers a zh-CN voice, takes another Mandarin voice, never a Cantonese one', () => {
    expect(chineseVoice([voice('en-US'), voice('zh-TW'), voice('zh-CN')])?.lang).toBe('zh-CN');
    expect(chineseVoice([voice('zh_TW')])?.lang).toBe('zh_TW');
    expect(chineseVoice([voice('zh-HK'), voice('en-GB')])).toBeUndefined();
  });

  it('speaks an example in Mandarin with the Chinese voice', async () => {
    const spoken = fakeSpeech([voice('en-US'), voice('zh-CN')]);
    render(<SpeakButton text="海报已经很好看了。" label="example 1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Listen: example 1' }));
    await vi.waitFor(() => expect(spoken).toHaveLength(1));
    expect(spoken[0]).toMatchObject({ text: '海报已经很好看了。', lang: 'zh-CN' });
    expect(spoken[0]!.voice?.lang).toBe('zh-CN');
  });

  it('without a Chinese voice says so, in one notice however often it is pressed', async () => {
    const spoken = fakeSpeech([voice('en-US')]);
    render(
      <>
        <SpeechNotice />
        <p>
          <SpeakableText text="Hence 画蛇添足, drawing a snake." />
        </p>
        <SpeakButton text="画" label="画" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Listen: 画蛇添足' }));
    expect(await screen.findByText(NO_CHINESE_VOICE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Listen: 画' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getAllByText(NO_CHINESE_VOICE)).toHaveLength(1);
    expect(spoken).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(NO_CHINESE_VOICE)).toBeNull();
  });
});
