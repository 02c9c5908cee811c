import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../tests/support/test-app';
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './app';

// Issue 26: no request timeout, so 300 slow-body connections were held for 95 s+.
describe('request and header timeouts', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app.close());

  it('bounds the whole request and its headers', () => {
    expect(app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
  });

  it('closes a connection whose headers never end', { timeout: 30_000 }, async () => {
    const { port } = app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const started = Date.now();
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    await new Promise((resolve) => socket.on('close', resolve));
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(HEADERS_TIMEOUT_MS + 10_000);
  });
});
