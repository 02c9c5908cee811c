import type { SearchResultItem } from '../../../../shared/schemas/search';
import { CommonnessBadge } from '../../../components/ui/commonness-badge';

export function ResultCard({
  item,
  onSelect,
}: {
  item: SearchResultItem;
  onSelect: (item: SearchResultItem) => void;
}) {
  return (
    <li>
      <button type="button" className="sb-card" onClick={() => onSelect(item)}>
        <span className="sb-card-top">
          <span className="sb-card-word" lang="zh-CN">
            {item.word}
          </span>
          <CommonnessBadge band={item.commonness} />
          {typeof item.relevance === 'number' && (
            <span className="sb-card-relevance" title="Relevance to your query">
              {Math.round(item.relevance * 100)}% match
            </span>
          )}
        </span>
        <span className="sb-card-pinyin">{item.pinyin}</span>
        <span className="sb-card-expl">{item.explanation}</span>
        {item.example && <span className="sb-card-example">{item.example}</span>}
      </button>
    </li>
  );
}
