import { buildApp } from './app.js';
import { loadCatalogAsync } from './catalog/load-catalog.js';
import { prepareSearchIndex } from './plugins/app/search-index.js';
import { searchDataPath } from './search/search-data-path.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { EnvError, parseEnv } from './env.js';
import { jwtSecret, openConfiguredDatabase, resolvePath } from './runtime.js';

async function main() {
  const env = parseEnv(process.env);
  // Start-up work overlaps (ADR 0109): the database template is copied on a worker thread and
  // PGlite compiles its WebAssembly off the main thread while the catalog is read, gunzipped (off
  // the main thread too) and parsed.
  const started = performance.now();
  const opening = openConfiguredDatabase(env);
  const catalogPath = resolvePath(env.CATALOG_PATH);
  const catalog = await loadCatalogAsync(catalogPath);
  const catalogMs = performance.now() - started;
  // The search index is built now, while the database copies and boots, not after it.
  prepareSearchIndex(catalog, searchDataPath(catalogPath));
  const indexMs = performance.now() - started - catalogMs;
  const database = await opening;
  const databaseMs = performance.now() - started;
  const app = await buildApp({ env, database, catalog, jwtSecret: jwtSecret(env) });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    {
      ms: Math.round(performance.now() - started),
      catalogMs: Math.round(catalogMs),
      searchIndexMs: Math.round(indexMs),
      databaseReadyAtMs: Math.round(databaseMs),
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
