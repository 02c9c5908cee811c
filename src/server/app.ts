import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Catalog } from './catalog/load-catalog.js';
import type { Database } from './db/client.js';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './db/unavailable.js';
import { isDiskFull, StorageHealth } from './db/disk-full.js';
import type { Env } from './env.js';
import { bufferedStdout } from './lib/buffered-stdout.js';
import { HttpError } from './lib/http-error.js';
import { OneLineRequestLog } from './lib/one-line-request-log.js';
import { registerLenientJsonParser } from './lib/lenient-json.js';
import { projectRoot } from './lib/project-root.js';
import authPlugin from './plugins/app/auth.js';
import catalogPlugin from './plugins/app/catalog.js';
import dbPlugin from './plugins/app/db.js';
import commonResponsesPlugin from './plugins/app/common-responses.js';
import inputPolicyPlugin from './plugins/app/input-policy.js';
import mailerPlugin from './plugins/app/mailer.js';
import paymentsPlugin from './plugins/app/payments.js';
import searchIndexPlugin from './plugins/app/search-index.js';
import helmetPlugin from './plugins/external/helmet.js';
import rateLimitPlugin from './plugins/external/rate-limit.js';
import swaggerPlugin from './plugins/external/swagger.js';
import routes from './routes/index.js';
import spaPlugin from './spa.js';

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export interface AppOptions {
  env: Env;
  database: Database;
  /** Close the database when the app closes (tests share one across apps). */
  ownsDatabase?: boolean;
  catalog: Catalog;
  jwtSecret: string;
  /** Folder of the built SPA; defaults to dist/client. Absent folder = API only. */
  clientDir?: string;
  /** The time as payments see it; tests inject one to let plans lapse. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    /** Whether writes would fail for lack of space (ADR 0177): readiness asks. */
    storage: StorageHealth;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    // Log lines leave in one write per event-loop turn, off the request path (ADR 0107).
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL, stream: bufferedStdout() },
    logController: new OneLineRequestLog(),
    // A hop count or the proxies' addresses, never "believe every X-Forwarded-For" (ADR 0151).
    // (Fastify takes a number at run time, but its types do not: a hop count as a function.)
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? trustHops(env.TRUST_PROXY)
        : env.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // While closing, a request that arrives on a connection already open is served and told
    // `Connection: close`, instead of a 503 the load balancer would pass on (ADR 0161).
    return503OnClosing: false,
    // A client that trickles its request ties up a connection (issue 26: 300 slow bodies held
    // for 95 s+): headers must arrive within 10 s and the whole request within 30 s, checked
    // every 2 s (408, then the connection is closed). Replies (SSE included) are not bounded here.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 2_000,
    },
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (bad percent-encoding, an over-long path parameter) answer in our
    // {error} shape, as 400, like every other bad input (ADR 0083).
    frameworkErrors: (error, _request, reply) => {
      const message =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'A path parameter is too long'
          : 'The request path is not valid';
      void (reply as FastifyReply).code(400).send({ error: message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  registerLenientJsonParser(app);
  app.decorate('env', env);

  await app.register(helmetPlugin);
  await app.register(rateLimitPlugin, { redisUrl: env.REDIS_URL });
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { database: options.database, ownsDatabase: options.ownsDatabase ?? true });
  // A full disk: 503s and readiness (ADR 0177); PGlite's data directory is measured too.
  app.decorate('storage', new StorageHealth(app.dbKind === 'pglite' ? resolve(projectRoot(), env.DATA_DIR) : null));
  await app.register(catalogPlugin, { catalog: options.catalog });
  await app.register(authPlugin, { jwtSecret: options.jwtSecret });
  await app.register(commonResponsesPlugin);
  await app.register(inputPolicyPlugin);
  await app.register(mailerPlugin);
  await app.register(searchIndexPlugin);
  await app.register(paymentsPlugin, { clock: options.clock });
  await app.register(routes, { prefix: '/api' });

  const clientDir = options.clientDir ?? join(projectRoot(), 'dist', 'client');
  await app.register(spaPlugin, { clientDir: existsSync(join(clientDir, 'index.html')) ? clientDir : null });
  return app;
}

/** Believes the nearest `hops` addresses of X-Forwarded-For, as Fastify does for a number. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

// Zod's own wording ('Invalid input: …', 'Too small: …') gets the field name; our messages
// ('Invalid or expired verification code') stay as written.
const GENERIC_ZOD =
  /^(Invalid (input|string|option|email|url|uuid|guid|element|key|union|type|format|date|iso|number|literal|value|enum|base64|jwt|hex|ipv4|ipv6|cidr|emoji|cuid|nanoid|ulid|xid|ksuid)\b|Too (small|big)|Unrecognized|Expected|Required)/i;

function errorHandler(this: FastifyInstance, error: FastifyError, request: Parameters<FastifyInstance['errorHandler']>[1], reply: Parameters<FastifyInstance['errorHandler']>[2]) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send({ error: error.message, ...error.extra });
  }
  if (error.validation) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || (first?.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.');
    const message = first?.message ?? 'Invalid request';
    const text = field && GENERIC_ZOD.test(message) ? `${field}: ${message}` : message;
    return reply.status(400).send({ error: text });
  }
  if (isDiskFull(error)) {
    this.storage.noteFull();
    request.log.error({ err: error, url: request.url }, 'disk full: write refused');
    return reply.status(503).send({ error: SERVICE_UNAVAILABLE });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, url: request.url }, 'database unavailable');
    return reply.status(503).send({ error: SERVICE_UNAVAILABLE });
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error, url: request.url }, 'request failed');
    return reply.status(status).send({ error: 'Internal server error' });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return reply.status(400).send({ error: 'Request body is not valid JSON' });
  }
  return reply.status(status).send({ error: error.message });
}
