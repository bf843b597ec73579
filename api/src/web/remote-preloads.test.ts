import { createHash } from 'node:crypto';
import { makeWebRoot, removeDir, testConfig } from '../../test/helpers';
import { ORIGIN_TOKEN } from '../seo/origin';
import {
  AFTER_PAINT,
  FAILED_PRELOAD_WATCH,
  FAILED_PRELOAD_WATCH_HASH,
  preloadLinks,
  remotePreloads,
} from './remote-preloads';

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'search-dialog', assets: { js: { sync: ['__federation_expose_search_dialog.1.js'] }, css: { sync: [] } } },
    {
      name: 'pages',
      assets: {
        js: { sync: ['__federation_expose_pages.2.js'], async: ['398.3.js', 'home-page.5.js'] },
        css: { sync: ['__federation_expose_pages.4.css'], async: ['398.6.css', 'home-page.7.css'] },
      },
    },
  ],
};

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(\w+)"(?: crossorigin)? href="([^"]+)">/g)].map(
    ([, as, href]) => `${as} ${href}`,
  );

describe('preloadLinks', () => {
  it("names the manifest, the entry and the ./pages module's own script and style, not its later chunks or other modules", () => {
    expect(hrefs(preloadLinks('catalog', MANIFEST))).toEqual([
      'style /remotes/catalog/__federation_expose_pages.4.css',
      'fetch /remotes/catalog/mf-manifest.json',
      'script /remotes/catalog/remoteEntry.js',
      'script /remotes/catalog/__federation_expose_pages.2.js',
    ]);
  });

  it("puts a server-rendered page's code hints in a template the shell's loader adds after the first paint, its styles before it", () => {
    const html = preloadLinks('catalog', MANIFEST, 'home-page', { stylesheets: true });
    const template = new RegExp(`<template ${AFTER_PAINT}>(.*)</template>`).exec(html);
    expect(hrefs(template?.[1] ?? '')).toEqual([
      'fetch /remotes/catalog/mf-manifest.json',
      'script /remotes/catalog/remoteEntry.js',
      'script /remotes/catalog/__federation_expose_pages.2.js',
      'script /remotes/catalog/home-page.5.js',
    ]);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<template'));
    // A page the browser renders has no paint to wait for: its hints load with the HTML.
    expect(preloadLinks('catalog', MANIFEST, 'home-page')).not.toContain('<template');
  });

  it("links a server-rendered page's styles as stylesheets, by the full address the remote's runtime gives them", () => {
    const html = preloadLinks('catalog', MANIFEST, 'home-page', { stylesheets: true });
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(([, href]) => href);
    // The origin token becomes the request's origin (withOrigin), the remote's public path in the browser.
    expect(sheets).toEqual([
      `${ORIGIN_TOKEN}/remotes/catalog/__federation_expose_pages.4.css`,
      `${ORIGIN_TOKEN}/remotes/catalog/home-page.7.css`,
    ]);
    expect(hrefs(html).filter((hint) => hint.startsWith('style '))).toEqual([]);
  });

  it("adds the page's own chunk, script and style, when the route names one", () => {
    expect(hrefs(preloadLinks('catalog', MANIFEST, 'home-page')).filter((hint) => /home-page/.test(hint))).toEqual([
      'style /remotes/catalog/home-page.7.css',
      'script /remotes/catalog/home-page.5.js',
    ]);
    expect(hrefs(preloadLinks('catalog', MANIFEST, 'product-page'))).toHaveLength(4);
  });

  it('marks failed preloads from one script before the links, allowed by its hash, with no inline handler', () => {
    const html = preloadLinks('catalog', MANIFEST);
    expect(html.startsWith(`<script>${FAILED_PRELOAD_WATCH}</script><link `)).toBe(true);
    expect(html).not.toMatch(/\son\w+=/);
    const hash = createHash('sha256')
      .update(/^<script>([^<]*)<\/script>/.exec(html)![1]!)
      .digest('base64');
    expect(FAILED_PRELOAD_WATCH_HASH).toBe(`'sha256-${hash}'`);
  });

  it('writes nothing from the manifest that is not a plain file name', () => {
    const hostile = {
      metaData: { remoteEntry: { name: '"><script>alert(1)</script>', path: '' } },
      exposes: [{ name: 'pages', assets: { js: { sync: ['../../secret.js', 'ok.js', 42] }, css: { sync: 'x.css' } } }],
    };
    const html = preloadLinks('blog', hostile);
    expect(html.replace(`<script>${FAILED_PRELOAD_WATCH}</script>`, '')).not.toMatch(/<script|\.\.\/|secret/);
    expect(hrefs(html)).toEqual(['fetch /remotes/blog/mf-manifest.json', 'script /remotes/blog/ok.js']);
  });
});

describe('remotePreloads', () => {
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await makeWebRoot({
      'mf-catalog/dist/mf-manifest.json': JSON.stringify(MANIFEST),
      'mf-blog/dist/mf-manifest.json': '{ not json',
    });
  });
  afterAll(() => removeDir(webRoot));

  it('hints the remotes this server hosts, from their built manifest', async () => {
    const preloads = remotePreloads(testConfig({ webRoot }));
    await expect(preloads('catalog')).resolves.toContain('href="/remotes/catalog/__federation_expose_pages.2.js"');
    await expect(preloads('catalog')).resolves.not.toContain('home-page');
    await expect(preloads('catalog', 'home-page')).resolves.toContain('href="/remotes/catalog/home-page.5.js"');
  });

  it('gives no hints for a remote deployed elsewhere, one without a build, a broken manifest or no remote', async () => {
    const preloads = remotePreloads(
      testConfig({ webRoot, remoteManifestUrls: { catalog: 'https://cdn.example.qa/catalog/mf-manifest.json' } }),
    );
    await expect(preloads('catalog')).resolves.toBe('');
    await expect(preloads('admin')).resolves.toBe('');
    await expect(preloads('blog')).resolves.toBe('');
    await expect(preloads(undefined)).resolves.toBe('');
  });
});
