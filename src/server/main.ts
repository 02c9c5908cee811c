// Start-up overlaps its work (ADRs 0109, 0115, 0123). This module imports only what opens the
// database and reads the catalog. The database (template copy and PGlite's boot, on a thread of
// its own) and the catalog's read and gunzip (libuv's pool) begin first; the app's modules
// (Fastify, routes, SDKs) are imported meanwhile, then the catalog is parsed and the search index
// built on this thread while postgres starts on the other.
import { parseCatalog, readCatalogJson } from './catalog/load-catalog.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { EnvError, parseEnv } from './env.js';
import { drainOnSignal } from './lib/graceful-shutdown.js';
import { jwtSecret, openConfiguredDatabase, resolvePath } from './runtime.js';
import { readSearchDataFiles } from './search/search-data-file.js';
import { searchDataPath } from './search/search-data-path.js';

/** Settles without an unhandled rejection until it is awaited (a failure surfaces there). */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

async function main() {
  // performance.now() counts from the process's start: node's own boot and this module's imports.
  const bootMs = performance.now();
  const env = parseEnv(process.env);
  const started = performance.now();
  const since = () => performance.now() - started;
  const opening = quiet(openConfiguredDatabase(env));
  const catalogPath = resolvePath(env.CATALOG_PATH);
  let catalogReadMs = 0;
  const catalogJson = quiet(
    readCatalogJson(catalogPath).then((json) => ((catalogReadMs = since()), json)),
  );
  const dataPath = searchDataPath(catalogPath);
  // After the catalog's: it is needed first, and the two would share the pool and the second core.
  const searchFiles = quiet(catalogJson.then(() => readSearchDataFiles(dataPath)));
  const [{ buildApp }, { prepareSearchIndex }] = await Promise.all([
    import('./app.js'),
    import('./plugins/app/search-index.js'),
  ]);
  const modulesMs = since();
  const catalog = parseCatalog(await catalogJson);
  const catalogMs = since();
  // The search index is built now, before the database is awaited (ADR 0109).
  prepareSearchIndex(catalog, dataPath, { files: (await searchFiles) ?? null });
  const searchIndexMs = since() - catalogMs;
  const database = await opening;
  const databaseMs = since();
  const app = await buildApp({ env, database, catalog, jwtSecret: jwtSecret(env) });

  const shutdown = drainOnSignal(app, { exit: (code) => process.exit(code) });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const { copyMs, bootMs: databaseBootMs, migrateMs, migrated } = database.timings;
  app.log.info(
    {
      ms: Math.round(since()),
      sinceProcessStartMs: Math.round(performance.now()),
      nodeBootMs: Math.round(bootMs),
      modulesMs: Math.round(modulesMs),
      catalogMs: Math.round(catalogMs),
      catalogReadAtMs: Math.round(catalogReadMs),
      searchIndexMs: Math.round(searchIndexMs),
      databaseReadyAtMs: Math.round(databaseMs),
      database: {
        copyMs: Math.round(copyMs),
        bootMs: Math.round(databaseBootMs),
        migrateMs: Math.round(migrateMs),
        migrated,
      },
    },
    'started',
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
