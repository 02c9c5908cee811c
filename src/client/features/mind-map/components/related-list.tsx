import { Hanzi } from '../../../components/ui/hanzi';
import { Pinyin } from '../../../components/ui/pinyin';
import type { RelatedGroup } from '../lib/mind-map-model';
import { useMindMapActions } from './mind-map-actions';

/** One group of the related-idioms branch; each idiom opens as any other idiom does. */
export function RelatedList({ group }: { group: RelatedGroup }) {
  const { onOpenIdiom } = useMindMapActions();
  return (
    <ul className="mm-related-list">
      {group.items.map((item) => {
        const body = (
          <>
            <span className="mm-related-head">
              <span className="mm-related-word" lang="zh-CN">
                <Hanzi text={item.word} traditional={item.traditional} pinyin={item.pinyin} />
              </span>
              {item.pinyin && <RelatedPinyin text={item.pinyin} />}
              {item.character && (
                <span className="mm-related-shared">
                  shares <span lang="zh-CN">{item.character}</span>
                </span>
              )}
            </span>
            {item.meaning && <span className="mm-related-meaning">{item.meaning}</span>}
          </>
        );
        return (
          <li key={item.word}>
            {onOpenIdiom ? (
              <button
                type="button"
                className="mm-related-item nodrag nopan"
                onClick={() => onOpenIdiom(item.word)}
              >
                {body}
              </button>
            ) : (
              <span className="mm-related-item">{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Inside a related idiom's button a reveal button cannot nest: hidden pinyin there is a plain
 * placeholder, and the idiom's own map shows the pinyin.
 */
function RelatedPinyin({ text }: { text: string }) {
  return <Pinyin text={text} className="mm-related-pinyin" inert />;
}
