// Starts the production build for Playwright on a throwaway DATA_DIR (fresh PGlite each run).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'chengyu-e2e-'));
// Specs read mail (verification codes) from <dataDir>/outbox: see tests/e2e/support/outbox.ts.
writeFileSync(join(tmpdir(), `chengyu-e2e-data-dir-${process.env.E2E_PORT ?? '4173'}`), dataDir);
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // The subscription specs pay with test cards (ADR 0156).
    NODE_ENV: 'development',
    PAYMENTS_SANDBOX: '1',
    // Specs give each test its own X-Forwarded-For so per-IP rate limits do not couple them: the
    // browser stands where a proxy on this host would (one hop, ADR 0151).
    TRUST_PROXY: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
