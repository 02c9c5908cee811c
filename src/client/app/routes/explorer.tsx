import { ExplorerScreen } from '../../features/explorer/components/explorer-screen';

/** /app — the idiom explorer (SPEC §2). */
export default function ExplorerRoute() {
  return <ExplorerScreen />;
}
