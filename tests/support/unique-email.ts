/** Unique email per call: tests on PostgreSQL share one database per run. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}
