export const DEFAULT_PROGRESS_MESSAGE = 'Generating detailed idiom information...';

/** SPEC §4 Progress polling: the message shown for a percent. */
export function progressText(percent: number | null | undefined): string {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return DEFAULT_PROGRESS_MESSAGE;
  if (percent <= 30) return 'Analyzing character meanings...';
  if (percent <= 60) return 'Generating story and implications...';
  if (percent <= 90) return 'Creating usage examples...';
  return 'Finalizing analysis...';
}

/** A non-numeric progress value is ignored: keep the previous one. */
export function nextPercent(previous: number, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return previous;
  return Math.min(100, Math.max(0, Math.round(value)));
}
