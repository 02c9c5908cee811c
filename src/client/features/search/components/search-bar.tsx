import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui';
import { paths } from '../../../../shared/paths';
import type { SearchResultItem } from '../../../../shared/schemas/search';
import { useIdiomSearch } from '../hooks/use-idiom-search';
import { useQuota } from '../hooks/use-quota';
import { canSearch, useSearchCost } from '../hooks/use-search-cost';
import { SPEND_WORDING, usesOneOf } from '../lib/spend-wording';
import { addToHistory, clearHistory, loadHistory, saveHistory } from '../lib/search-history';
import { QuotaBanner } from './quota-banner';
import { SearchPanel } from './search-panel';
import './search-bar.css';

export const LOGIN_CONFIRM = 'Please login to use the search feature. Would you like to login now?';
export const PLACEHOLDERS = {
  guest: 'Login to search...',
  signedIn: 'Search in English or paste a Chinese chengyu for idioms...',
  generating: 'Generating idiom details...',
} as const;

interface Props {
  loggedIn: boolean;
  /** Known from the stored user before the server reports a count. */
  premium: boolean;
  /** Details are being generated: dimmed and locked. */
  locked: boolean;
  /** The reader is moving the map: on a phone the bar shrinks to its field until focused. */
  collapsed?: boolean;
  onSelect: (item: SearchResultItem) => void;
}

/** SPEC §2 Search bar, fixed at the bottom of the explorer. */
export function SearchBar({ loggedIn, premium, locked, collapsed = false, onSelect }: Props) {
  const navigate = useNavigate();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Focus given back by Escape must not reopen the panel. */
  const returningFocus = useRef(false);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [askingLogin, setAskingLogin] = useState(false);
  const [history, setHistory] = useState<string[]>(() => loadHistory());
  /** "Common only": Very common and Common idioms (ADR 0180). */
  const [commonOnly, setCommonOnly] = useState(false);
  const { state, search, reset } = useIdiomSearch();
  const reported = useQuota();
  const quota = reported ?? (premium ? { remainingSearches: null, hasSubscription: true } : null);

  const [limitReached, setLimitReached] = useState(false);
  const unlimited = quota?.hasSubscription === true;
  const showing = open && loggedIn && !locked;
  const cost = useSearchCost(showing && !unlimited, query, history);
  const left = cost.remaining ?? quota?.remainingSearches ?? null;
  const costHint =
    unlimited || cost.hasSubscription || !query.trim() || cost.typedFree === null
      ? null
      : cost.typedFree
        ? SPEND_WORDING.freeAgain
        : left !== null && left > 0
          ? usesOneOf(left)
          : null;

  // Clicking outside closes the panel and clears the results.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOpen(false);
        reset();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, reset]);

  function askLogin() {
    inputRef.current?.blur();
    setAskingLogin(true);
  }

  async function runSearch(raw: string, onlyCommon = commonOnly) {
    const q = raw.trim();
    if (!q || locked) return;
    if (!loggedIn) return askLogin();
    setOpen(true);
    setLimitReached(false);
    // With none left, a search that is not free is not sent: said in place (ADR 0143).
    if (!unlimited && !(await canSearch(q))) {
      reset();
      setLimitReached(true);
      return;
    }
    const next = addToHistory(history, q);
    setHistory(next);
    saveHistory(next);
    void search(q, { commonOnly: onlyCommon });
  }

  // Toggling the filter runs the shown search again: the same query, so it spends nothing more.
  function toggleCommonOnly(next: boolean) {
    setCommonOnly(next);
    if (open && state.lastSearchQuery && !state.isSearching)
      void runSearch(state.lastSearchQuery, next);
  }

  function select(item: SearchResultItem) {
    setQuery(item.word);
    setOpen(false);
    // The results stay: after a cancel (or Back) the panel reopens on them without a new search.
    inputRef.current?.blur();
    onSelect(item);
  }

  const placeholder = !loggedIn
    ? PLACEHOLDERS.guest
    : locked
      ? PLACEHOLDERS.generating
      : PLACEHOLDERS.signedIn;
  const showPanel = showing;

  return (
    <>
      <div className={`sb-backdrop${showPanel ? ' is-on' : ''}`} aria-hidden="true" />
      <div
        ref={rootRef}
        onKeyDown={(event) => {
          // Escape from a card or chip closes the panel and returns to the field.
          if (event.key === 'Escape' && event.target !== inputRef.current) {
            setOpen(false);
            returningFocus.current = true;
            inputRef.current?.focus({ preventScroll: true });
          }
        }}
        className={`sb-root${showPanel ? ' is-open' : ''}${locked ? ' is-locked' : ''}${collapsed && !open ? ' is-collapsed' : ''}`}
      >
        {showPanel && (
          <SearchPanel
            id={panelId}
            state={state}
            history={history}
            onPickHistory={(q) => {
              setQuery(q);
              void runSearch(q);
            }}
            onClearHistory={() => {
              clearHistory();
              setHistory([]);
            }}
            onSelect={select}
            costHint={costHint}
            freeHistory={cost.freeHistory}
            limitReached={limitReached}
          />
        )}
        <form
          className="sb-form"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            void runSearch(query);
          }}
        >
          <svg className="sb-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={inputRef}
            className="sb-input"
            type="search"
            enterKeyHint="search"
            aria-label="Search idioms"
            aria-controls={showPanel ? panelId : undefined}
            aria-disabled={!loggedIn || locked}
            placeholder={placeholder}
            value={query}
            readOnly={!loggedIn}
            disabled={locked}
            maxLength={200}
            onChange={(event) => {
              setQuery(event.target.value);
              setLimitReached(false);
              setOpen(true);
            }}
            onFocus={() => {
              if (returningFocus.current) returningFocus.current = false;
              else if (loggedIn) setOpen(true);
              else askLogin();
            }}
            onClick={() => loggedIn && setOpen(true)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' && showPanel) {
                // Into the panel: the first result card or recent search.
                const root = rootRef.current;
                const first =
                  root?.querySelector<HTMLElement>('.sb-card') ??
                  root?.querySelector<HTMLElement>('.sb-chip');
                if (first) {
                  event.preventDefault();
                  first.focus();
                }
              }
              if (event.key === 'Escape') {
                event.preventDefault(); // a search input would otherwise clear itself and reopen the panel
                setOpen(false);
                inputRef.current?.blur();
              }
            }}
          />
          {loggedIn && !locked && (
            <label className="sb-common" title="Show only Very common and Common idioms">
              <input
                type="checkbox"
                checked={commonOnly}
                onChange={(event) => toggleCommonOnly(event.target.checked)}
              />
              <span>Common only</span>
            </label>
          )}
          {loggedIn && !locked && (
            <button
              type="submit"
              className="sb-submit"
              disabled={!query.trim() || state.isSearching}
            >
              Search
            </button>
          )}
        </form>
        {loggedIn ? (
          <QuotaBanner quota={quota} />
        ) : (
          <p className="sb-quota">Please login to search and view idiom details</p>
        )}
      </div>
      <ConfirmDialog
        open={askingLogin}
        title="Login required"
        message={LOGIN_CONFIRM}
        confirmLabel="Log In"
        onConfirm={() => navigate(paths.login)}
        onCancel={() => setAskingLogin(false)}
      />
    </>
  );
}
