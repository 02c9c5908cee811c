import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/**
 * A drizzle database over our schema, PGlite or PostgreSQL alike. Its own file so the modules
 * that `client.ts` uses (the owned caches) can name it without importing `client.ts` back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
