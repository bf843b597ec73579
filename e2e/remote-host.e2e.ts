import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, ROOT, startSite, type RunningSite } from './support/server';
import { expect, test } from './support/test';
import { hydrated } from './support/in-app';

// The README's "own host" deployment, word for word: `npm start -w mf-catalog` serves the
// catalogue's build on its own port and the site is started with MF_CATALOG_URL pointing at it.

let host: ChildProcess;
let hostUrl: string;
let site: RunningSite;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  hostUrl = `http://127.0.0.1:${port}`;
  host = spawn('npm', ['start', '-w', 'mf-catalog'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  for (let ok = false; !ok;) {
    if (host.exitCode !== null) throw new Error(`npm start -w mf-catalog exited with ${host.exitCode}`);
    ok = await fetch(`${hostUrl}/mf-manifest.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (!ok) await new Promise((r) => setTimeout(r, 200));
  }
  site = await startSite({ MF_CATALOG_URL: `${hostUrl}/mf-manifest.json` });
});

test.afterAll(async () => {
  await site?.stop();
  // npm runs the server as its child: stop the whole group.
  if (host?.pid && host.exitCode === null) process.kill(-host.pid, 'SIGTERM');
});

test.describe('a remote on its own host (npm start -w mf-catalog)', () => {
  test('serves the catalogue to the site, and stays up through requests for files it does not have', async ({
    page,
  }) => {
    const fromHost: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(hostUrl)) fromHost.push(new URL(request.url()).pathname);
    });
    await page.goto(site.url);
    await page.getByRole('heading', { level: 1, name: 'Premium Office Furniture' }).waitFor();
    // The heading comes with the server's HTML; the browser then loads the catalogue from its host.
    await hydrated(page, 'catalog');
    expect(fromHost).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

    // What browsers and scanners ask any host for: each a 404 or 400, and the host keeps serving.
    for (const [path, status] of [
      ['/favicon.ico', 404],
      ['/index.html', 404],
      ['/product/x', 404],
      ['/%E0%A4%A', 400],
    ] as const) {
      await expect.poll(() => fetch(`${hostUrl}${path}`).then((r) => r.status)).toBe(status);
    }
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'Products', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    expect(host.exitCode).toBeNull();
  });
});
