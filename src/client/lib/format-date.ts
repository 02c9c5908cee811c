/**
 * Every date the app shows, in one format: 'Dec 27, 2026' (UTC, as the server counts days).
 * '' for a missing or malformed date.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
