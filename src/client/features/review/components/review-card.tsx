import { useEffect, useRef } from 'react';
import type { ReviewCard } from '../../../../shared/schemas/study';
import { Hanzi, traditionalChar } from '../../../components/ui/hanzi';
import { Pinyin } from '../../../components/ui/pinyin';
import { useDisplaySettings } from '../../../lib/display-settings';

const QUESTIONS = {
  characters_to_meaning: 'What does this idiom mean?',
  meaning_to_characters: 'Which idiom means this?',
  missing_character: 'Which character is missing?',
} as const;

/**
 * The word with its missing character blanked (read out as "blank"); with "traditional first",
 * the traditional form blanked, then the simplified one.
 */
function BlankedWord({ card, index }: { card: ReviewCard; index: number }) {
  const { traditional_first } = useDisplaySettings();
  if (!traditional_first || !card.traditional || card.traditional === card.word)
    return <Blanked word={card.word} index={index} />;
  return (
    <span className="rv-word hanzi-both">
      <Blanked word={card.traditional} index={index} lang="zh-Hant" />
      <Blanked word={card.word} index={index} lang="zh-Hans" className="hanzi-simplified" />
    </span>
  );
}

function Blanked({
  word,
  index,
  lang = 'zh-CN',
  className = 'rv-word',
}: {
  word: string;
  index: number;
  lang?: string;
  className?: string;
}) {
  return (
    <span className={className} lang={lang}>
      {[...word].map((char, i) =>
        i === index ? (
          <span key={i} className="rv-blank">
            <span aria-hidden="true">？</span>
            <span className="visually-hidden">blank</span>
          </span>
        ) : (
          <span key={i}>{char}</span>
        ),
      )}
    </span>
  );
}

/**
 * One card: the question side, and once revealed the answer. A missing-character card offers four
 * choices; picking one reveals the answer.
 */
export function ReviewCardView({
  card,
  revealed,
  picked,
  onPick,
}: {
  card: ReviewCard;
  revealed: boolean;
  picked: string | null;
  onPick: (choice: string) => void;
}) {
  const answer = useRef<HTMLDivElement>(null);
  // The answer takes focus when it appears (the button that showed it is gone): read next, and
  // Tab goes on to the grades.
  useEffect(() => {
    if (revealed) answer.current?.focus({ preventScroll: true });
  }, [revealed]);
  const missing = card.kind === 'missing_character' ? card.missing : undefined;
  const answerChar = missing ? [...card.word][missing.index] : undefined;
  const { traditional_first } = useDisplaySettings();
  return (
    <div className="rv-card">
      <h2 className="rv-question">{QUESTIONS[card.kind]}</h2>
      <div className="rv-prompt">
        {card.kind === 'characters_to_meaning' && (
          <>
            <Hanzi
              className="rv-word"
              text={card.word}
              traditional={card.traditional}
              pinyin={card.pinyin}
            />
            <Pinyin className="rv-pinyin" text={card.pinyin} />
          </>
        )}
        {card.kind === 'meaning_to_characters' && <p className="rv-meaning">{card.meaning}</p>}
        {missing && (
          <>
            <BlankedWord card={card} index={missing.index} />
            <Pinyin className="rv-pinyin" text={card.pinyin} />
            <div className="rv-choices" role="group" aria-label="Choices">
              {missing.choices.map((choice, i) => {
                const state = !revealed
                  ? ''
                  : choice === answerChar
                    ? ' is-right'
                    : choice === picked
                      ? ' is-wrong'
                      : '';
                return (
                  <button
                    key={choice}
                    type="button"
                    className={`rv-choice${state}`}
                    lang="zh-CN"
                    aria-keyshortcuts={String(i + 1)}
                    aria-pressed={picked === choice}
                    disabled={revealed}
                    onClick={() => onPick(choice)}
                  >
                    <span className="rv-key" aria-hidden="true">
                      {i + 1}
                    </span>
                    {traditional_first && missing.traditional_choices?.[i] ? (
                      <Hanzi text={choice} traditional={missing.traditional_choices[i]} />
                    ) : (
                      choice
                    )}
                  </button>
                );
              })}
            </div>
          </>
        )}
      </div>
      {revealed && (
        <div ref={answer} className="rv-answer" role="region" aria-label="Answer" tabIndex={-1}>
          {missing && picked && (
            <p className={`rv-verdict ${picked === answerChar ? 'is-right' : 'is-wrong'}`}>
              {picked === answerChar ? `Right: ${answerChar}` : `Not quite: it is ${answerChar}`}
            </p>
          )}
          {card.kind !== 'characters_to_meaning' && (
            <p className="rv-answer-word">
              <Hanzi text={card.word} traditional={card.traditional} pinyin={card.pinyin} />{' '}
              <Pinyin className="rv-pinyin" text={card.pinyin} />
            </p>
          )}
          {card.kind !== 'meaning_to_characters' && <p className="rv-meaning">{card.meaning}</p>}
          {card.characters.length > 0 && (
            <ul className="rv-chars">
              {card.characters.map((c, i) => (
                <li key={i}>
                  <Hanzi
                    text={c.char}
                    traditional={traditionalChar(card.word, card.traditional, i)}
                    pinyin={c.pinyin}
                  />{' '}
                  <Pinyin text={c.pinyin} />: {c.meaning}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
