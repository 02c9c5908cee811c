import { PageShell } from '../../components/ui/page-shell';
import { AccountMenu } from '../../features/account-menu';
import { CheckoutSuccess } from '../../features/subscription';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /subscription/success: the checkout's return address (SPEC §2, §4). */
export default function SubscriptionSuccessRoute() {
  useDocumentTitle('Confirming your subscription');
  return (
    <PageShell title="Thank you" actions={<AccountMenu />}>
      <section className="panel" aria-label="Subscription status">
        <CheckoutSuccess />
      </section>
    </PageShell>
  );
}
