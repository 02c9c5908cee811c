// `npm run build:db-template`: a migrated, empty PGlite database for fresh DATA_DIRs and tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { dumpMigratedTemplate, PGLITE_TEMPLATE } from '../src/server/db/client.js';

const started = performance.now();
mkdirSync(dirname(PGLITE_TEMPLATE), { recursive: true });
writeFileSync(PGLITE_TEMPLATE, await dumpMigratedTemplate());
console.log(`db template: wrote ${PGLITE_TEMPLATE} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
