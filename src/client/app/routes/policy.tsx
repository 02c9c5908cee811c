import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageShell } from '../../components/ui/page-shell';
import { AccountMenu } from '../../features/account-menu';
import { PolicyTabs } from '../../features/policy';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function PolicyRoute() {
  useDocumentTitle('Legal Policies');
  return (
    <PageShell
      title="Legal Policies"
      lead="How we handle your data, the terms of using Chengyu Atlas, and our refund promise."
      back={
        <Link to={paths.landing} className="back-link">
          <span aria-hidden="true">←</span> Home
        </Link>
      }
      actions={<AccountMenu />}
    >
      <PolicyTabs />
    </PageShell>
  );
}
