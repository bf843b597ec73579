import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createApi, reply, listOf, type CategoryView } from './support/api';
import { E2E_ADMIN_PASSWORD, ROOT, startSite, type RunningSite } from './support/server';
import { expect, test, type Page } from './support/test';

// The developers' side of the README: `npm run dev` (the five dev servers, composed by the shell's)
// and `npm run dev -w <remote>` (each remote standalone on its own port). The servers run as
// scripts/dev.mjs runs them, on free ports (DEV_PORT), against the e2e site's API (API_URL) rather than
// a watching API whose restarts would make the test flaky. The shell and the blog run from copies in
// .e2e-work/, so the Fast Refresh test edits files nobody else is building.

const APPS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-blog', 'mf-admin'] as const;
type App = (typeof APPS)[number];

let site: RunningSite;
let base: number;
const servers: ChildProcess[] = [];
const output: string[] = [];
const copies: Partial<Record<App, string>> = {};
let product: { slug: string; name: string };
let article: { slug: string; title: string };
let category: CategoryView;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A first port with the four after it free too (shell, then the remotes). */
async function fivePorts(): Promise<number> {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 40_000);
    const free = await Promise.all([0, 1, 2, 3, 4].map((i) => portIsFree(first + i)));
    if (free.every(Boolean)) return first;
  }
}

/** A copy of the app's sources inside the repository (so its packages resolve), for editing. */
function copyApp(app: App): string {
  const work = path.join(ROOT, '.e2e-work');
  fs.mkdirSync(work, { recursive: true });
  const copy = fs.mkdtempSync(path.join(work, `${app}-dev-`));
  for (const part of ['src', 'rspack.config.mjs', 'package.json', 'tsconfig.json', 'index.html', 'public']) {
    if (fs.existsSync(path.join(ROOT, app, part)))
      fs.cpSync(path.join(ROOT, app, part), path.join(copy, part), { recursive: true });
  }
  return copy;
}

async function until(what: string, check: () => Promise<boolean>, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${ms} ms. Dev server output:\n${output.join('').slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSite();
  base = await fivePorts();
  copies.shell = copyApp('shell');
  copies['mf-blog'] = copyApp('mf-blog');
  for (const app of APPS) {
    // What `npm run dev -w <app>` runs, in the app's folder (or its copy).
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'serve', '--mode', 'development'],
      {
        cwd: copies[app] ?? path.join(ROOT, app),
        env: { ...process.env, NODE_ENV: 'development', DEV_PORT: String(base), API_URL: site.url },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    servers.push(child);
  }
  await until('the shell and the four remotes answering', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        fetch(`http://127.0.0.1:${base + i}/${i === 0 ? '' : 'mf-manifest.json'}`).then((r) => r.ok),
      ),
    );
    return answers.every(Boolean);
  });
  const api = createApi(site.url);
  product = (await api('/api/products?limit=1', reply.productList)).items[0]!;
  article = (await api('/api/articles?limit=1', reply.articleList)).items[0]!;
  category = (await api('/api/categories', listOf(reply.categoryView)))[0]!;
});

test.afterAll(async () => {
  for (const child of servers) {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
  await site?.stop();
  for (const copy of Object.values(copies)) fs.rmSync(copy, { recursive: true, force: true });
});

/** Every kind of page of every remote, with the heading it shows. */
function routes(): Array<[string, string]> {
  return [
    ['/', 'Premium Office Furniture'],
    ['/products', 'Products'],
    [`/product/${product.slug}`, product.name],
    ['/office-furniture-doha', 'Office Furniture in Doha'],
    [`/category/${category.id}`, category.name],
    ['/cart', 'Your Cart'],
    ['/checkout', 'Checkout'],
    ['/contact', 'Contact Us'],
    ['/blog', 'Blog'],
    [`/${article.slug}`, article.title],
    ['/about', 'About OGulf'],
    ['/adm/ogulf', 'Admin Sign In'],
  ];
}

/** Waits for the page's h1: the given text, or (for '*') any page's but the 404's. */
async function heading(p: Page, name: string): Promise<void> {
  if (name !== '*') return p.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: 20_000 });
  await p.locator('h1').first().waitFor({ timeout: 20_000 });
  await expect(p.locator('h1').first()).not.toHaveText(/Page Not Found/);
}

