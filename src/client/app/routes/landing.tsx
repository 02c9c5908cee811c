import { AccountMenu } from '../../features/account-menu';
import { DailyIdiomPanel } from '../../features/daily-idiom';
import { LandingPage } from '../../features/landing';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function LandingRoute() {
  useDocumentTitle('Chinese idioms, explained');
  return <LandingPage accountMenu={<AccountMenu />} daily={<DailyIdiomPanel />} />;
}
