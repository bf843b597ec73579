/** @jest-environment node */
// Node environment (no jsdom): any window/document access during a server render fails the render.
// The server renders the remotes' real pages: this test imports them from source (as the server loads
// their server builds) and types its API fixtures with the contracts.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the catalogue's image modules, typed as in its project
/// <reference path="../../../mf-catalog/src/features/home/hero/images.d.ts" />
import type { RemotePagesModule } from '@ogulf/web-kit';
// eslint-disable-next-line import-x/no-restricted-paths -- the real remote pages, rendered as the server does
import catalogPages from '../../../mf-catalog/src/pages';
// eslint-disable-next-line import-x/no-restricted-paths -- the real remote pages, rendered as the server does
import blogPages from '../../../mf-blog/src/pages';
// eslint-disable-next-line import-x/no-restricted-paths -- the real remote pages, rendered as the server does
import cartPages from '../../../mf-cart-checkout/src/pages';
import { renderApp, streamApp, type RenderInput, type StreamInput } from './render-app';
import { fixtureApi, json } from './render-fixtures';

const remotes: RenderInput['remotes'] = {
  catalog: { default: catalogPages },
  blog: { default: blogPages },
  cart_checkout: { default: cartPages },
};

function render(target: string, lang: 'en' | 'ar' = 'en', more: Partial<RenderInput> = {}) {
  const [path = '/', search = ''] = target.split('?');
  return renderApp({ path, search, lang, remotes, fetch: fixtureApi(), budgetMs: 10_000, ...more });
}

function stream(target: string, lang: 'en' | 'ar' = 'en', more: Partial<StreamInput> = {}) {
  const [path = '/', search = ''] = target.split('?');
  return streamApp({ path, search, lang, remotes, fetch: fixtureApi(), budgetMs: 10_000, nonce: 'n0nce', ...more });
}

