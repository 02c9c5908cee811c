import { Spinner } from '../../../components/ui';
import { useDailyIdiom } from '../api/get-daily-idiom';
import { DailyIdiomCard } from './daily-idiom-card';
import { OfflineSamples } from './offline-samples';

/** Loads the daily idiom (API → create → built-in list) and shows it, with the offline samples. */
export function DailyIdiomPanel() {
  const { data } = useDailyIdiom();
  if (!data) return <Spinner label="Loading today's idiom…" />;
  return (
    <div className="daily-panel" data-source={data.source}>
      <DailyIdiomCard idiom={data.idiom} />
      {data.source === 'fallback' && <OfflineSamples />}
    </div>
  );
}
