import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  output: () => string;
  /** kill -9: no shutdown hook runs. */
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * The real server (src/server/main.ts) in its own OS process: one node process (tsx as an import
 * hook, not its CLI, which would leave a child behind a kill -9). Resolves once /api/health
 * answers; rejects with the output if the process exits first.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const state = await Promise.race([
      exited.then((code) => ({ exited: code })),
      fetch(`${url}/api/health`)
        .then((res) => (res.ok ? 'up' : 'down'))
        .catch(() => 'down')
        .then(async (s) => {
          if (s === 'down') await new Promise((resolve) => setTimeout(resolve, 200));
          return s;
        }),
    ]);
    if (state === 'up') break;
    if (typeof state === 'object')
      throw Object.assign(new Error(`server exited with ${state.exited}:\n${output}`), {
        exitCode: state.exited,
        output,
      });
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
  }
  return {
    url,
    process: child,
    output: () => output,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
