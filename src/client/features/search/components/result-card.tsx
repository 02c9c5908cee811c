import type { SearchResultItem } from '../../../../shared/schemas/search';
import { Hanzi } from '../../../components/ui/hanzi';
import { Pinyin } from '../../../components/ui/pinyin';
import { CommonnessBadge } from '../../../components/ui/commonness-badge';
import { useDisplaySettings } from '../../../lib/display-settings';

function CardBody({ item }: { item: SearchResultItem }) {
  return (
    <>
      <span className="sb-card-top">
        <Hanzi
          className="sb-card-word"
          text={item.word}
          traditional={item.traditional}
          pinyin={item.pinyin}
        />
        <CommonnessBadge band={item.commonness} />
        {typeof item.relevance === 'number' && (
          <span className="sb-card-relevance" title="Relevance to your query">
            {Math.round(item.relevance * 100)}% match
          </span>
        )}
      </span>
      <Pinyin className="sb-card-pinyin" text={item.pinyin} />
      <span className="sb-card-expl">{item.explanation}</span>
      {item.example && <span className="sb-card-example">{item.example}</span>}
    </>
  );
}

export function ResultCard({
  item,
  onSelect,
}: {
  item: SearchResultItem;
  onSelect: (item: SearchResultItem) => void;
}) {
  const { hide_pinyin } = useDisplaySettings();
  if (hide_pinyin) {
    // The pinyin's own reveal button cannot sit inside the card's button: the card's button lies
    // under the whole card instead, and the reveal button above it (ADR 0185).
    return (
      <li className="sb-card sb-card--split">
        <button
          type="button"
          className="sb-card-open"
          aria-label={`${item.word}: ${item.explanation}`}
          onClick={() => onSelect(item)}
        />
        <CardBody item={item} />
      </li>
    );
  }
  return (
    <li>
      <button type="button" className="sb-card" onClick={() => onSelect(item)}>
        <CardBody item={item} />
      </button>
    </li>
  );
}