/** The markup's visible text, tags dropped and entities decoded (what a crawler indexes). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const page = async (target: string, lang: 'en' | 'ar' = 'en') => {
  const out = await render(target, lang);
  return { ...out, text: textOf(out.html), links: hrefs(out.html) };
};

describe('what a crawler sees, in English', () => {
  test('home: the hero headline as a real high-priority image, and the category names with their links', async () => {
    const { status, text, links, html, head, clientRendered } = await page('/');
    expect(status).toBe(200);
    expect(clientRendered).toEqual([]);
    expect(text).toContain('Workspaces that work');
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/i);
    // React's preload of that image is handed over for <head>, not left inside #root.
    expect(head).toMatch(/^<link rel="preload" as="image"/);
    expect(html).toMatch(/^<a class="skip-link"/);
    expect(text).toContain('Office Chairs');
    expect(text).toContain('Desks');
    expect(links).toEqual(
      expect.arrayContaining(['/products?category=Office%20Chairs', '/products?category=Desks', '/products']),
    );
  });

  test('the header and footer frame every page', async () => {
    const { text, links } = await page('/about');
    expect(text).toContain('Skip to main content');
    expect(text).toContain('All rights reserved');
    expect(links).toEqual(expect.arrayContaining(['/', '/products', '/contact', '/cart']));
  });

  test('/products lists the first page of products with their prices and links', async () => {
    const { status, text, links } = await page('/products');
    expect(status).toBe(200);
    expect(text).toMatch(/<?Products/);
    expect(text).toContain('L-Shaped Desk QAR 1,450');
    expect(text).toContain('Mesh Task Chair From QAR 600');
    expect(text).toContain('Boardroom Table Contact for Quote');
    expect(links).toEqual(expect.arrayContaining(['/product/l-shaped-desk', '/product/mesh-task-chair']));
  });

  test('/products?q=desk shows only what the search found', async () => {
    const asked: string[] = [];
    const out = await render('/products?q=desk', 'en', { fetch: fixtureApi(asked) });
    const text = textOf(out.html);
    expect(asked.some((path) => path.startsWith('/api/products?') && path.includes('q=desk'))).toBe(true);
    expect(text).toContain('L-Shaped Desk');
    expect(text).not.toContain('Mesh Task Chair');
  });

  test('a product: its name, price and description; a price-on-request product says Contact for Quote', async () => {
    const desk = await page('/product/l-shaped-desk');
    expect(desk.status).toBe(200);
    expect(desk.html).toMatch(/<h1[^>]*>L-Shaped Desk<\/h1>/);
    expect(desk.text).toContain('QAR 1,450');
    expect(desk.text).toContain('A sturdy corner desk with a cable tray.');
    const quote = await page('/product/boardroom-table');
    expect(quote.text).toContain('Contact for Quote');
    expect(quote.text).toContain('Made to measure for your meeting room.');
    expect(quote.text).not.toContain('Add to Cart');
  });

  test('a product with variants and pictures: its options, the first variant price, its gallery and specifications', async () => {
    const { text, html } = await page('/product/mesh-task-chair');
    expect(text).toContain('Mesh Task Chair');
    expect(text).toContain('Colour');
    expect(text).toContain('Black');
    expect(text).toContain('QAR 600');
    expect(text).toContain('Breathable mesh back.');
    expect(text).toContain('Seat height');
    expect(html).toMatch(/<img [^>]*src="\/assets\/images\/shop\/mesh-chair-1\.webp\?w=/);
  });

  test('/collection, a category and a subcategory show their names and products', async () => {
    const collection = await page('/collection');
    expect(collection.text).toContain('Our Collection');
    expect(collection.links).toEqual(expect.arrayContaining(['/category/office-chairs', '/subcategory/task-chairs']));
    const category = await page('/category/office-chairs');
    expect(category.html).toMatch(/<h1[^>]*>Office Chairs<\/h1>/);
    expect(category.text).toContain('Mesh Task Chair');
    const subcategory = await page('/subcategory/task-chairs');
    expect(subcategory.html).toMatch(/<h1[^>]*>Task Chairs<\/h1>/);
    expect(subcategory.text).toContain('Mesh Task Chair');
  });

  test.each([
    ['/office-furniture-doha', 'Office Furniture in Doha'],
    ['/office-furniture-lusail', 'Lusail'],
    ['/office-furniture-al-waab', 'Al Waab'],
  ])('the city landing %s', async (target, heading) => {
    const { status, html } = await page(target);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
  });

  test('the blog lists its articles, and an article shows its body', async () => {
    const blog = await page('/blog');
    expect(blog.html).toMatch(/<h1[^>]*>Blog<\/h1>/);
    expect(blog.text).toContain('Choosing an office chair');
    expect(blog.links).toContain('/choosing-an-office-chair');
    const read = await page('/choosing-an-office-chair');
    expect(read.html).toMatch(/<h1[^>]*>Choosing an office chair<\/h1>/);
    expect(read.text).toContain('Adjustable lumbar support keeps your back healthy.');
  });

  test.each([
    ['/about', 'About OGulf'],
    ['/services', 'Services'],
    ['/our-story', 'Story'],
    ['/return-policy', 'Return'],
    ['/delivery-info', 'Delivery'],
    ['/terms-conditions', 'Terms'],
    ['/customer-service', 'Customer Service'],
    ['/contact', 'Contact Us'],
  ])('the content page %s has its heading', async (target, heading) => {
    const { status, html, clientRendered } = await page(target);
    expect(status).toBe(200);
    expect(clientRendered).toEqual([]);
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
  });

  test('the cart and checkout render their frame; the visitor’s cart is left to the browser', async () => {
    const cart = await page('/cart');
    expect(cart.html).toMatch(/<h1[^>]*>Your Cart<\/h1>/);
    expect(cart.text).toContain('Loading your cart…');
    expect(cart.text).not.toContain('Your cart is empty');
    const checkout = await page('/checkout');
    expect(checkout.html).toMatch(/<h1[^>]*>Checkout<\/h1>/);
    expect(checkout.text).toContain('Loading your cart…');
    // The header's cart badge renders as the browser's first render does: no count.
    expect(cart.html).not.toMatch(/cart-badge[^>]*>\d/);
  });
});

test.each([
  ['/order-confirmation?token=tok_0123456789abcdefghij', 'Order Confirmation', 'order-loading'],
  ['/quote/qt_0123456789abcdefghij', 'Your Quotation', 'quotation-loading'],
])('%s renders its frame; the visitor’s own record is read in the browser', async (target, heading, loading) => {
  const asked: string[] = [];
  const out = await render(target, 'en', { fetch: fixtureApi(asked) });
  expect(out.status).toBe(200);
  expect(out.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  expect(out.html).toContain(`data-testid="${loading}"`);
  expect(asked).toEqual([]);
  expect(out.state.queries).toEqual([]);
});

test('/track-order renders its form (the browser fills in the number from the address)', async () => {
  const { html } = await page('/track-order?order=OG-2026-0042');
  expect(html).toMatch(/<h1[^>]*>Track Your Order<\/h1>/);
  expect(html).toMatch(/<form[^>]*>[\s\S]*<input[\s\S]*<\/form>/);
});

describe('status 404', () => {
  test.each([
    '/no/such/page',
    '/product/no-such-desk',
    '/no-such-article',
    '/category/no-such-category',
    '/subcategory/no-such-range',
  ])('%s answers the 404 page', async (target) => {
    const { status, text, head } = await page(target);
    expect(status).toBe(404);
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toContain('Page Not Found');
    expect(text).toContain(target);
  });

  test('a known page answers 200', async () => {
    expect((await page('/product/l-shaped-desk')).status).toBe(200);
  });
});

describe('in Arabic', () => {
  test('home: the Arabic headline, category names and the Arabic frame', async () => {
    const { text } = await page('/', 'ar');
    expect(text).toContain('مساحات عمل تعمل لك');
    expect(text).toContain('كراسي المكتب');
    expect(text).toContain('الانتقال إلى المحتوى الرئيسي');
    expect(text).not.toContain('Skip to main content');
  });

  test('a product: its Arabic name, description and price', async () => {
    const { html, text } = await page('/product/l-shaped-desk', 'ar');
    expect(html).toMatch(/<h1[^>]*>مكتب على شكل حرف L<\/h1>/);
    expect(text).toContain('مكتب زاوية متين مع مجرى للكابلات.');
    expect(text).toMatch(/1,450|١٬٤٥٠/);
  });

  test('the listing, an article and the 404 page', async () => {
    expect((await page('/products', 'ar')).text).toContain('كرسي عمل شبكي');
    expect((await page('/choosing-an-office-chair', 'ar')).text).toContain('الدعم القابل للتعديل يحافظ على صحة ظهرك.');
    const missing = await page('/no/such/page', 'ar');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('الصفحة غير موجودة');
  });

  test.each(['/about', '/contact', '/cart', '/blog', '/collection', '/office-furniture-doha'])(
    '%s has no English interface text',
    async (target) => {
      const { text } = await page(target, 'ar');
      expect(text).toContain('جميع الحقوق محفوظة');
      expect(text).not.toContain('All rights reserved');
      expect(text).not.toContain('Loading');
    },
  );

  test('concurrent renders in English and Arabic each keep their own language', async () => {
    const [en, ar, en2, ar2] = await Promise.all([
      page('/product/l-shaped-desk', 'en'),
      page('/product/l-shaped-desk', 'ar'),
      page('/', 'en'),
      page('/', 'ar'),
    ]);
    expect(en.text).toContain('A sturdy corner desk');
    expect(en.text).not.toContain('مكتب زاوية');
    expect(ar.text).toContain('مكتب زاوية متين');
    expect(ar.text).not.toContain('A sturdy corner desk');
    expect(en2.text).toContain('Workspaces that work');
    expect(en2.text).not.toContain('مساحات عمل');
    expect(ar2.text).toContain('مساحات عمل تعمل لك');
    expect(ar2.text).not.toContain('Workspaces that work');
  });
});

describe('data', () => {
  test('image addresses carry the site address given, as the browser will', async () => {
    const out = await render('/', 'en', { origin: 'https://ogulf.qa' });
    expect(out.html).toContain('src="https://ogulf.qa/assets/images/shop/hero-1.webp?w=800');
  });

  test('reads go through the request’s fetch, and the replies are handed to the browser', async () => {
    const asked: string[] = [];
    const out = await render('/product/l-shaped-desk', 'en', { fetch: fixtureApi(asked) });
    expect(asked).toContain('/api/products/l-shaped-desk');
    const keys = out.state.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('/api/products/l-shaped-desk');
    const product = out.state.queries.find((query) => query.queryKey[0] === '/api/products/l-shaped-desk');
    expect(product?.state.data).toMatchObject({ name: 'L-Shaped Desk' });
  });

  test('"no such thing" is handed over as the API said it (the browser shows the same 404 page), as JSON', async () => {
    const out = await render('/product/no-such-desk');
    expect(out.status).toBe(404);
    const [missing, ...others] = JSON.parse(JSON.stringify(out.state.queries)) as typeof out.state.queries;
    expect(others).toEqual([]);
    expect(missing?.queryKey).toEqual(['/api/products/no-such-desk']);
    expect(missing?.state).toMatchObject({ status: 'error', error: { apiError: { status: 404 } } });
  });

  test('an API error renders the page’s error state, not a skeleton', async () => {
    const out = await render('/blog', 'en', {
      fetch: () => Promise.resolve(json(500, { success: false, error: { code: 'INTERNAL', message: 'down' } })),
    });
    expect(out.status).toBe(200);
    expect(out.clientRendered).toEqual([]);
    expect(textOf(out.html)).toContain('Blog');
    // Not handed over: the browser asks again.
    expect(out.state.queries).toEqual([]);
  });
});

describe('a remote that fails is left to the browser', () => {
  const frameAndPlaceholder = (html: string) => {
    const text = textOf(html);
    expect(text).toContain('Skip to main content');
    expect(text).toContain('All rights reserved');
    expect(html).toContain('data-testid="page-loading"');
  };

  test('given as an Error (its server entry did not load)', async () => {
    const out = await render('/products', 'en', { remotes: { ...remotes, catalog: new Error('entry failed') } });
    expect(out.status).toBe(200);
    expect(out.clientRendered).toEqual(['catalog']);
    frameAndPlaceholder(out.html);
    expect(textOf(out.html)).not.toContain('L-Shaped Desk');
  });

  test('missing from the map', async () => {
    const out = await render('/blog', 'en', { remotes: { catalog: remotes.catalog } });
    expect(out.clientRendered).toEqual(['blog']);
    frameAndPlaceholder(out.html);
  });

  test('throwing while it renders', async () => {
    const Broken = (): never => {
      throw new Error('render failed');
    };
    const broken: RemotePagesModule = { default: Broken };
    const out = await render('/', 'en', { remotes: { ...remotes, catalog: broken } });
    expect(out.status).toBe(200);
    expect(out.clientRendered).toEqual(['catalog']);
    frameAndPlaceholder(out.html);
  });

  test('slower than the budget: aborted, the frame still answered', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const out = await render('/products', 'en', { fetch: never, budgetMs: 50 });
    expect(out.status).toBe(200);
    expect(out.clientRendered).toEqual(['catalog']);
    frameAndPlaceholder(out.html);
  });

  test('the other remotes still render on the same server', async () => {
    const out = await render('/about', 'en', { remotes: { ...remotes, catalog: new Error('entry failed') } });
    expect(out.clientRendered).toEqual([]);
    expect(textOf(out.html)).toContain('About OGulf');
  });
});

describe('streamed: the frame first, each part as its data arrives', () => {
  /** The fixture API with the product list held back until `release()`. */
  function heldProducts() {
    const api = fixtureApi();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch: RenderInput['fetch'] = async (path, init) => {
      if (path.startsWith('/api/products?') || path === '/api/products') await held;
      return api(path, init);
    };
    return { fetch, release };
  }
  const rest = async (body: NodeJS.ReadableStream) => {
    let text = '';
    for await (const chunk of body) text += String(chunk);
    return text;
  };

  test('the header and footer go out while the listing still waits for its products', async () => {
    const { fetch, release } = heldProducts();
    const out = await stream('/products', 'en', { fetch });
    let frame = '';
    out.body.on('data', (chunk) => (frame += String(chunk)));
    await new Promise(setImmediate);
    expect(textOf(frame)).toContain('Skip to main content');
    expect(textOf(frame)).toContain('All rights reserved');
    expect(textOf(frame)).not.toContain('L-Shaped Desk');
    out.body.removeAllListeners('data');

    release();
    const later = frame + (await rest(out.body));
    expect(textOf(later)).toContain('L-Shaped Desk QAR 1,450');
    // The script that moves the listing into place carries the reply's nonce (the page's CSP allows it).
    const scripts = [...later.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain('nonce="n0nce"');
    const { state, clientRendered, status } = await out.done;
    expect(status).toBe(200);
    expect(clientRendered).toEqual([]);
    expect(state.queries.map((query) => String(query.queryKey[0]))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/api\/products\?/)]),
    );
  });

  test('a page ready within the hold is sent whole, in document order, with no script to move a part in', async () => {
    const out = await stream('/products', 'en', { holdMs: 5_000 });
    const html = await rest(out.body);
    // The listing in its place, before the footer; nothing sent apart.
    expect(html.indexOf('L-Shaped Desk')).toBeGreaterThan(0);
    expect(html.indexOf('L-Shaped Desk')).toBeLessThan(html.indexOf('All rights reserved'));
    expect(html).not.toMatch(/<template id="B:|<div hidden id="S:|<script/);
    expect((await out.done).clientRendered).toEqual([]);
  });

  test('a page still waiting when the hold passes has its frame sent, and the part follows', async () => {
    const { fetch, release } = heldProducts();
    const out = await stream('/products', 'en', { fetch, holdMs: 20 });
    let frame = '';
    out.body.on('data', (chunk) => (frame += String(chunk)));
    await new Promise(setImmediate);
    expect(textOf(frame)).toContain('All rights reserved');
    expect(textOf(frame)).not.toContain('L-Shaped Desk');
    out.body.removeAllListeners('data');
    release();
    expect(textOf(frame + (await rest(out.body)))).toContain('L-Shaped Desk QAR 1,450');
  });

  test('a part still waiting when the budget passes is left to the browser; the page still ends', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const out = await stream('/products', 'en', { fetch: never, budgetMs: 50 });
    const html = await rest(out.body);
    expect(textOf(html)).toContain('All rights reserved');
    expect(textOf(html)).not.toContain('L-Shaped Desk');
    expect((await out.done).clientRendered).toEqual(['catalog']);
  });

  test.each(['/cart', '/checkout', '/about'])('%s, with nothing to wait for, streams whole and ends', async (path) => {
    const out = await stream(path, 'en');
    const html = await rest(out.body);
    expect(textOf(html)).toContain('All rights reserved');
    expect((await out.done).status).toBe(200);
  });

  test('a reader who leaves ends the render: it settles without the data it was waiting for', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const out = await stream('/products', 'en', { fetch: never, budgetMs: 600_000 });
    out.body.destroy();
    expect((await out.done).clientRendered).toEqual(['catalog']);
  });

  test('an unknown address streams the 404 page with status 404', async () => {
    const out = await stream('/no-such-page', 'ar');
    expect(textOf(await rest(out.body))).toContain('الصفحة غير موجودة');
    expect((await out.done).status).toBe(404);
  });
});
