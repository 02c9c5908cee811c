// Bundles the server and the admin CLI into dist/server with esbuild; packages stay external.
// Code splitting keeps main.ts's dynamic import of the app a real one, so the database starts
// opening before the app's modules load (ADR 0115).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    admin: 'src/server/cli/admin.ts',
    // Its own entry: a worker thread starts it by path (ADR 0123).
    'pglite-worker': 'src/server/db/pglite-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
