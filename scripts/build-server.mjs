// Bundles the server and the admin CLI into dist/server with esbuild.
// Code splitting keeps main.ts's dynamic import of the app a real one, so the database starts
// opening before the app's modules load (ADR 0115). Pure-JavaScript packages are bundled in:
// loading them file by file (zod, drizzle and fastify are hundreds of small modules) cost start-up
// a resolve, a read and a compile per file (ADR 0124). Packages that find files beside their own
// code at run time (PGlite's WebAssembly, swagger-ui's pages, pino's transports, native addons,
// data packages) or that load only on demand (node-postgres, ioredis, Paddle) stay external.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const BUNDLED = [
  'zod',
  'drizzle-orm',
  'jose',
  'nodemailer',
  'pinyin-pro',
  'ts-fsrs',
  'fastify',
  'fastify-plugin',
  'fastify-type-provider-zod',
  'helmet',
  '@fastify/rate-limit',
  '@fastify/static',
  '@fastify/swagger',
];

const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => !BUNDLED.includes(name))
  .flatMap((name) => [name, `${name}/*`]);

// Chunk names carry a hash: clear the last build's, or they pile up.
rmSync('dist/server', { recursive: true, force: true });

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
  external,
  // Bundled CommonJS (fastify, nodemailer) calls require() for Node's modules and the external
  // packages; an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
