import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths';
import { Alert } from '../../components/ui';
import { PageShell } from '../../components/ui/page-shell';
import { AccountMenu } from '../../features/account-menu';
import { SubscriptionOverview } from '../../features/subscription';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Why the explorer sent the user here (?reason=limit). */
const REASONS: Record<string, string> = {
  limit: 'Daily free search limit reached. Subscribe for unlimited searches.',
};

/** /subscription: plans and billing; requires login and comes back after it (SPEC §2). */
export default function SubscriptionRoute() {
  useDocumentTitle('Plans and billing');
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  if (!loggedIn) return <Navigate to={`${paths.login}?from=${paths.subscription}`} replace />;
  const reason = REASONS[params.get('reason') ?? ''];
  return (
    <PageShell
      title="Plans and billing"
      lead="Unlimited idiom searches and AI analysis. Pay once for 30 days, or monthly and cancel any time."
      back={
        <Link to={paths.app} className="back-link">
          <span aria-hidden="true">←</span> Back to Home
        </Link>
      }
      actions={<AccountMenu />}
    >
      {reason && (
        <div className="sub-reason">
          <Alert tone="warning">{reason}</Alert>
        </div>
      )}
      <SubscriptionOverview />
    </PageShell>
  );
}
