import { buildApp } from './app.js';
import { loadCatalog } from './catalog/load-catalog.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { EnvError, parseEnv } from './env.js';
import { jwtSecret, openConfiguredDatabase, resolvePath } from './runtime.js';

async function main() {
  const env = parseEnv(process.env);
  // Start opening the database first: PGlite compiles its WebAssembly off the main thread while
  // the catalog is parsed.
  const opening = openConfiguredDatabase(env);
  const catalog = loadCatalog(resolvePath(env.CATALOG_PATH));
  const database = await opening;
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
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError)
    console.error(error.message);
  else console.error(error);
  process.exit(1);
});
