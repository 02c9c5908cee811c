import { detail } from './detail.js';
import { lighthouseSection } from './lighthouse.js';
import { searchLatency } from './search-latency.js';
import { startup } from './startup.js';
import { study } from './study.js';
import { throughput } from './throughput.js';
import type { BenchSection } from './types.js';

/** Every section of `npm run bench`, in order. Add yours here. */
export const sections: BenchSection[] = [
  startup,
  detail,
  searchLatency,
  study,
  throughput,
  lighthouseSection,
];
