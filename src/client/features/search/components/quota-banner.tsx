import { Link } from 'react-router';
import { LIMITS } from '../../../../shared/constants';
import { paths } from '../../../../shared/paths';
import type { SearchCountDetail } from '../lib/search-count-event';

/** SPEC §2 quota banner for signed-in users. */
export function QuotaBanner({ quota }: { quota: SearchCountDetail | null }) {
  if (!quota) return null;
  if (quota.hasSubscription) {
    return (
      <p className="sb-quota is-premium" role="status">
        <span aria-hidden="true">★</span> Unlimited searches with premium membership
      </p>
    );
  }
  const remaining = Math.max(0, quota.remainingSearches ?? 0);
  return (
    <p className={`sb-quota${remaining === 0 ? ' is-empty' : ''}`} role="status">
      <span>
        Remaining searches today: {remaining}/{LIMITS.freeSearchesPerDay}
      </span>
      <Link to={paths.subscription}>Upgrade for unlimited searches</Link>
    </p>
  );
}
