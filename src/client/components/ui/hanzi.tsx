import { useDisplaySettings } from '../../lib/display-settings';
import { hanziTones } from '../../lib/tones';
import './display.css';

/** Chinese text with each character in its tone's colour when the pinyin pairs up with it. */
function Toned({ text, pinyin }: { text: string; pinyin: string | undefined }) {
  const { tone_colours } = useDisplaySettings();
  if (!tone_colours || !pinyin) return <>{text}</>;
  const tones = hanziTones(text, pinyin);
  if (tones.every((tone) => tone === null)) return <>{text}</>;
  return (
    <>
      {[...text].map((char, i) =>
        tones[i] ? (
          <span key={i} className={`tone-${tones[i]}`}>
            {char}
          </span>
        ) : (
          char
        ),
      )}
    </>
  );
}

/**
 * An idiom or a character as the reader chose to see it (ADR 0185): the simplified form, or with
 * "traditional first" the traditional form and the simplified one after it (when they differ);
 * tone-coloured per character when they chose tone colours.
 */
export function Hanzi({
  text,
  traditional,
  pinyin,
  className = '',
  id,
}: {
  text: string;
  traditional?: string | undefined;
  /** The text's pinyin, one syllable per character, for the tone colours. */
  pinyin?: string | undefined;
  className?: string;
  id?: string;
}) {
  const { traditional_first } = useDisplaySettings();
  if (!traditional_first || !traditional || traditional === text) {
    return (
      <span className={className} id={id} lang="zh-CN">
        <Toned text={text} pinyin={pinyin} />
      </span>
    );
  }
  return (
    <span className={`${className} hanzi-both`} id={id}>
      <span className="hanzi-traditional" lang="zh-Hant">
        <Toned text={traditional} pinyin={pinyin} />
      </span>
      <span className="hanzi-simplified" lang="zh-Hans">
        <Toned text={text} pinyin={pinyin} />
      </span>
    </span>
  );
}

/** The traditional form of the i-th character, from the idiom's traditional form. */
export function traditionalChar(
  word: string,
  traditional: string | undefined,
  index: number,
): string | undefined {
  if (!traditional) return undefined;
  const chars = [...traditional];
  return chars.length === [...word].length ? chars[index] : undefined;
}
