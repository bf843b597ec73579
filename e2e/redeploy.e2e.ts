import fs from 'node:fs';
import path from 'node:path';
import { buildEditedCopy, deployBuild, privateWebRoot, removeCopy, run } from './support/remote-build';
import { ROOT, startSite, type RunningSite } from './support/server';
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/in-app';

// A team redeploys the blog remote in place (same host, as the README tells them) while shoppers
// have the site open. Their tabs keep working: the previous build's chunks stay, and if they have
// been pruned, the shell re-resolves the remote's manifest once instead of showing the panel.

let site: RunningSite;
let webRoot: string;
let newBuild: string;
const NEW_TITLE = 'About OGulf, redeployed';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  webRoot = privateWebRoot(['mf-blog']);
  // The next build of the blog: the About page (a lazy chunk of its own) says something new.
  newBuild = await buildEditedCopy('mf-blog', {
    'src/features/content/data/about.json': ['"title": "About OGulf"', `"title": "${NEW_TITLE}"`],
  });
  site = await startSite({ WEB_ROOT: webRoot });
});

test.afterAll(async () => {
  await site?.stop();
  if (newBuild) removeCopy(newBuild);
  if (webRoot) fs.rmSync(webRoot, { recursive: true, force: true });
});

const blogDist = () => path.join(webRoot, 'mf-blog', 'dist');

/** Opens the blog index and records whether the Retry panel ever appears from then on. */
async function openBlogIndex(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="remote-unavailable"]'))
        (window as unknown as { __panelShown: boolean }).__panelShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${site.url}/blog`);
  await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  // The heading comes with the server's HTML: wait until the tab runs the blog build it was served.
  await hydrated(page, 'blog');
}

const panelShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { __panelShown?: boolean }).__panelShown === true);

/** Asks for the manifest and the entry over and over until `until` settles; resolves with every status seen. */
async function pollPointers(until: Promise<unknown>): Promise<number[]> {
  const statuses: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      statuses.push(
        (await fetch(`${site.url}/remotes/blog/${file}`, { headers: { 'accept-encoding': 'br, gzip' } })).status,
      );
    }
  }
  return statuses;
}

test.describe('redeploying a remote in place', () => {
  test('keeps an open tab working: its next lazy page comes from the build it started with, without the panel', async ({
    page,
  }) => {
    await openBlogIndex(page);
    const chunkStatuses: number[] = [];
    page.on('response', (response) => {
      if (/\/remotes\/blog\/.+\.[0-9a-f]{10}\.js$/.test(response.url())) chunkStatuses.push(response.status());
    });

    // Publish the new build with the deploy command, in a process of its own, while clients keep
    // asking for the manifest and the entry.
    const deployed = run(process.execPath, [path.join(ROOT, 'scripts/deploy-dist.mjs'), newBuild, blogDist()], {
      cwd: ROOT,
    });
    const statuses = await pollPointers(deployed);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    // The open tab navigates to a page whose chunk it has not loaded yet.
    await page.getByTestId('nav-desktop').getByRole('link', { name: 'About', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'About OGulf', exact: true }).waitFor();
    expect(chunkStatuses.length).toBeGreaterThan(0);
    expect(chunkStatuses.filter((status) => status !== 200)).toEqual([]);
    await expect.poll(() => panelShown(page)).toBe(false);

    // A tab opened now gets the new build.
    await page.goto(`${site.url}/about`);
    await page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
  });

  test("re-resolves the remote once when the build the tab runs has been pruned, and shows the new build's page", async ({
    page,
  }) => {
    // It builds the blog once more on the way.
    test.setTimeout(90_000);
    // The tab starts on the build that is current now...
    deployBuild(newBuild, blogDist());
    await openBlogIndex(page);
    // ...and the team ships again, pruning every earlier build (as if they were days old).
    const previous = newBuild;
    const next = await buildEditedCopy('mf-blog', {
      'src/features/content/data/about.json': ['"title": "About OGulf"', '"title": "About OGulf, third build"'],
    });
    try {
      const { pruned } = deployBuild(next, blogDist(), { keepBuilds: 1, keepMs: 0 });
      expect(pruned.length).toBeGreaterThan(0);
      const warned = page.waitForEvent('console', {
        predicate: (m) => m.type() === 'warning' && m.text().includes('a chunk failed to load'),
        timeout: 20_000,
      });
      await page.getByTestId('nav-desktop').getByRole('link', { name: 'About', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'About OGulf, third build' }).waitFor();
      await warned;
      await expect.poll(() => panelShown(page)).toBe(false);
    } finally {
      removeCopy(next);
      // Leave the blog as the first test expects if the file runs again.
      deployBuild(previous, blogDist());
    }
  });
});
