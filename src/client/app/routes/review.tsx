import { QueryClientProvider } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../shared/paths';
import { PageShell } from '../../components/ui/page-shell';
import { AccountMenu } from '../../features/account-menu';
import { ReviewSession } from '../../features/review/components/review-session';
import { queryClient } from '../../lib/query-client';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /review: the saved idioms as spaced-repetition cards; requires login and comes back after it. */
export default function ReviewRoute() {
  useDocumentTitle('Review');
  const { loggedIn } = useSession();
  if (!loggedIn) return <Navigate to={`${paths.login}?from=${paths.review}`} replace />;
  return (
    <QueryClientProvider client={queryClient}>
      <PageShell
        title="Review"
        lead="Your saved idioms come back just before you would forget them. Reviewing spends no searches."
        back={
          <Link to={paths.myIdioms} className="back-link">
            <span aria-hidden="true">←</span> My idioms
          </Link>
        }
        actions={<AccountMenu />}
      >
        <ReviewSession />
      </PageShell>
    </QueryClientProvider>
  );
}
