import type { SearchResultItem } from '../../../../shared/schemas/search';
import type { SearchState } from '../hooks/use-idiom-search';
import { SPEND_WORDING } from '../lib/spend-wording';
import { LimitNotice } from './limit-notice';
import { ResultCard } from './result-card';

interface Props {
  id: string;
  state: SearchState;
  history: string[];
  onPickHistory: (query: string) => void;
  onClearHistory: () => void;
  onSelect: (item: SearchResultItem) => void;
  /** What Enter would spend, said before it spends (ADR 0143). */
  costHint?: React.ReactNode;
  /** Recent searches that cost nothing today. */
  freeHistory?: ReadonlySet<string>;
  /** No free search left for what was asked: the inline message with the Upgrade link. */
  limitReached?: boolean;
}

/** The panel above the bar: loading, error, results, or else the recent searches. */
export function SearchPanel({
  id,
  state,
  history,
  onPickHistory,
  onClearHistory,
  onSelect,
  costHint,
  freeHistory,
  limitReached = false,
}: Props) {
  const hasRelevance = state.results.some((r) => typeof r.relevance === 'number');
  const recent = (
    <div className="sb-history">
      <div className="sb-history-head">
        <h2>Recent searches</h2>
        {history.length > 0 && (
          <button type="button" className="sb-link-btn" onClick={onClearHistory}>
            Clear History
          </button>
        )}
      </div>
      {history.length ? (
        <ul className="sb-history-list">
          {history.map((q) => (
            <li key={q}>
              <button type="button" className="sb-chip" onClick={() => onPickHistory(q)}>
                {q}
                {freeHistory?.has(q) && (
                  <span className="sb-chip-free"> · {SPEND_WORDING.freeLabel}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="sb-muted">Try 画蛇添足, “huashetianzu” or “overdo it”.</p>
      )}
    </div>
  );
  let body: React.ReactNode;
  if (limitReached || state.quotaBlocked) {
    body = (
      <>
        <LimitNotice
          className="sb-limit"
          message={state.quotaBlocked && state.error ? state.error : undefined}
        />
        {recent}
      </>
    );
  } else if (state.isSearching) {
    body = (
      <p className="sb-loading" role="status">
        <span className="sb-spinner" aria-hidden="true" /> Searching for matching Chinese idioms...
      </p>
    );
  } else if (state.error) {
    body = (
      <p className="sb-error" role="alert">
        {state.error}
      </p>
    );
  } else if (state.results.length) {
    // The last results stay (a cancelled or reopened idiom costs no new search), under the recent
    // searches.
    body = (
      <>
        {recent}
        <p className="sb-results-head" role="status">
          Showing {state.results.length} Chinese idiom(s)
          {hasRelevance ? ' related to your English query' : ''}
        </p>
        <ul className="sb-grid">
          {state.results.map((item) => (
            <ResultCard key={`${item.word}-${item.task_id}`} item={item} onSelect={onSelect} />
          ))}
        </ul>
      </>
    );
  } else {
    body = recent;
  }
  return (
    <div id={id} className="sb-panel" role="region" aria-label="Search results">
      {costHint && !limitReached && !state.quotaBlocked && (
        <p className="sb-cost" role="status">
          {costHint}
        </p>
      )}
      {body}
    </div>
  );
}
