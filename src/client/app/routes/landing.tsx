import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui';
import { LandingPage } from '../../features/landing';
import { useDocumentTitle } from '../../lib/use-document-title';

// Neither is needed for the first paint: their code follows it instead of delaying it (ADR 0103).
const AccountMenu = lazy(() =>
  import('../../features/account-menu').then((menu) => ({ default: menu.AccountMenu })),
);
const DailyIdiomPanel = lazy(() =>
  import('../../features/daily-idiom').then((daily) => ({ default: daily.DailyIdiomPanel })),
);

export default function LandingRoute() {
  useDocumentTitle('Chinese idioms, explained');
  return (
    <LandingPage
      accountMenu={
        <Suspense fallback={<span className="landing-header__menu-slot" aria-hidden="true" />}>
          <AccountMenu />
        </Suspense>
      }
      daily={
        <Suspense fallback={<Spinner label="Loading today's idiom…" />}>
          <DailyIdiomPanel />
        </Suspense>
      }
    />
  );
}
