import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy on a fixed local port to a target host:port. `stop()` refuses new connections and
 * cuts the live ones (the database "goes away" for the app); `start()` again restores it on the
 * same port. Used instead of stopping the machine's PostgreSQL, which other work shares.
 *
 * `blackhole()` is the harsher fault (issue 26): nothing is reset or closed, bytes simply stop
 * arriving in either direction, and new connections are accepted but never reach the target. The
 * connections black-holed stay so for good (as when a firewall or NAT forgot them); `restore()`
 * lets new connections through again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private dead = new Set<Socket>();
  private holes = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<number> {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => client.destroy());
      if (this.holes) {
        this.swallow(client);
        return;
      }
      const upstream = connect(this.targetPort, this.targetHost);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this.port;
  }

  /** Every byte from now on is dropped; no connection is closed. */
  blackhole(): void {
    this.holes = true;
    for (const socket of this.sockets) this.swallow(socket);
  }

  /** New connections reach the target again; the black-holed ones stay silent. */
  restore(): void {
    this.holes = false;
  }

  private swallow(socket: Socket): void {
    if (this.dead.has(socket)) return;
    this.dead.add(socket);
    socket.unpipe();
    socket.removeAllListeners('data');
    socket.on('data', () => undefined);
    socket.resume();
    socket.on('close', () => this.dead.delete(socket));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    this.dead.clear();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = null;
  }
}
