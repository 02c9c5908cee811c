import { useState } from 'react';
import { useDisplaySettings } from '../../lib/display-settings';
import { pinyinPieces } from '../../lib/tones';
import './display.css';

/** A pinyin line with each syllable in its tone's colour. */
export function TonedPinyin({ text }: { text: string }) {
  return (
    <>
      {pinyinPieces(text).map((piece, i) =>
        piece.tone ? (
          <span key={i} className={`tone-${piece.tone}`}>
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

/**
 * Every pinyin line of the app (ADR 0185): tone-coloured when the reader chose tone colours, and
 * behind a "Tap to show pinyin" button when they chose to test themselves. The button is a
 * disclosure (aria-expanded); Enter, Space or a tap shows the line, and again hides it.
 */
export function Pinyin({
  text,
  className = '',
  as: Tag = 'span',
  buttonClassName = '',
  inert = false,
}: {
  text: string;
  className?: string;
  as?: 'span' | 'div' | 'p';
  /** Extra classes on the reveal button (the map's nodes need nodrag nopan). */
  buttonClassName?: string;
  /** Inside another button (a related idiom): hidden pinyin is a plain placeholder there. */
  inert?: boolean;
}) {
  const { hide_pinyin, tone_colours } = useDisplaySettings();
  const [shown, setShown] = useState(false);
  const line = tone_colours ? <TonedPinyin text={text} /> : text;
  if (!hide_pinyin) return <Tag className={className}>{line}</Tag>;
  if (inert)
    return <Tag className={`${className} pinyin-hidden pinyin-placeholder`}>pinyin hidden</Tag>;
  return (
    <Tag className={`${className} pinyin-hidden`}>
      <button
        type="button"
        className={`pinyin-reveal ${buttonClassName}`}
        aria-expanded={shown}
        title={shown ? 'Hide pinyin' : undefined}
        onClick={(event) => {
          // Inside a card that opens on click, revealing the pinyin must not open it too.
          event.stopPropagation();
          setShown((s) => !s);
        }}
      >
        {shown ? line : 'Tap to show pinyin'}
      </button>
    </Tag>
  );
}
