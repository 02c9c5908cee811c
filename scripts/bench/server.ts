import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  coldStartMs: number;
  health: unknown;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node dist/server/main.js` on a fresh DATA_DIR and waits until /api/health answers. */
export async function startServer(
  root: string,
  {
    dataDir = mkdtempSync(join(tmpdir(), 'chengyu-bench-')),
    keepDataDir = false,
    timeoutMs = 120_000,
    env = {} as Record<string, string>,
    nodeArgs = [] as string[],
  } = {},
): Promise<StartedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) {
        const coldStartMs = performance.now() - started;
        return { child, baseUrl, coldStartMs, health: await response.json(), dataDir, stop };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop();
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${output}`);
}

/** Resident set size of a process in MB (Linux /proc; ps elsewhere). */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/u.exec(status)?.[1]);
    if (kb) return kb / 1024;
  } catch {
    // not Linux
  }
  throw new Error(`cannot read the memory of process ${pid}`);
}