test.describe('npm run dev: the composed site', () => {
  for (const host of ['localhost', '127.0.0.1']) {
    test(`serves every page of every remote at ${host}`, async ({ page }) => {
      test.setTimeout(180_000);
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().includes('/api/'))
          refused.push(`${response.status()} ${response.url()}`);
      });
      for (const [route, title] of routes()) {
        await page.goto(`http://${host}:${base}${route}`);
        await heading(page, title);
      }
      expect(refused).toEqual([]);
    });
  }

  test('swaps an edited shell component and an edited remote page in place, keeping state (React Fast Refresh)', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`http://127.0.0.1:${base}/about`);
    await heading(page, 'About OGulf');
    // State: the mobile menu is open, and a mark on window shows the page was never reloaded.
    await page.getByTestId('nav-mobile-toggle').click();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const menuToggle = page.getByTestId('nav-mobile-toggle');
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');

    // The shell's header, the component holding that state.
    const header = path.join(copies.shell!, 'src/layout/header.tsx');
    fs.writeFileSync(header, fs.readFileSync(header, 'utf8').replace('</span>Gulf', '</span>Gulf Dev'));
    await page.waitForFunction(
      () => document.querySelector('.site-header__wordmark')?.textContent === 'OGulf Dev',
      undefined,
      { timeout: 30_000 },
    );

    // A page of the blog remote.
    const about = path.join(copies['mf-blog']!, 'src/features/content/data/about.json');
    fs.writeFileSync(
      about,
      fs.readFileSync(about, 'utf8').replace('"title": "About OGulf"', '"title": "About OGulf, edited"'),
    );
    await heading(page, 'About OGulf, edited');

    await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument))
      .toBe(true);
  });
});

test.describe('npm run dev -w <remote>: each remote standalone', () => {
  const standalone: Array<[App, number, Array<[string, string]>]> = [
    [
      'mf-catalog',
      1,
      [
        ['/', 'Premium Office Furniture'],
        ['/products', 'Products'],
        ['/collection', 'Our Collection'],
        ['/office-furniture-lusail', 'Office Furniture in Lusail'],
      ],
    ],
    [
      'mf-cart-checkout',
      2,
      [
        ['/cart', 'Your Cart'],
        ['/checkout', 'Checkout'],
        ['/contact', 'Contact Us'],
      ],
    ],
    [
      'mf-blog',
      3,
      [
        ['/blog', 'Blog'],
        ['/services', 'Our Services'],
        ['/our-story', 'Our Story'],
      ],
    ],
  ];
  /** Pages reached only by a direct load here (their paths have parameters, or the bar does not list them). */
  const directOnly = (app: App): Array<[string, string]> =>
    app === 'mf-catalog'
      ? [
          [`/product/${product.slug}`, product.name],
          [`/category/${category.id}`, category.name],
          [`/subcategory/${category.subcategories[0]!.id}`, category.subcategories[0]!.name],
        ]
      : app === 'mf-blog'
        ? [[`/${article.slug}`, article.title]]
        : [];
  for (const [app, offset, pages] of standalone) {
    test(`${app} renders each of its pages on direct load and on client navigation`, async ({ page }) => {
      test.setTimeout(120_000);
      const origin = `http://127.0.0.1:${base + offset}`;
      for (const [route, title] of [...pages, ...directOnly(app)]) {
        await page.goto(`${origin}${route}`);
        await heading(page, title);
      }
      // Client navigation through the standalone bar (every page it lists), without reloading.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const bar = page.getByRole('navigation', { name: 'Pages of this remote' });
      const listed = await bar.getByRole('link').allTextContents();
      expect(listed).toEqual(expect.arrayContaining(pages.map(([route]) => route)));
      for (const route of listed) {
        await bar.getByRole('link', { name: route, exact: true }).click();
        await heading(page, pages.find(([path]) => path === route)?.[1] ?? '*');
        await expect(page).toHaveURL(`${origin}${route}`);
      }
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument))
        .toBe(true);
    });
  }

  test('mf-admin signs in against the real API and shows the dashboard', async ({ page }) => {
    test.setTimeout(90_000);
    const origin = `http://127.0.0.1:${base + 4}`;
    await page.goto(`${origin}/adm/ogulf`);
    await heading(page, 'Admin Sign In');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${origin}/admin`);
    await page.getByTestId('overview-catalog-counts').waitFor({ timeout: 20_000 });
    // A direct load of the dashboard keeps the session.
    await page.goto(`${origin}/admin`);
    await page.getByTestId('overview-catalog-counts').waitFor({ timeout: 20_000 });
  });
});
