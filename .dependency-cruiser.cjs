/**
 * `npm run lint:deps` (part of `npm run lint`, so of `npm test`): no import circles anywhere in
 * src/, and the server's layers import only downwards (ADR 0196). From the top:
 *   entry (main, cli) → app (app, spa) → routes → plugins → services → generation → content →
 *   search → db / catalog / runtime → lib / env.
 * A module may import its own layer or any layer below it, never one above. Tests beside the code
 * may reach any layer; code in src/ never imports the test helpers in tests/.
 */
const LAYERS = [
  ['lib', '^src/server/(lib/|env\\.ts$)'],
  ['store', '^src/server/(db/|catalog/|runtime\\.ts$)'],
  ['search', '^src/server/search/'],
  ['content', '^src/server/content/'],
  ['generation', '^src/server/generation/'],
  ['services', '^src/server/services/'],
  ['plugins', '^src/server/plugins/'],
  ['routes', '^src/server/routes/'],
  ['app', '^src/server/(app|spa|spa-preload)\\.ts$'],
  ['entry', '^src/server/(main\\.ts$|cli/)'],
];
const TESTS = '\\.test\\.tsx?$';

const upward = LAYERS.slice(0, -1).map(([name, path], i) => ({
  name: `no-upward-from-${name}`,
  comment: `${name} imports only its own layer or those below it (ADR 0196)`,
  severity: 'error',
  from: { path, pathNot: TESTS },
  to: {
    path: LAYERS.slice(i + 1)
      .map(([, above]) => `(${above})`)
      .join('|'),
  },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle (type-only ones too): split out what both sides need (ADR 0196)',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-test-helpers-in-src',
      comment: 'Test helpers live in tests/support; only tests import them',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^tests/' },
    },
    {
      name: 'every-server-file-in-a-layer',
      comment: 'A new top-level folder or file under src/server needs a place in LAYERS above',
      severity: 'error',
      from: { path: '^src/server/', pathNot: [TESTS, ...LAYERS.map(([, path]) => path)] },
      to: {},
    },
    ...upward,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|build)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
