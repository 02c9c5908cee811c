import { Navigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageShell } from '../../components/ui/page-shell';
import { AccountMenu } from '../../features/account-menu';
import { CheckoutSuccess } from '../../features/subscription';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /subscription/success: the checkout's return address (SPEC §2, §4). */
export default function SubscriptionSuccessRoute() {
  useDocumentTitle('Confirming your subscription');
  const { loggedIn } = useSession();
  // Only the signed-in buyer can be checked; anyone else signs in first and comes back.
  if (!loggedIn)
    return <Navigate to={`${paths.login}?from=${paths.subscriptionSuccess}`} replace />;
  return (
    <PageShell title="Thank you" actions={<AccountMenu />}>
      <section className="panel" aria-label="Subscription status">
        <CheckoutSuccess />
      </section>
    </PageShell>
  );
}
