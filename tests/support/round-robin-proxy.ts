import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for tests (issue 25), as docs/deploy.md's nginx is configured: requests go
 * round-robin to the instances, each on a connection of its own; one that cannot reach an
 * instance (connection refused: it is restarting; reset before any answer: it closed as the
 * request arrived) is sent to the next instance, as nginx's `proxy_next_upstream error` does. An
 * instance's answer, whatever its status, is passed on as it is.
 */
export class RoundRobinProxy {
  private server: Server | null = null;
  private next = 0;

  constructor(private readonly ports: readonly number[]) {}

  async start(): Promise<string> {
    this.server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        void this.forward(incoming, Buffer.concat(chunks)).then(
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
          (error: Error) => {
            outgoing.writeHead(502, { 'content-type': 'application/json' });
            outgoing.end(JSON.stringify({ error: `proxy: ${error.message}` }));
          },
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Tries each instance in turn, for up to 5 s (every one restarting at once is a failure). */
  private async forward(incoming: IncomingMessage, body: Buffer): Promise<IncomingMessage> {
    const deadline = Date.now() + 5_000;
    let lastError: Error | null = null;
    for (let attempt = 0; Date.now() < deadline; attempt++) {
      const port = this.ports[this.next++ % this.ports.length]!;
      try {
        return await this.send(port, incoming, body);
      } catch (error) {
        lastError = error as Error;
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'ECONNREFUSED' && code !== 'ECONNRESET') throw error;
        if (attempt % this.ports.length === this.ports.length - 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    throw lastError ?? new Error('no instance answered');
  }

  private send(port: number, incoming: IncomingMessage, body: Buffer): Promise<IncomingMessage> {
    return new Promise((resolve, reject) => {
      const { host: _host, connection: _connection, ...headers } = incoming.headers;
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...headers, 'content-length': String(body.length) },
          agent: false,
        },
        resolve,
      );
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
