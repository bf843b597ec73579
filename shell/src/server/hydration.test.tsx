/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The server's HTML handed to the browser: rendered by renderApp, then hydrated in jsdom the way the
// browser does (the remotes through the federation loader, the queries from the dehydrated state).
// Node's export conditions, so react-dom/server is the Node build renderApp uses.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the catalogue's image modules, typed as in its project
/// <reference path="../../../mf-catalog/src/features/home/hero/images.d.ts" />
import { setImmediate, clearImmediate } from 'node:timers';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  ApiQueryProvider,
  createQueryClient,
  setLanguage,
  type RemoteName,
  type RemotePagesModule,
} from '@ogulf/web-kit';
import { hydrate } from '@ogulf/web-kit/hydration';
// eslint-disable-next-line import-x/no-restricted-paths -- the real remote pages, rendered as the server does
import catalogPages from '../../../mf-catalog/src/pages';
// eslint-disable-next-line import-x/no-restricted-paths -- the real remote pages, rendered as the server does
import blogPages from '../../../mf-blog/src/pages';
// eslint-disable-next-line import-x/no-restricted-paths -- the real remote pages, rendered as the server does
import cartPages from '../../../mf-cart-checkout/src/pages';
import { App } from '../app/app';
import { loadFooter } from '../layout/footer-island';
import { renderApp } from './render-app';
import { fixtureApi } from './render-fixtures';

// React's Node server build schedules its work with setImmediate, which jsdom's window lacks.
Object.assign(globalThis, { setImmediate, clearImmediate, IS_REACT_ACT_ENVIRONMENT: true });
// jsdom does not scroll (the shell starts each page at the top).
window.scrollTo = () => undefined;

/** The server and the browser renderer run in one process here, which React warns about; a browser never does. */
const twoRenderers = (args: unknown[]) =>
  typeof args[0] === 'string' && args[0].startsWith('Detected multiple renderers concurrently rendering');

const modules: Partial<Record<RemoteName, RemotePagesModule>> = {
  catalog: { default: catalogPages },
  blog: { default: blogPages },
  cart_checkout: { default: cartPages },
};

// The browser loads each remote through federation: here, the same modules once the loader is asked.
const loads: Array<Promise<unknown>> = [];
jest.mock('../app/federation', () => ({
  loadRemoteModule: (remote: RemoteName) => {
    const loaded = Promise.resolve(modules[remote]);
    loads.push(loaded);
    return loaded;
  },
  forgetRemote: () => Promise.resolve(),
  isChunkLoadError: () => false,
}));

// The home page's below-the-fold sections load at once here (jsdom has no IntersectionObserver);
// the bundler gives their pictures an address, jest gets one here.
jest.mock('../../../mf-catalog/src/features/home/about/showroom-1200.webp', () => ({ default: '/showroom-1200.webp' }));
jest.mock('../../../mf-catalog/src/features/home/about/showroom-640.webp', () => ({ default: '/showroom-640.webp' }));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  jest.restoreAllMocks();
});

async function serverThenBrowser(target: string, lang: 'en' | 'ar') {
  const [path = '/', search = ''] = target.split('?');
  const out = await renderApp({
    path,
    search,
    lang,
    remotes: modules,
    fetch: fixtureApi(),
    budgetMs: 10_000,
    origin: window.location.origin,
  });
  expect(out.clientRendered).toEqual([]);

  // The browser: the page's address and language, the server's HTML, and its data.
  window.history.replaceState(null, '', target);
  await setLanguage(lang);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = out.html;
  document.body.replaceChildren(container);
  const serverHeading = container.querySelector('h1')?.textContent;
  const serverFooter = container.querySelector('footer');
  const client = createQueryClient();
  // As the page carries it: JSON.
  hydrate(client, JSON.parse(JSON.stringify(out.state)) as typeof out.state);

  const problems: unknown[] = [];
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!twoRenderers(args)) problems.push(args);
  });
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => problems.push(args));
  const fetches = jest.fn(() => new Promise<Response>(() => undefined));
  globalThis.fetch = fetches;

  loads.length = 0;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <ApiQueryProvider client={client}>
          <App />
        </ApiQueryProvider>
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  // The remote's page hydrates once the loader answered.
  await act(() => Promise.all(loads));
  // The footer is an island: its code comes apart (here at once, jsdom having no IntersectionObserver)
  // and React hydrates the server's footer in place.
  await act(async () => {
    await loadFooter();
  });
  const footer = container.querySelector('footer');
  expect(footer).toBe(serverFooter);
  expect(footer?.hasAttribute('data-live')).toBe(true);
  const carried = out.state.queries.map((query) => query.queryKey[0]);
  const askedAgain = fetches.mock.calls.map((call: unknown[]) => call[0]).filter((path) => carried.includes(path));
  return { container, problems, askedAgain, carried, serverHeading };
}

test.each([
  ['/', 'en'],
  ['/', 'ar'],
  ['/products', 'en'],
  ['/products?q=desk', 'ar'],
  ['/product/mesh-task-chair', 'en'],
  ['/product/boardroom-table', 'ar'],
  ['/choosing-an-office-chair', 'en'],
  ['/blog', 'ar'],
  ['/about', 'en'],
  ['/collection', 'ar'],
  ['/category/office-chairs', 'en'],
  ['/subcategory/task-chairs', 'ar'],
  ['/office-furniture-lusail', 'en'],
  ['/contact', 'ar'],
  ['/checkout', 'en'],
  ['/cart', 'en'],
  ['/no/such/page', 'ar'],
  // The API's "no such thing" is handed over too: the browser shows the same 404 page without asking again.
  ['/no-such-article', 'en'],
  ['/product/no-such-desk', 'ar'],
] as const)(
  '%s (%s) hydrates without a warning and without asking again for the data it carried',
  async (target, lang) => {
    const { container, problems, askedAgain, carried, serverHeading } = await serverThenBrowser(target, lang);
    expect(problems).toEqual([]);
    // Below-the-fold sections (the home page's) may read their own data later; nothing the HTML carried is read again.
    expect(askedAgain).toEqual([]);
    if (!['/about', '/contact', '/checkout', '/cart', '/no/such/page'].includes(target))
      expect(carried.length).toBeGreaterThan(0);
    expect(serverHeading).toBeTruthy();
    expect(container.querySelector('h1')?.textContent).toBe(serverHeading);
    expect(document.documentElement.lang).toBe(lang);
  },
);
