import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { paddleSubscription, type SubscriptionInput } from './paddle-entities.js';

type Entity = ReturnType<typeof paddleSubscription>;

/**
 * A stand-in for the subscription endpoints of Paddle's API, speaking its real shapes over real
 * HTTP: `GET /subscriptions/{id}`, `POST /subscriptions/{id}/cancel {effective_from}`,
 * `PATCH /subscriptions/{id} {scheduled_change: null}`, answers `{data, meta}` or Paddle's
 * `{error: {type, code, detail}}`. The local sandbox provider runs one; tests run one as Paddle.
 */
export class SandboxPaddleApi {
  /** Every request, for tests: method, path, bearer key and JSON body. */
  readonly requests: { method: string; path: string; authorization?: string; body: unknown }[] = [];
  private readonly subscriptions = new Map<string, SubscriptionInput & { id: string }>();
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private url: string | null = null;

  constructor(
    private readonly options: {
      apiKey: string;
      /** The clock of "Paddle" (the app's, so an injected clock moves both). */
      now?: () => Date;
      /** Called after a change, as Paddle sends subscription.updated (the sandbox delivers it). */
      onChange?: (subscription: Entity, eventType: string) => Promise<void> | void;
      /** Asked for a subscription this server has not seen (e.g. created before a restart). */
      load?: (id: string) => Promise<(SubscriptionInput & { id: string }) | null>;
    },
  ) {}

  /** Records a subscription as Paddle would hold it after a checkout. */
  put(subscription: SubscriptionInput & { id: string }) {
    this.subscriptions.set(subscription.id, subscription);
  }

  async start(): Promise<string> {
    if (this.url) return this.url;
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = null;
    this.url = null;
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }

  private reply(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private error(res: ServerResponse, status: number, code: string, detail: string) {
    this.reply(res, status, {
      error: {
        type: 'request_error',
        code,
        detail,
        documentation_url: `https://developer.paddle.com/v1/errors/shared/${code}`,
      },
      meta: { request_id: crypto.randomUUID() },
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return this.error(res, 400, 'bad_request', 'Invalid JSON body');
    }
    const path = (req.url ?? '').split('?')[0]!;
    this.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      body,
    });
    if (
      req.headers.authorization?.toLowerCase() !== `bearer ${this.options.apiKey}`.toLowerCase()
    ) {
      return this.error(res, 403, 'forbidden', "You aren't permitted to perform this request.");
    }
    const match = /^\/subscriptions\/([\w-]+)(\/cancel)?$/.exec(path);
    if (!match) return this.error(res, 404, 'not_found', 'Route not found');
    const id = match[1]!;
    const known = this.subscriptions.get(id) ?? (await this.options.load?.(id)) ?? null;
    if (!known) return this.error(res, 404, 'entity_not_found', `Subscription ${id} not found`);
    const now = this.now();
    let changed = false;
    if (req.method === 'POST' && match[2]) {
      if (known.status === 'canceled')
        return this.error(res, 400, 'subscription_locked_canceled', 'Subscription is canceled');
      if (body.effective_from === 'immediately') {
        Object.assign(known, { status: 'canceled', canceledAt: now, cancelAtPeriodEnd: false });
      } else known.cancelAtPeriodEnd = true;
      changed = true;
    } else if (req.method === 'PATCH' && !match[2]) {
      if ('scheduled_change' in body && body.scheduled_change === null) {
        if (known.status === 'canceled')
          return this.error(res, 400, 'subscription_locked_canceled', 'Subscription is canceled');
        known.cancelAtPeriodEnd = false;
        changed = true;
      }
    } else if (req.method !== 'GET' || match[2]) {
      return this.error(res, 405, 'method_not_allowed', 'Method not allowed');
    }
    if (changed) known.updatedAt = now;
    this.subscriptions.set(id, known);
    const entity = paddleSubscription(known);
    this.reply(res, 200, { data: entity, meta: { request_id: crypto.randomUUID() } });
    if (changed)
      await this.options.onChange?.(
        entity,
        known.status === 'canceled' ? 'subscription.canceled' : 'subscription.updated',
      );
  }
}
