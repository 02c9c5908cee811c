import { useRef, useState } from 'react';
import { Hanzi } from '../../../components/ui/hanzi';
import { Pinyin } from '../../../components/ui/pinyin';
import { Link } from 'react-router';
import { idiomPath, paths } from '../../../../shared/paths';
import { Alert, Button, ButtonLink, CommonnessBadge } from '../../../components/ui';
import { formatDate } from '../../../lib/format-date';
import { useSavedIdioms } from '../api/get-saved-idioms';
import { useUnsaveIdiom } from '../api/unsave-idiom';
import './saved.css';

export const SAVED_LOAD_FAILED = 'Could not load your saved idioms. Please try again later.';
export const REMOVE_FAILED = 'Could not remove it. Please try again.';

/** The "My idioms" list: newest first, with pinyin and meaning, Open and Remove. */
export function MyIdiomsList() {
  const saved = useSavedIdioms();
  const unsave = useUnsaveIdiom();
  const [removed, setRemoved] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // The pressed button goes with its row: focus stays in the list and the change is announced.
  const remove = (word: string) => {
    setRemoved(word);
    list.current?.focus();
    unsave.mutate(word);
  };

  if (saved.isPending) {
    return (
      <p className="sv-status" role="status">
        Loading your idioms…
      </p>
    );
  }
  if (saved.isError) {
    return (
      <div className="sv-status">
        <Alert>{SAVED_LOAD_FAILED}</Alert>
        <Button variant="secondary" onClick={() => void saved.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = saved.data;
  if (items.length === 0) {
    return (
      <section className="panel sv-empty" aria-labelledby="sv-empty-title">
        <h2 id="sv-empty-title">No saved idioms yet</h2>
        <p>
          Open an idiom in the explorer and press <strong>Save</strong> on its title card. It will
          be kept here, and its cards will come up in Review.
        </p>
        <ButtonLink to={paths.app}>Find an idiom</ButtonLink>
      </section>
    );
  }
  return (
    <>
      <div className="sv-summary">
        <p>
          {items.length} saved {items.length === 1 ? 'idiom' : 'idioms'}, newest first.
        </p>
        <ButtonLink to={paths.review} variant="secondary" size="sm">
          Review them
        </ButtonLink>
      </div>
      {unsave.isError && <Alert>{REMOVE_FAILED}</Alert>}
      <p className="visually-hidden" role="status">
        {removed && unsave.isSuccess ? `Removed ${removed}.` : ''}
      </p>
      <ul className="sv-list" aria-label="Saved idioms" ref={list} tabIndex={-1}>
        {items.map((item) => (
          <li key={item.word} className="sv-item">
            <div className="sv-item-text">
              <Hanzi
                className="sv-word"
                text={item.word}
                traditional={item.traditional}
                pinyin={item.pinyin}
              />
              <Pinyin className="sv-pinyin" text={item.pinyin} />
              <CommonnessBadge band={item.commonness} className="sv-commonness" />
              <span className="sv-meaning">{item.meaning}</span>
              {formatDate(item.saved_at) && (
                <span className="sv-date">Saved {formatDate(item.saved_at)}</span>
              )}
            </div>
            <div className="sv-item-actions">
              <Link
                className="btn btn--primary btn--sm"
                to={idiomPath(item.word)}
                aria-label={`Open ${item.word}`}
              >
                Open
              </Link>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${item.word}`}
                onClick={() => remove(item.word)}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
