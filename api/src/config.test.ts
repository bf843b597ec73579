import path from 'node:path';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    const repoRoot = path.resolve(__dirname, '..', '..');
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      logLevel: 'info',
      mongodbUri: undefined,
      dbName: 'ogulf',
      dataDir: path.join(repoRoot, '.data'),
      webRoot: repoRoot,
      publicUrl: undefined,
      mailSiteUrl: 'http://localhost:3000',
      remoteManifestUrls: {},
      smtpUrl: undefined,
      mailFrom: 'no-reply@ogulf.qa',
      shopEmail: 'info@ogulf.qa',
      adminEmail: 'admin@ogulf.qa',
      adminPassword: undefined,
      trustProxy: false,
      proxyHops: 0,
      ssrBudgetMs: 500,
      ssrStreamAfterMs: 100,
    });
  });

  it('returns a frozen object', () => {
    const config = loadConfig({});
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.remoteManifestUrls)).toBe(true);
  });

  it('reads every variable when they are valid', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MONGODB_URI: 'mongodb+srv://user:pw@cluster.example.net',
      DB_NAME: 'shop_2',
      DATA_DIR: '/var/lib/ogulf',
      WEB_ROOT: '/srv/ogulf',
      PUBLIC_URL: 'https://shop.example.qa/',
      MF_CATALOG_URL: 'https://cdn.example.qa/catalog/mf-manifest.json',
      MF_CART_CHECKOUT_URL: 'https://cdn.example.qa/cart/mf-manifest.json',
      MF_BLOG_URL: 'http://blog.example.qa/mf-manifest.json',
      MF_ADMIN_URL: 'https://cdn.example.qa/admin/mf-manifest.json',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.qa:465',
      MAIL_FROM: 'shop@example.qa',
      SHOP_EMAIL: 'sales@example.qa',
      ADMIN_EMAIL: 'it@example.qa',
      ADMIN_PASSWORD: 'correct horse battery',
      TRUST_PROXY: 'true',
      SSR_BUDGET_MS: '0',
      SSR_STREAM_AFTER_MS: '0',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      nodeEnv: 'production',
      logLevel: 'warn',
      mongodbUri: 'mongodb+srv://user:pw@cluster.example.net',
      dbName: 'shop_2',
      dataDir: '/var/lib/ogulf',
      webRoot: '/srv/ogulf',
      publicUrl: 'https://shop.example.qa',
      mailSiteUrl: 'https://shop.example.qa',
      remoteManifestUrls: {
        catalog: 'https://cdn.example.qa/catalog/mf-manifest.json',
        cart_checkout: 'https://cdn.example.qa/cart/mf-manifest.json',
        blog: 'http://blog.example.qa/mf-manifest.json',
        admin: 'https://cdn.example.qa/admin/mf-manifest.json',
      },
      smtpUrl: 'smtps://mailer:secret@smtp.example.qa:465',
      mailFrom: 'shop@example.qa',
      shopEmail: 'sales@example.qa',
      adminEmail: 'it@example.qa',
      adminPassword: 'correct horse battery',
      trustProxy: true,
      proxyHops: 1,
      ssrBudgetMs: 0,
      ssrStreamAfterMs: 0,
    });
  });

  it('lists every invalid variable at once, one line each', () => {
    const problems = problemsOf({ PORT: 'abc', MONGODB_URI: 'http://x', DB_NAME: 'my-shop', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT: /),
        expect.stringMatching(/^MONGODB_URI: must start with mongodb:\/\/ or mongodb\+srv:\/\//),
        expect.stringMatching(/^DB_NAME: /),
        expect.stringMatching(/^LOG_LEVEL: must be one of silent, error, warn, info, debug/),
      ]),
    );
  });

  it('puts the problem list in the error message', () => {
    expect(() => loadConfig({ PORT: '70000', NODE_ENV: 'staging' })).toThrow(
      /Invalid environment configuration:\n {2}- PORT: .*\n {2}- NODE_ENV: must be one of development, production, test/,
    );
  });

  it('rejects URLs of the wrong kind', () => {
    const problems = problemsOf({
      PUBLIC_URL: 'shop.example.qa',
      MF_CATALOG_URL: '/remotes/catalog/mf-manifest.json',
      MF_ADMIN_URL: 'ftp://cdn.example.qa/mf-manifest.json',
      SMTP_URL: 'http://smtp.example.qa',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'MF_ADMIN_URL',
      'MF_CATALOG_URL',
      'PUBLIC_URL',
      'SMTP_URL',
    ]);
  });

  it('refuses mail addresses that are not addresses', () => {
    expect(problemsOf({ MAIL_FROM: 'shop', ADMIN_EMAIL: 'admin@', SHOP_EMAIL: 'info@ogulf.qa' }).sort()).toEqual([
      'ADMIN_EMAIL: must be an email address',
      'MAIL_FROM: must be an email address',
    ]);
  });

  it('never echoes a secret value in its messages', () => {
    const problems = problemsOf({ ADMIN_PASSWORD: 'short1', SMTP_URL: 'mail://user:hunter2@x' });
    expect(problems.join('\n')).not.toMatch(/short1|hunter2/);
    expect(problems).toContain('ADMIN_PASSWORD: must be at least 10 characters long');
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', MONGODB_URI: '', TRUST_PROXY: ' ' });
    expect(config.port).toBe(3000);
    expect(config.mongodbUri).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('accepts 0 as PORT so a test server can take any free port', () => {
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it('reads TRUST_PROXY as a number of proxy hops, true and false as 1 and 0', () => {
    const hops = (value: string) => {
      const { trustProxy, proxyHops } = loadConfig({ TRUST_PROXY: value });
      return { trustProxy, proxyHops };
    };
    expect(hops('false')).toEqual({ trustProxy: false, proxyHops: 0 });
    expect(hops('no')).toEqual({ trustProxy: false, proxyHops: 0 });
    expect(hops('0')).toEqual({ trustProxy: false, proxyHops: 0 });
    expect(hops('true')).toEqual({ trustProxy: true, proxyHops: 1 });
    expect(hops('yes')).toEqual({ trustProxy: true, proxyHops: 1 });
    expect(hops('1')).toEqual({ trustProxy: true, proxyHops: 1 });
    expect(hops('2')).toEqual({ trustProxy: true, proxyHops: 2 });
    for (const bad of ['maybe', '-1', '1.5', '11', 'all']) {
      expect(problemsOf({ TRUST_PROXY: bad })).toEqual([
        'TRUST_PROXY: must be true, false or a number of proxies (0 to 10)',
      ]);
    }
  });

  it('resolves relative folders against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/data', WEB_ROOT: '.' });
    expect(config.dataDir).toBe(path.resolve('tmp/data'));
    expect(config.webRoot).toBe(process.cwd());
  });
});
