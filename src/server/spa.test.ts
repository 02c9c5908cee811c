import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/vite/precompress';
import { buildTestApp } from '../../tests/support/test-app';

type App = Awaited<ReturnType<typeof buildTestApp>>;

/** A built client as Vite lays it out: index.html, hashed assets, the manifest. */
function writeClient(dir: string) {
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `成语${i}`))};\n`;
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <script type="module" src="/assets/index-Ab12Cd34.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(join(dir, 'assets', 'landing-Ef56Gh78.js'), script);
  writeFileSync(join(dir, 'assets', 'landing-Ij90Kl12.css'), 'body{color:red}');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(dir, 'sw.js'),
    `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`,
  );
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Chengyu Atlas' }));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true },
      'app/routes/landing.tsx': {
        file: 'assets/landing-Ef56Gh78.js',
        imports: ['index.html'],
        css: ['assets/landing-Ij90Kl12.css'],
      },
    }),
  );
  return script;
}

describe('the built client is served compressed and cached by name', () => {
  let dir: string;
  let app: App;
  let script: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chengyu-spa-'));
    script = writeClient(dir);
    precompressDir(dir);
    app = await buildTestApp({ clientDir: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const asset = (acceptEncoding?: string) =>
    app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy to a browser that accepts br, for a year, immutable', async () => {
    const res = await asset('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself when nothing is', async () => {
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves a file too small to compress as it is', async () => {
    const res = await app.inject({
      url: '/assets/landing-Ij90Kl12.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body{color:red}');
  });

  it('keeps files outside assets/ (not hashed) off the year-long cache', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toMatch(/immutable/);
  });

  it('serves the service worker and the manifest to revalidate, from the root scope (ADR 0190)', async () => {
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['service-worker-allowed']).toBeUndefined();
    // A worker script's fetches fall under its own CSP: the page set, which allows 'self'.
    expect(sw.headers['content-security-policy']).toMatch(/connect-src 'self'/);

    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers pages with index.html to revalidate, preloading the page’s own chunks', async () => {
    const landing = await app.inject({ url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/landing-Ef56Gh78.js">',
    );
    expect(landing.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/landing-Ij90Kl12.css">',
    );
    // The entry is in index.html already; it is not preloaded twice.
    expect(landing.body.match(/index-Ab12Cd34\.js/g)).toHaveLength(1);

    const login = await app.inject({ url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).not.toContain('modulepreload');

    const missing = await app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});
