import type { DailyIdiom } from '../../../../shared/schemas/idiom';
import { Hanzi, traditionalChar } from '../../../components/ui/hanzi';
import { Pinyin } from '../../../components/ui/pinyin';
import { CommonnessBadge } from '../../../components/ui/commonness-badge';
import './daily-idiom.css';

/** The daily idiom: word, pinyin, explanation, the characters, the story and a usage example. */
export function DailyIdiomCard({ idiom }: { idiom: DailyIdiom }) {
  return (
    <article className="daily-card" aria-labelledby="daily-word">
      <div className="daily-card__head">
        <p className="daily-card__word" id="daily-word" lang="zh-CN">
          <Hanzi text={idiom.word} traditional={idiom.traditional} pinyin={idiom.pinyin} />
        </p>
        <Pinyin as="p" className="daily-card__pinyin" text={idiom.pinyin} />
        <CommonnessBadge band={idiom.commonness} className="daily-card__commonness" />
        <p className="daily-card__explanation">{idiom.explanation}</p>
      </div>
      {idiom.characters.length > 0 && (
        <ul className="daily-card__chars" aria-label="Character by character">
          {idiom.characters.map((c, i) => (
            <li key={`${c.char}-${i}`}>
              <span className="daily-card__char" lang="zh-CN">
                <Hanzi
                  text={c.char}
                  traditional={traditionalChar(idiom.word, idiom.traditional, i)}
                  pinyin={c.pinyin}
                />
              </span>
              <Pinyin className="daily-card__char-pinyin" text={c.pinyin} />
              <span className="daily-card__char-meaning">{c.meaning}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="daily-card__body">
        <section>
          <h3 className="daily-card__label">The story</h3>
          {idiom.story
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
        </section>
        {idiom.usage.example && (
          <section>
            <h3 className="daily-card__label">In a sentence</h3>
            <p className="daily-card__example" lang="zh-CN">
              {idiom.usage.example}
            </p>
          </section>
        )}
      </div>
    </article>
  );
}
