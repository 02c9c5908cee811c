// One process that opens (and so migrates) the PostgreSQL database named by argv[2], then prints
// whether it applied the migrations: what each instance does at start (postgres-migrate.test.ts).
import { openDatabase } from '../../src/server/db/client';

const url = process.argv[2];
if (!url) throw new Error('usage: open-database-once.ts postgres://…');
const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
await database.close();
console.log(JSON.stringify({ migrated: database.timings.migrated }));
