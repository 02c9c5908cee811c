export { getDailyIdiom, useDailyIdiom, type DailyResult } from './api/get-daily-idiom';
export { DailyIdiomCard } from './components/daily-idiom-card';
export { DailyIdiomPanel } from './components/daily-idiom';
export { OfflineSamples } from './components/offline-samples';
export { FALLBACK_IDIOMS, fallbackIdiom, fallbackIndex } from './data/fallback-idioms';
export { SAMPLE_IDIOMS } from './data/sample-idioms';
