import { useCallback, useEffect, useRef, useState } from 'react';
import type HanziWriter from 'hanzi-writer';
import type { StrokeData } from '../../../../shared/schemas/strokes';
import { Button } from '../../../components/ui';
import { STROKES_FAILED } from '../api/get-stroke-data';

/** A colour of the current theme (global.css), for the SVG hanzi-writer draws. */
const themeColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

const SIZE = 240;

const reducedMotion = () =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The character drawn stroke by stroke (hanzi-writer, loaded as its own chunk only now), Replay,
 * and Practise: the learner draws each stroke and hanzi-writer grades it; Skip stroke keeps the
 * practice usable without a pointer.
 */
export function StrokePractice({ char, data }: { char: string; data: StrokeData }) {
  const target = useRef<HTMLDivElement>(null);
  const writer = useRef<HanziWriter | null>(null);
  const [ready, setReady] = useState(false);
  const [practising, setPractising] = useState(false);
  const [status, setStatus] = useState('');
  // The stroke being practised: hanzi-writer does not report a skipped stroke.
  const stroke = useRef(0);
  const total = data.strokes.length;

  const play = useCallback(() => {
    const w = writer.current;
    if (!w) return;
    w.cancelQuiz();
    setPractising(false);
    setStatus(`Drawing ${char}: ${plural(total, 'stroke')}.`);
    void w.animateCharacter({
      onComplete: ({ canceled }) => {
        if (!canceled) setStatus(`${char} has ${plural(total, 'stroke')}. Replay or practise it.`);
      },
    });
  }, [char, total]);

  useEffect(() => {
    let cancelled = false;
    const host = target.current;
    import('hanzi-writer').then(
      ({ default: Writer }) => {
        if (cancelled || !host) return;
        const reduced = reducedMotion();
        writer.current = Writer.create(host, char, {
          width: SIZE,
          height: SIZE,
          padding: 10,
          renderer: 'svg',
          showOutline: true,
          showCharacter: reduced,
          // The theme's colours (light or dark), read when the writer is made.
          strokeColor: themeColour('--color-ink', '#1f1a17'),
          radicalColor: themeColour('--color-accent', '#b3261e'),
          outlineColor: themeColour('--color-border', '#e4dccf'),
          drawingColor: themeColour('--color-focus', '#1a5fb4'),
          highlightColor: themeColour('--color-focus', '#1a5fb4'),
          delayBetweenStrokes: 300,
          charDataLoader: () => data,
        });
        setReady(true);
        if (reduced)
          setStatus(`${char} has ${plural(total, 'stroke')}. Press Replay to watch them.`);
        else play();
      },
      () => !cancelled && setStatus(STROKES_FAILED),
    );
    return () => {
      cancelled = true;
      void writer.current?.pauseAnimation();
      writer.current?.cancelQuiz();
      writer.current = null;
      if (host) host.replaceChildren();
    };
  }, [char, data, total, play]);

  const practise = () => {
    const w = writer.current;
    if (!w) return;
    if (practising) {
      w.cancelQuiz();
      setPractising(false);
      void w.showCharacter();
      setStatus(`Practice stopped. ${char} has ${plural(total, 'stroke')}.`);
      return;
    }
    setPractising(true);
    stroke.current = 0;
    setStatus(`Draw stroke 1 of ${total}.`);
    void w.quiz({
      showHintAfterMisses: 2,
      onCorrectStroke: (s) => {
        stroke.current = s.strokeNum + 1;
        if (s.strokesRemaining > 0)
          setStatus(
            `Stroke ${s.strokeNum + 1} is right. Draw stroke ${s.strokeNum + 2} of ${total}.`,
          );
      },
      onMistake: (s) =>
        setStatus(
          `Not quite: try stroke ${s.strokeNum + 1} of ${total} again.` +
            (s.mistakesOnStroke >= 2 ? ' The hint shows where it goes.' : ''),
        ),
      onComplete: ({ totalMistakes }) => {
        setPractising(false);
        setStatus(`Well done! You wrote ${char} with ${plural(totalMistakes, 'mistake')}.`);
      },
    });
  };

  const skip = () => {
    const skipped = stroke.current + 1;
    stroke.current = skipped;
    // The last skip completes the quiz, whose onComplete has the final word.
    if (skipped < total)
      setStatus(`Stroke ${skipped} shown. Draw stroke ${skipped + 1} of ${total}.`);
    writer.current?.skipQuizStroke();
  };

  return (
    <div className="so-practice">
      <div
        ref={target}
        className={`so-writer${practising ? ' is-practising' : ''}`}
        role="img"
        aria-label={`${char}, written in ${plural(total, 'stroke')}`}
        style={{ width: SIZE, height: SIZE }}
        data-testid="stroke-writer"
      />
      <p className="so-status" role="status" aria-live="polite">
        {status}
      </p>
      <div className="so-controls">
        <Button variant="secondary" size="sm" onClick={play} disabled={!ready}>
          Replay
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={practise}
          disabled={!ready}
          aria-pressed={practising}
        >
          Practise
        </Button>
        {practising && (
          <Button variant="ghost" size="sm" onClick={skip}>
            Skip stroke
          </Button>
        )}
      </div>
      {practising && (
        <p className="so-hint">Draw each stroke in order with your finger or mouse.</p>
      )}
    </div>
  );
}
