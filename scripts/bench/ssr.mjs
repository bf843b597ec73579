// Server rendering, part of `npm run bench` (or alone: `node scripts/bench/ssr.mjs`): pages per
// second and time to first byte of the home page and a product page, served from the rendered-page
// cache and rendered afresh, beside a bare Koa hello-world and the same pages with server rendering
// off (SSR_BUDGET_MS=0: the shell's empty page with head tags), all in the same run.
// "Rendered afresh": each request carries a query string of its own, so neither the page cache nor
// the head cache has it (the API replies the render reads stay cached, as they are for shoppers),
// and a forwarded address of its own, so the per-client lookup limit is not what is measured.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT, ensureInstalledAndBuilt } from '../lib.mjs';
import { startBareKoa, startSite, stop } from '../processes.mjs';

const require = createRequire(import.meta.url);
const SECONDS = Number(process.env.BENCH_SSR_SECONDS ?? 6);
const CONNECTIONS = 10;

async function load(url, { fresh = false, html = true } = {}) {
  const autocannon = require('autocannon');
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...(html ? { accept: 'text/html' } : {}) },
    ...(fresh
      ? {
          requests: [
            {
              setupRequest: (request) => {
                n += 1;
                const separator = request.path.includes('?') ? '&' : '?';
                return {
                  ...request,
                  path: `${request.path}${separator}bench=${n}`,
                  headers: {
                    ...request.headers,
                    'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
                  },
                };
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const BROWSER_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One request at a time, each for a page rendered afresh: the median time to the first byte of the
 * page, to the end of the shell's frame (`</footer>`) and to its last byte, as `userAgent` gets it
 * (a browser: streamed, or whole when ready within SSR_STREAM_AFTER_MS; a crawler: whole).
 */
async function firstBytes(url, userAgent, count = 15) {
  const http = require('node:http');
  const times = { first: [], frame: [], last: [] };
  for (let n = 0; n < count; n += 1) {
    const target = new URL(url);
    target.searchParams.set('firstbyte', `${userAgent === CRAWLER_UA ? 'c' : 'b'}${n}`);
    await new Promise((resolve, reject) => {
      const start = process.hrtime.bigint();
      const ms = () => Number(process.hrtime.bigint() - start) / 1e6;
      const request = http.get(
        target,
        { headers: { accept: 'text/html', 'user-agent': userAgent, 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            if (!text) times.first.push(ms());
            const hadFrame = text.includes('</footer>');
            text += chunk;
            if (!hadFrame && text.includes('</footer>')) times.frame.push(ms());
          });
          response.on('end', () => {
            times.last.push(ms());
            resolve();
          });
        },
      );
      request.on('error', reject);
    });
  }
  return { first: median(times.first), frame: median(times.frame), last: median(times.last) };
}

const row = (label, r, base) =>
  console.log(
    `${label.padEnd(44)} ${r.rps.toFixed(0).padStart(6)} pages/s   TTFB p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}${base ? `   ratio to bare Koa ${(r.rps / base.rps).toFixed(2)}` : ''}`,
  );

export async function benchSsr() {
  console.log(`\n== Server rendering (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each) ==`);
  const site = await startSite(ROOT, { prefix: 'ogulf-bench-ssr-', env: { TRUST_PROXY: '1' } });
  const plain = await startSite(ROOT, { prefix: 'ogulf-bench-csr-', env: { TRUST_PROXY: '1', SSR_BUDGET_MS: '0' } });
  const streaming = await startSite(ROOT, {
    prefix: 'ogulf-bench-stream-',
    env: { TRUST_PROXY: '1', SSR_STREAM_AFTER_MS: '0' },
  });
  const bare = await startBareKoa(ROOT);
  try {
    const products = await (await fetch(`${site.url}/api/products?limit=1&minPrice=1`)).json();
    const pages = [
      ['home', '/'],
      ['product', `/product/${products.data.items[0].slug}`],
    ];
    // One render of each first, so the figures are of a warm server.
    for (const [, pagePath] of pages)
      for (const warm of [site, streaming]) await fetch(`${warm.url}${pagePath}`, { headers: { accept: 'text/html' } });
    const koa = await load(bare.url, { html: false });
    row('bare Koa hello-world', koa);
    console.log(
      '\nRendered afresh, one request at a time (median ms): first byte, the frame (header and footer), last byte',
    );
    for (const [label, pagePath] of pages) {
      for (const [who, server, userAgent] of [
        ['a browser, always streamed', streaming, BROWSER_UA],
        ['a browser, whole if ready in 100 ms', site, BROWSER_UA],
        ['a crawler (whole)', site, CRAWLER_UA],
      ]) {
        const t = await firstBytes(`${server.url}${pagePath}`, userAgent);
        console.log(
          `${`${label}, ${who}`.padEnd(48)} first byte ${t.first.toFixed(0).padStart(4)}   frame ${t.frame.toFixed(0).padStart(4)}   last byte ${t.last.toFixed(0).padStart(4)}`,
        );
      }
    }
    console.log('');
    for (const [label, pagePath] of pages) {
      row(`${label}: server-rendered, from the page cache`, await load(`${site.url}${pagePath}`), koa);
      row(`${label}: server-rendered afresh`, await load(`${site.url}${pagePath}`, { fresh: true }), koa);
      row(
        `${label}: not server-rendered (SSR_BUDGET_MS=0)`,
        await load(`${plain.url}${pagePath}`, { fresh: true }),
        koa,
      );
    }
  } finally {
    await stop(bare.child);
    await site.stop();
    await plain.stop();
    await streaming.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  ensureInstalledAndBuilt();
  benchSsr().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
