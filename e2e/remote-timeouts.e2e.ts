import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { ROOT, startSite, type RunningSite } from './support/server';
import { expect, test, type Page } from './support/test';

const { distHandler } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../packages/rspack-config/src/dist-server.cjs') as typeof import('../packages/rspack-config/src/deploy-types');

// Remote hosts that accept the connection and then never answer (a hung server, a black-holed
// proxy). Without time limits the page kept its skeleton for over a minute (manifest), 21 s (entry)
// or 122 s (a chunk); now the Retry panel shows after the limit, and Retry recovers once the host answers.

/** A TCP server that accepts every connection and never sends a byte. */
function blackHole(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}

/**
 * A remote's own host serving its real build, except that requests matching `hang` are accepted and
 * never answered while `hang` is set.
 */
function hangingHost(dir: string, hang: RegExp): Promise<{ port: number; answerAll(): void; close(): Promise<void> }> {
  let hanging: RegExp | undefined = hang;
  const hung = new Set<http.ServerResponse>();
  const serve = distHandler(path.join(ROOT, dir, 'dist'));
  const server = http.createServer((req, res) => {
    if (hanging?.test(req.url ?? '')) {
      hung.add(res); // accepted, never answered
      return;
    }
    serve(req, res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        // The host is back: it answers from now on, and the requests it had left hanging are dropped
        // (as a restarted server's connections are), which frees the browser's cache lock on their URLs.
        answerAll: () => {
          hanging = undefined;
          for (const res of hung) res.destroy();
          hung.clear();
        },
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    );
  });
}

let site: RunningSite;
let hole: Awaited<ReturnType<typeof blackHole>>;
let entryHangs: Awaited<ReturnType<typeof hangingHost>>;
let chunksHang: Awaited<ReturnType<typeof hangingHost>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  hole = await blackHole();
  entryHangs = await hangingHost('mf-catalog', /remoteEntry\.js/);
  chunksHang = await hangingHost('mf-cart-checkout', /\.[0-9a-f]{10}\.(js|css)$/);
  site = await startSite({
    MF_BLOG_URL: `http://127.0.0.1:${hole.port}/mf-manifest.json`,
    MF_CATALOG_URL: `http://127.0.0.1:${entryHangs.port}/mf-manifest.json`,
    MF_CART_CHECKOUT_URL: `http://127.0.0.1:${chunksHang.port}/mf-manifest.json`,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await Promise.all([hole?.close(), entryHangs?.close(), chunksHang?.close()]);
});

/** Waits for the Retry panel of `remote`; well beyond the limits, well below the old waits. */
async function panelOf(page: Page, remote: string): Promise<void> {
  const panel = page.getByTestId('remote-unavailable');
  await panel.waitFor({ timeout: 45_000 });
  await expect(panel).toHaveAttribute('data-remote', remote);
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
}

test.describe('a remote host that never answers', () => {
  test('shows the panel when the manifest never comes, and the rest of the site works', async ({ page }) => {
    await page.goto(`${site.url}/about`);
    await panelOf(page, 'blog');
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'Contact Us', exact: true }).waitFor();
  });

  test('shows the panel when the entry never comes, and Retry loads it once the host answers', async ({ page }) => {
    const started = Date.now();
    await page.goto(`${site.url}/products`);
    await panelOf(page, 'catalog');
    // The only check here that is about time: the runtime's own limit on an entry is 20 s, ours 8 s,
    // so a panel before 18 s shows that ours took effect (a slow machine still has 10 s to spare).
    expect(Date.now() - started).toBeLessThan(18_000);
    entryHangs.answerAll();
    await page.getByTestId('remote-unavailable').getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
  });

  test("shows the panel when the remote's chunks never come", async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`${site.url}/cart`);
    // The chunk's limit passes, the shell re-resolves the remote once (a chunk failure may be a
    // pruned build), its chunk's limit passes again, and then the panel shows.
    await panelOf(page, 'cart_checkout');
  });
});
