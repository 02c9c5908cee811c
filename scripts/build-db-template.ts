// `npm run build:db-template`: a migrated, empty PGlite data directory that a fresh DATA_DIR copies.
import { buildTemplateDir, PGLITE_TEMPLATE_DIR } from '../src/server/db/client.js';

const started = performance.now();
await buildTemplateDir();
console.log(
  `db template: wrote ${PGLITE_TEMPLATE_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
