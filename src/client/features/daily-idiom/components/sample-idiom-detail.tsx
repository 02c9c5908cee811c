import type { IdiomDetail } from '../../../../shared/schemas/idiom';
import { Hanzi, traditionalChar } from '../../../components/ui/hanzi';
import { Pinyin } from '../../../components/ui/pinyin';

/** A compact, readable layout of a full idiom detail (used for the offline samples). */
export function SampleIdiomDetail({ idiom }: { idiom: IdiomDetail }) {
  return (
    <div className="sample-detail">
      <Pinyin as="p" className="sample-detail__pinyin" text={idiom.pinyin} />
      <p>{idiom.english_explanation ?? idiom.explanation}</p>
      <h3>Literal meaning</h3>
      <ul className="daily-card__chars">
        {idiom.characters.map((c, i) => (
          <li key={c.char}>
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
      <p className="sample-detail__comment">{idiom.comments.literal}</p>
      <h3>Story behind</h3>
      {idiom.story.content.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      <p className="sample-detail__comment">{idiom.comments.story}</p>
      <h3>Moral</h3>
      <ul>
        {idiom.moral.map((m) => (
          <li key={m.id}>{m.content}</li>
        ))}
      </ul>
      <p className="sample-detail__comment">{idiom.comments.moral}</p>
      <h3>How to use</h3>
      <ul>
        {idiom.usage.map((u) => (
          <li key={u.id}>
            {u.content}
            <br />
            <span lang="zh-CN" className="daily-card__example">
              {u.example}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
