import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type Router from '@koa/router';
import request from 'supertest';
import { createApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { ok } from '../src/http/reply';
import { FAILED_PRELOAD_WATCH_HASH } from '../src/web/remote-preloads';
import { makeWebRoot, remotesElsewhereConfig, removeDir, testConfig } from './helpers';

// The language script of the shell's index.html, as the build leaves it (minified or not, the
// hash is taken from the file as served).
const LANG_SCRIPT = "(function(){var l=localStorage.getItem('lang');if(l)document.documentElement.lang=l})();";
const JSON_LD = '{"@context":"https://schema.org","@type":"Organization","name":"OGulf"}';
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OGulf</title>' +
  `<script>${LANG_SCRIPT}</script><script type="application/ld+json">${JSON_LD}</script>` +
  '<script type="module" src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let webRoot: string;

beforeAll(async () => {
  webRoot = await makeWebRoot({
    'shell/dist/index.html': INDEX,
    'shell/dist/main.0123456789.js': 'console.log(1)',
    'shell/dist/main.0123456789.js.map': '{"version":3,"sources":["src/secret.ts"]}',
    'mf-admin/dist/mf-manifest.json': '{"name":"admin"}',
    'mf-admin/dist/static/js/pages.0123456789.js.map': '{"version":3,"sources":["src/admin.ts"]}',
  });
});

afterAll(async () => {
  await removeDir(webRoot);
});

/** Test-only routes: the client address the app settled on (rate limits and the audit log use it), and a route with its own policy. */
const clientAddress = (router: Router) => {
  router.get('/test/client-address', (ctx) => ok(ctx, { ip: ctx.ip }));
  router.get('/test/own-policy', (ctx) => {
    ctx.set('Content-Security-Policy', "default-src 'none'");
    ok(ctx, {});
  });
};

function app(config: Config) {
  return createApp({ config, extraRoutes: [clientAddress] }).callback();
}

function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers on every reply', () => {
  const replies = [
    ['a page', '/products', 'text/html'],
    ['the shell itself', '/index.html', 'text/html'],
    ['an API read', '/api/health', 'application/json'],
    ['an API error', '/api/products/search/%00', 'application/json'],
    ['an unknown API path', '/api/nothing-here', 'application/json'],
    ['a built file', '/main.0123456789.js', 'javascript'],
    ['a remote manifest', '/remotes/admin/mf-manifest.json', 'application/json'],
    ['a missing file', '/missing.0123456789.js', ''],
  ] as const;

  it.each(replies)('%s (%s) carries nosniff, a referrer policy, DENY framing and a CSP', async (_what, url, type) => {
    const res = await request(app(testConfig({ webRoot })))
      .get(url)
      .set('Accept', 'text/html,*/*');
    expect(res.headers['content-type'] ?? '').toContain(type);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    // No way to run a string as code or an inline handler, on any reply.
    expect(csp.get('script-src')?.[0]).toBe("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
    // Only style attributes (a server-rendered page's React `style` props) may be inline: no <style>.
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it("allows the shell's inline language script by its hash, and only on pages", async () => {
    const server = app(testConfig({ webRoot }));
    for (const url of ['/', '/products', '/ar/blog', '/index.html']) {
      const res = await request(server).get(url).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain(LANG_SCRIPT);
      const scripts = directives(res.headers['content-security-policy']).get('script-src');
      expect({ url, scripts }).toEqual({ url, scripts: ["'self'", sha256(LANG_SCRIPT), FAILED_PRELOAD_WATCH_HASH] });
    }
    const json = await request(server).get('/api/health');
    expect(directives(json.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  it('gives a page revalidated with 304 the same hashes, since the browser takes its headers for the cached page', async () => {
    const server = app(testConfig({ webRoot }));
    // The built shell file itself, revalidated by its Last-Modified (pages by their ETag: seo-pages.test.ts).
    const first = await request(server).get('/index.html').set('Accept', 'text/html').expect(200);
    const lastModified = first.headers['last-modified'];
    expect(lastModified).toBeDefined();
    const again = await request(server)
      .get('/index.html')
      .set('Accept', 'text/html')
      .set('If-Modified-Since', String(lastModified))
      .expect(304);
    expect(directives(again.headers['content-security-policy']).get('script-src')).toEqual(
      directives(first.headers['content-security-policy']).get('script-src'),
    );
  });

  it('follows a redeployed shell: the new inline script is allowed at once', async () => {
    const root = await makeWebRoot({ 'shell/dist/index.html': INDEX });
    try {
      const server = app(testConfig({ webRoot: root }));
      await request(server).get('/').set('Accept', 'text/html').expect(200);
      const changed = "document.documentElement.dir='rtl';";
      await fs.writeFile(path.join(root, 'shell/dist/index.html'), INDEX.replace(LANG_SCRIPT, changed));
      const res = await request(server).get('/').set('Accept', 'text/html').expect(200);
      expect(directives(res.headers['content-security-policy']).get('script-src')).toEqual([
        "'self'",
        sha256(changed),
        FAILED_PRELOAD_WATCH_HASH,
      ]);
    } finally {
      await removeDir(root);
    }
  });

  it('lets the pages load code from remotes deployed on other hosts and from PUBLIC_URL', async () => {
    const config = remotesElsewhereConfig(webRoot, 'https://www.ogulf.qa', {
      catalog: 'https://cdn.example.qa/catalog/mf-manifest.json',
      admin: 'https://admin-cdn.example.qa:8443/mf-manifest.json',
    });
    const res = await request(app(config)).get('/products').set('Accept', 'text/html').expect(200);
    const csp = directives(res.headers['content-security-policy']);
    const origins = ['https://cdn.example.qa', 'https://admin-cdn.example.qa:8443', 'https://www.ogulf.qa'];
    for (const name of ['script-src', 'style-src', 'connect-src', 'font-src']) {
      expect(csp.get(name)).toEqual(expect.arrayContaining(["'self'", ...origins]));
    }
    // Only the configured hosts: no wildcard source for code.
    expect(csp.get('script-src')).toHaveLength(1 + origins.length + 2);
  });

  it('keeps a stricter policy a route sets for itself (as the SVG article covers do)', async () => {
    const res = await request(app(testConfig({ webRoot })))
      .get('/api/test/own-policy')
      .expect(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('Strict-Transport-Security', () => {
  const production = (overrides: Partial<Config> = {}) =>
    app(testConfig({ webRoot, nodeEnv: 'production', ...overrides }));

  it('is sent in production when the request came over https through a trusted proxy', async () => {
    const res = await request(production({ trustProxy: true, proxyHops: 1 }))
      .get('/api/health')
      .set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await request(production({ trustProxy: true, proxyHops: 1 }))
      .get('/')
      .set('Accept', 'text/html')
      .set('X-Forwarded-Proto', 'https');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain http, nor on a forwarded https claim from an untrusted client', async () => {
    const plain = await request(production({ trustProxy: true, proxyHops: 1 })).get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await request(production()).get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent outside production (it would pin localhost to https)', async () => {
    const res = await request(app(testConfig({ webRoot, trustProxy: true, proxyHops: 1 })))
      .get('/api/health')
      .set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('source maps', () => {
  const maps = [
    '/main.0123456789.js.map',
    '/remotes/admin/static/js/pages.0123456789.js.map',
    '/remotes/admin/static/js/pages.0123456789.js%2Emap',
    '/main.0123456789.js.MAP',
  ];

  it.each(maps)('%s is a 404 in production, though the file is on disk', async (url) => {
    const res = await request(app(testConfig({ webRoot, nodeEnv: 'production' }))).get(url);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"version":3');
  });

  it('are served outside production, for debugging', async () => {
    const res = await request(app(testConfig({ webRoot, nodeEnv: 'development' })))
      .get('/remotes/admin/static/js/pages.0123456789.js.map')
      .expect(200);
    expect(res.text).toContain('src/admin.ts');
  });
});

describe('TRUST_PROXY: the client address', () => {
  const withProxy = (value: string | undefined) =>
    app(
      loadConfig({
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_ROOT: webRoot,
        ...(value === undefined ? {} : { TRUST_PROXY: value }),
      }),
    );

  async function ipOf(server: ReturnType<typeof app>, forwardedFor?: string): Promise<string> {
    const req = request(server).get('/api/test/client-address');
    const res = await (forwardedFor === undefined ? req : req.set('X-Forwarded-For', forwardedFor)).expect(200);
    return res.body.data.ip as string;
  }

  it('with one trusted proxy is the address that proxy saw, whatever the client put before it', async () => {
    const server = withProxy('1');
    expect(await ipOf(server, '6.6.6.6, 1.2.3.4')).toBe('1.2.3.4');
    expect(await ipOf(server, '1.2.3.4')).toBe('1.2.3.4');
    // TRUST_PROXY=true means one hop, as before.
    expect(await ipOf(withProxy('true'), '6.6.6.6, 7.7.7.7, 1.2.3.4')).toBe('1.2.3.4');
  });

  it('with two proxies is the address the outer proxy saw', async () => {
    expect(await ipOf(withProxy('2'), '6.6.6.6, 1.2.3.4, 10.0.0.2')).toBe('1.2.3.4');
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    for (const setting of [undefined, 'false', '0']) {
      const server = withProxy(setting);
      const direct = await ipOf(server);
      expect(await ipOf(server, '6.6.6.6, 1.2.3.4')).toBe(direct);
      expect(direct).not.toBe('1.2.3.4');
    }
  });
});
