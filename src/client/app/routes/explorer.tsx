import { QueryClientProvider } from '@tanstack/react-query';
import { AccountMenu } from '../../features/account-menu/components/account-menu';
import { ExplorerScreen } from '../../features/explorer/components/explorer-screen';
import { queryClient } from '../../lib/query-client';

/** /app — the idiom explorer (SPEC §2), with the account menu top right. */
export default function ExplorerRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <ExplorerScreen accountMenu={<AccountMenu align="right" />} />
    </QueryClientProvider>
  );
}
