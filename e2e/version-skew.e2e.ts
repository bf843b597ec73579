import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ConsoleMessage } from '@playwright/test';
import { run } from './support/remote-build';
import { ROOT, startSite, type RunningSite } from './support/server';
import { expect, test } from './support/test';

const { distHandler } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../packages/rspack-config/src/dist-server.cjs') as typeof import('../packages/rspack-config/src/deploy-types');

// A team builds the blog against a newer web-kit (1.1.0, with one new export the running shell's
// 1.0.0 lacks) and means to deploy it on its own host. `npm run check:remote` refuses it with the
// reason; deployed anyway, the blog shows the Retry panel with the runtime's message naming both
// versions, where it used to fail with "TypeError: readingTimeLabel is not a function".

let work: string;
let host: http.Server;
let hostUrl: string;
let site: RunningSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.mkdirSync(path.join(ROOT, '.e2e-work'), { recursive: true });
  work = fs.mkdtempSync(path.join(ROOT, '.e2e-work', 'skew-'));
  // web-kit 1.1.0: today's web-kit plus one export.
  const webKit = path.join(work, 'web-kit');
  fs.cpSync(path.join(ROOT, 'packages/web-kit'), webKit, { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(webKit, 'package.json'), 'utf8')) as { version: string };
  expect(pkg.version).toBe('1.0.0');
  fs.writeFileSync(path.join(webKit, 'package.json'), JSON.stringify({ ...pkg, version: '1.1.0' }, null, 2));
  fs.appendFileSync(
    path.join(webKit, 'src/index.ts'),
    '\nexport function readingTimeLabel(minutes: number): string {\n  return `${minutes} min read`;\n}\n',
  );
  // The blog, installed against it, using the new export on its About page.
  const blog = path.join(work, 'mf-blog');
  for (const part of ['src', 'rspack.config.mjs', 'package.json', 'tsconfig.json'])
    fs.cpSync(path.join(ROOT, 'mf-blog', part), path.join(blog, part), { recursive: true });
  fs.mkdirSync(path.join(blog, 'node_modules/@ogulf'), { recursive: true });
  fs.symlinkSync(webKit, path.join(blog, 'node_modules/@ogulf/web-kit'), 'dir');
  const about = path.join(blog, 'src/features/content/data/about.ts');
  const source = fs.readFileSync(about, 'utf8');
  expect(source).toContain('withFacts(page)');
  fs.writeFileSync(
    about,
    `import { readingTimeLabel } from '@ogulf/web-kit';\n${source.replace('withFacts(page)', 'withFacts({ ...page, en: { ...page.en, title: `About OGulf (${readingTimeLabel(3)})` } })')}`,
  );
  await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'],
    { cwd: blog },
  );

  // Its own host, and the site pointed at it.
  host = http.createServer(distHandler(path.join(blog, '.build')));
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  site = await startSite({ MF_BLOG_URL: `${hostUrl}/mf-manifest.json` });
});

test.afterAll(async () => {
  await site?.stop();
  host?.closeAllConnections();
  await new Promise((resolve) => host?.close(resolve));
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run check:remote -- <manifest> --site <site>`; resolves with its exit code and output. */
function checkRemote(manifest: string): Promise<{ code: number; output: string }> {
  return run('npm', ['run', '-s', 'check:remote', '--', manifest, '--site', site.url], { cwd: ROOT }).then(
    (output) => ({ code: 0, output }),
    (error: Error) => ({ code: Number(/exited with (\d+)/.exec(error.message)?.[1] ?? -1), output: error.message }),
  );
}

test.describe('a remote built against a newer web-kit than the running shell provides', () => {
  test('is refused by check:remote with the reason, while the deployed remotes pass', async () => {
    const refused = await checkRemote(`${hostUrl}/mf-manifest.json`);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('mf-blog@1.0.0');
    expect(refused.output).toContain('it needs @ogulf/web-kit ^1.1.0, but the running shell provides 1.0.0');

    for (const remote of ['catalog', 'cart_checkout', 'admin']) {
      const passed = await checkRemote(`${site.url}/remotes/${remote}/mf-manifest.json`);
      expect([remote, passed.code]).toEqual([remote, 0]);
    }
  });

  test('shows the Retry panel with a message naming both versions if deployed anyway, never a TypeError', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message: ConsoleMessage) => messages.push(message.text()));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.name}: ${error.message}`));
    await page.goto(`${site.url}/about`);
    const panel = page.getByTestId('remote-unavailable');
    await panel.waitFor();
    await expect(panel).toHaveAttribute('data-remote', 'blog');
    await expect
      .poll(() =>
        messages.some((text) => text.includes('@ogulf/web-kit') && text.includes('1.0.0') && text.includes('^1.1.0')),
      )
      .toBe(true);
    expect(messages.filter((text) => text.includes('TypeError'))).toEqual([]);
    // The rest of the site works.
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  });
});
