import { AccountMenu } from '../../features/account-menu/components/account-menu';
import { ExplorerScreen } from '../../features/explorer/components/explorer-screen';

/** /app — the idiom explorer (SPEC §2), with the account menu top right. */
export default function ExplorerRoute() {
  return <ExplorerScreen accountMenu={<AccountMenu align="right" />} />;
}
