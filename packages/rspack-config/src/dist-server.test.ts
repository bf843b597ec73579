import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo, Server } from 'node:net';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createDistServer } = require('./dist-server.cjs') as typeof import('./deploy-types');

let root: string;
let server: Server;
let base: string;

/** A remote's build: no index.html, a manifest, an entry with a precompressed sibling, a hashed chunk. */
function remoteBuild(dir: string): void {
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"name":"catalog"}');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var catalog;');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.gz'), Buffer.from([0x1f, 0x8b]));
  fs.writeFileSync(path.join(dir, 'pages.0123456789.js'), 'pages();');
  fs.writeFileSync(path.join(dir, '.deploys.json'), '[]');
}

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-dist-'));
  remoteBuild(root);
  server = createDistServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** Sends raw bytes (a request no fetch would make) and resolves with the status line and headers. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1', () => socket.write(request));
    let reply = '';
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')));
    socket.on('end', () => resolve(reply.split('\r\n\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe("a remote's own static server", () => {
  it('answers 404 for files a remote build does not have, and keeps serving', async () => {
    for (const miss of ['/favicon.ico', '/index.html', '/product/some-desk', '/no-such-chunk.0123456789.js']) {
      const response = await fetch(`${base}${miss}`, { headers: { accept: 'text/html' } });
      expect([miss, response.status]).toEqual([miss, 404]);
    }
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    await expect(manifest.json()).resolves.toEqual({ name: 'catalog' });
  });

  it('refuses malformed and escaping paths and methods it does not serve, and keeps serving', async () => {
    await expect(fetch(`${base}/%E0%A4%A`).then((r) => r.status)).resolves.toBe(400);
    await expect(fetch(`${base}/a%00b.js`).then((r) => r.status)).resolves.toBe(400);
    await expect(raw('GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).resolves.toMatch(
      / 404 /,
    );
    await expect(
      raw('GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    ).resolves.toMatch(/ 404 /);
    await expect(raw('NOT-HTTP\r\n\r\n')).resolves.toMatch(/ 400 /);
    await expect(fetch(`${base}/.deploys.json`).then((r) => r.status)).resolves.toBe(404);
    await expect(fetch(`${base}/remoteEntry.js`, { method: 'POST', body: 'x' }).then((r) => r.status)).resolves.toBe(
      405,
    );
    await expect(fetch(`${base}/remoteEntry.js`).then((r) => r.status)).resolves.toBe(200);
  });

  it('serves with CORS, revalidates the entry and manifest, caches hashed chunks for a year, sends precompressed files', async () => {
    const entry = await fetch(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toMatch(/^text\/javascript/);
    const chunk = await fetch(`${base}/pages.0123456789.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gzipped = await raw(
      'GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n',
    );
    expect(gzipped).toMatch(/^HTTP\/1\.1 200 /);
    expect(gzipped).toMatch(/^Content-Encoding: gzip$/im);
  });

  it("lets another origin's page fetch the manifest with the headers it sends", async () => {
    const preflight = await fetch(`${base}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-requested-with',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-requested-with');
  });

  it("falls back to the shell's index.html for page routes when the build has one", async () => {
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
    const page = await fetch(`${base}/product/some-desk`);
    expect(page.status).toBe(200);
    await expect(page.text()).resolves.toContain('<title>shell</title>');
    await expect(fetch(`${base}/favicon.ico`).then((r) => r.status)).resolves.toBe(404);
  });
});
