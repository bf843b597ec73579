import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import request from 'supertest';
import { createApp } from '../src/app';
import { makeWebRoot, remotesElsewhereConfig, removeDir, testConfig } from './helpers';

const INDEX = '<!doctype html><title>OGulf shell</title><div id="root"></div>';
const HASHED_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;

let webRoot: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  webRoot = await makeWebRoot({
    'shell/dist/index.html': INDEX,
    'shell/dist/main.3f2a9c1b.js': HASHED_JS,
    'shell/dist/main.3f2a9c1b.js.br': zlib.brotliCompressSync(HASHED_JS),
    'shell/dist/main.3f2a9c1b.js.gz': zlib.gzipSync(HASHED_JS),
    'shell/dist/sw.js': 'self.addEventListener("fetch", () => {});',
    'shell/dist/.env': 'SECRET=1',
    'mf-catalog/dist/mf-manifest.json': '{"name":"catalog"}',
    'mf-catalog/dist/remoteEntry.js': 'var catalog;',
    'mf-catalog/dist/static/js/product.0a1b2c3d4e.js': 'export {}',
    'mf-cart-checkout/dist/remoteEntry.js': 'var cart_checkout;',
    'secret.txt': 'TOP SECRET',
  });
  server = http.createServer(createApp({ config: testConfig({ webRoot }) }).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await removeDir(webRoot);
});

/** A request whose path is sent byte for byte (supertest would normalise `..`). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('GET /remotes.json', () => {
  it("points every remote at this site's own copy by default", async () => {
    const res = await request(server).get('/remotes.json').set('Host', 'shop.example.qa').expect(200);
    expect(res.body).toEqual({
      catalog: 'http://shop.example.qa/remotes/catalog/mf-manifest.json',
      cart_checkout: 'http://shop.example.qa/remotes/cart_checkout/mf-manifest.json',
      blog: 'http://shop.example.qa/remotes/blog/mf-manifest.json',
      admin: 'http://shop.example.qa/remotes/admin/mf-manifest.json',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('honours MF_*_URL variables and PUBLIC_URL', async () => {
    const config = remotesElsewhereConfig(webRoot, 'https://www.ogulf.qa/', {
      catalog: 'https://cdn.ogulf.qa/catalog/v7/mf-manifest.json',
      admin: 'https://admin-cdn.ogulf.qa/mf-manifest.json',
    });
    const res = await request(createApp({ config }).callback()).get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      catalog: 'https://cdn.ogulf.qa/catalog/v7/mf-manifest.json',
      cart_checkout: 'https://www.ogulf.qa/remotes/cart_checkout/mf-manifest.json',
      blog: 'https://www.ogulf.qa/remotes/blog/mf-manifest.json',
      admin: 'https://admin-cdn.ogulf.qa/mf-manifest.json',
    });
  });

  it('uses the forwarded protocol and host only when TRUST_PROXY is on', async () => {
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example.qa' };
    const trusting = createApp({ config: testConfig({ webRoot, trustProxy: true }) }).callback();
    const viaProxy = await request(trusting).get('/remotes.json').set(forwarded).expect(200);
    expect(viaProxy.body.blog).toBe('https://shop.example.qa/remotes/blog/mf-manifest.json');

    const direct = await request(server).get('/remotes.json').set('Host', 'origin.internal').set(forwarded).expect(200);
    expect(direct.body.blog).toBe('http://origin.internal/remotes/blog/mf-manifest.json');
  });
});

describe('single-page app fallback', () => {
  it.each(['/', '/product/x', '/admin', '/adm/ogulf', '/an-article', '/product/desk-1.8m'])(
    'serves the shell for %s with 200 and no-cache',
    async (path) => {
      const res = await request(server).get(path).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(res.text).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends security headers with the HTML', async () => {
    const res = await request(server).get('/product/x').expect(200);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
  });

  it('answers HEAD for a page', async () => {
    const res = await request(server).head('/adm/ogulf').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('does not answer HTML to a client that only accepts JSON', async () => {
    await request(server).get('/product/x').set('Accept', 'application/json').expect(404);
  });

  it('answers a plain 404 for a missing file with an extension', async () => {
    const res = await request(server).get('/missing.js').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).not.toContain('OGulf shell');
  });

  it('does not fall back for /assets, /remotes or dot-files', async () => {
    await request(server).get('/assets/images/shop/nothing').expect(404);
    await request(server).get('/remotes/catalog/no-such-page').expect(404);
    await request(server).get('/.env').expect(404);
  });

  it('does not serve the shell for other methods', async () => {
    await request(server).post('/product/x').expect(404);
  });

  it('answers 304 when the shell has not changed since the cached copy', async () => {
    const first = await request(server).get('/product/x').expect(200);
    const lastModified = first.headers['last-modified'];
    expect(lastModified).toBeDefined();
    await request(server).get('/product/y').set('If-Modified-Since', String(lastModified)).expect(304);
  });
});

describe('built files', () => {
  it('lets browsers keep a hashed asset for a year', async () => {
    const res = await request(server).get('/main.3f2a9c1b.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(HASHED_JS);
  });

  it('makes browsers revalidate a file without a hash', async () => {
    const res = await request(server).get('/sw.js').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the .br sibling with Content-Encoding: br when the client accepts it', async () => {
    const res = await request(server).get('/main.3f2a9c1b.js').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(HASHED_JS).length);
  });

  it('serves the .gz sibling to a client that accepts only gzip', async () => {
    const res = await request(server).get('/main.3f2a9c1b.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(HASHED_JS); // supertest decoded it
  });

  it("serves a remote's files with CORS open and entry points uncached", async () => {
    const entry = await request(server).get('/remotes/catalog/remoteEntry.js').expect(200);
    expect(entry.text).toBe('var catalog;');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');

    const manifest = await request(server).get('/remotes/catalog/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');

    const chunk = await request(server).get('/remotes/catalog/static/js/product.0a1b2c3d4e.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const cart = await request(server).get('/remotes/cart_checkout/remoteEntry.js').expect(200);
    expect(cart.text).toBe('var cart_checkout;');
  });

  it('answers 404 for an unknown remote or a remote that is not built', async () => {
    await request(server).get('/remotes/payments/remoteEntry.js').expect(404);
    await request(server).get('/remotes/blog/remoteEntry.js').expect(404);
  });

  it.each([
    '/..%2f..%2fsecret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/../../secret.txt',
    '/remotes/catalog/..%2f..%2f..%2fsecret.txt',
    '/remotes/catalog/../../secret.txt',
    '/shell/..%2f..%2fsecret.txt',
    '/%00secret.txt',
  ])('never serves files outside the build folders (%s)', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain('TOP SECRET');
  });
});

describe('when the front end is not built', () => {
  it('answers 503 with a page saying how to build it, while the API keeps working', async () => {
    const emptyRoot = await makeWebRoot({});
    try {
      const app = createApp({ config: testConfig({ webRoot: emptyRoot }) }).callback();
      const res = await request(app).get('/product/x').expect(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toContain('npm run build');
      await request(app).get('/').expect(503);
      await request(app).get('/api/health').expect(200);
      await request(app).get('/main.js').expect(404);
    } finally {
      await removeDir(emptyRoot);
    }
  });
});
