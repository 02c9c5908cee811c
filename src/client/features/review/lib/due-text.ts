const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "in 10 minutes", "in 5 hours", "in 3 days": how far a due time is from the server's now. */
export function relativeDue(dueIso: string, nowIso: string): string {
  const ms = Date.parse(dueIso) - Date.parse(nowIso);
  if (!Number.isFinite(ms)) return '';
  if (ms <= 0) return 'now';
  if (ms < HOUR) return `in ${count(Math.max(1, Math.round(ms / MINUTE)), 'minute')}`;
  if (ms < DAY) return `in ${count(Math.round(ms / HOUR), 'hour')}`;
  return `in ${count(Math.round(ms / DAY), 'day')}`;
}

/** "29 Nov 2026, 14:05" in the reader's own time zone. */
export function absoluteDue(dueIso: string): string {
  const date = new Date(dueIso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
