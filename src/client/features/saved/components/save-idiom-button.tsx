import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { ConfirmDialog } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSavedIdioms } from '../api/get-saved-idioms';
import { useSaveIdiom } from '../api/save-idiom';
import { useUnsaveIdiom } from '../api/unsave-idiom';
import './saved.css';

export const SAVE_LOGIN_MESSAGE = 'Please login to save idioms. Would you like to login now?';
const SAVE_FAILED = 'Could not save it. Please try again.';

/**
 * "Save" on the open idiom: a toggle (aria-pressed) for a signed-in user; a guest is asked to sign
 * in and comes back to the idiom afterwards.
 */
export function SaveIdiomButton({ word }: { word: string }) {
  const { loggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const saved = useSavedIdioms();
  const save = useSaveIdiom();
  const unsave = useUnsaveIdiom();
  const [askLogin, setAskLogin] = useState(false);
  const isSaved = saved.data?.some((item) => item.word === word) ?? false;
  // While a change is on its way the button already shows where it is going.
  const pressed = save.isPending ? true : unsave.isPending ? false : isSaved;
  const failure = save.error ?? unsave.error;

  const toggle = () => {
    if (!loggedIn) return setAskLogin(true);
    if (save.isPending || unsave.isPending) return;
    if (pressed) unsave.mutate(word);
    else save.mutate(word);
  };

  return (
    <>
      <button
        type="button"
        className={`mm-icon-btn sv-save nodrag nopan${pressed ? ' is-saved' : ''}`}
        aria-label="Save"
        aria-pressed={loggedIn ? pressed : undefined}
        title={pressed ? 'Saved to My idioms (press to remove)' : 'Save to My idioms'}
        onClick={toggle}
        disabled={loggedIn && saved.isPending}
      >
        <svg viewBox="0 0 24 24" width="15" height="15" aria-hidden="true">
          <path
            d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        <span aria-hidden="true">{pressed ? 'Saved' : 'Save'}</span>
      </button>
      {failure && (
        <span className="sv-error" role="alert">
          {failure instanceof ApiError && failure.status > 0 ? failure.message : SAVE_FAILED}
        </span>
      )}
      <ConfirmDialog
        open={askLogin}
        title="Log in to save"
        message={SAVE_LOGIN_MESSAGE}
        confirmLabel="Log In"
        onCancel={() => setAskLogin(false)}
        onConfirm={() =>
          void navigate(`${paths.login}?from=${encodeURIComponent(location.pathname)}`)
        }
      />
    </>
  );
}
