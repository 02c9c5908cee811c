/**
 * A signed notification can still carry text our database cannot store (ADR 0176): NUL (refused
 * by PostgreSQL's text and jsonb), lone UTF-16 surrogates (refused by jsonb), nesting deeper than
 * any real event. `wellFormedJson` returns a copy that can be stored, with U+FFFD in place of each
 * such character and a marker in place of what is too deep, and says whether anything changed.
 */
const MAX_DEPTH = 32;
// NUL is the point here, so the control character in the pattern is meant.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function wellFormedJson(value: unknown): { value: unknown; changed: boolean } {
  let changed = false;
  const text = (s: string) => {
    const clean = s.replace(UNSTORABLE, '\ufffd');
    if (clean !== s) changed = true;
    return clean;
  };
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') return text(node);
    if (node === null || typeof node !== 'object') return node;
    if (depth >= MAX_DEPTH) {
      changed = true;
      return '[nested too deep]';
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(node)) out[text(key)] = walk(item, depth + 1);
    return out;
  };
  const result = walk(value, 0);
  return { value: result, changed };
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * A date-time as Paddle writes them (RFC 3339), or null when it is not one: 30 February, hour 25,
 * a year outside 1970–9999 (which `new Date` would roll over, or the database refuse).
 */
export function strictDate(value: string): Date | null {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[];
  const offsetHours = match[7] === undefined ? 0 : Number(match[7]);
  const offsetMinutes = match[8] === undefined ? 0 : Number(match[8]);
  if (year! < 1970 || year! > 9999 || hour! > 23 || minute! > 59 || second! > 59) return null;
  if (offsetHours > 23 || offsetMinutes > 59) return null;
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  if (calendar.getUTCMonth() !== month! - 1 || calendar.getUTCDate() !== day) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Paddle's amounts are strings of minor units; ours are int4 cents. */
export const MAX_AMOUNT_CENTS = 2_147_483_647;
