import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { SPEND_WORDING } from '../lib/spend-wording';

/** With no free search left: said in place, with the Upgrade link, never as a full-screen error. */
export function LimitNotice({
  message = SPEND_WORDING.limitReached,
  onDismiss,
  className = '',
}: {
  message?: string;
  onDismiss?: () => void;
  className?: string;
}) {
  return (
    <div className={`limit-notice ${className}`} role="alert">
      <span>{message}</span>
      <Link to={`${paths.subscription}?reason=limit`} className="limit-notice__upgrade">
        {SPEND_WORDING.upgrade}
      </Link>
      {onDismiss && (
        <button type="button" className="limit-notice__close" onClick={onDismiss}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Dismiss</span>
        </button>
      )}
    </div>
  );
}
