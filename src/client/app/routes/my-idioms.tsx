import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageShell } from '../../components/ui/page-shell';
import { AccountMenu } from '../../features/account-menu';
import { MyIdiomsList } from '../../features/saved/components/my-idioms-list';
import { SavedTransfer } from '../../features/saved/components/saved-transfer';
import { queryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /my-idioms: the idioms the user saved; requires login and comes back after it. */
export default function MyIdiomsRoute() {
  useDocumentTitle('My idioms');
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to={`${paths.login}?from=${paths.myIdioms}`} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <PageShell
        title="My idioms"
        lead="The idioms you saved, newest first. Open one to see its mind-map again."
        back={
          <Link to={paths.app} className="back-link">
            <span aria-hidden="true">←</span> Back to Home
          </Link>
        }
        actions={<AccountMenu />}
      >
        <MyIdiomsList />
        <SavedTransfer />
      </PageShell>
    </QueryClientProvider>
  );
}
