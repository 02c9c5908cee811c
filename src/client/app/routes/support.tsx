import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageShell } from '../../components/ui/page-shell';
import { AccountMenu } from '../../features/account-menu';
import { SupportAside, SupportForm } from '../../features/support';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function SupportRoute() {
  useDocumentTitle('Contact support');
  return (
    <PageShell
      title="Contact support"
      lead="Questions about your account, a subscription, or an idiom that looks wrong? Send us a message."
      back={
        <Link to={paths.app} className="back-link">
          <span aria-hidden="true">←</span> Back to Home
        </Link>
      }
      actions={<AccountMenu />}
    >
      <div className="two-col">
        <section className="panel" aria-label="Contact form">
          <SupportForm />
        </section>
        <SupportAside />
      </div>
    </PageShell>
  );
}
