import { apiGet } from './api-client';
import { currentLanguage, initI18n } from './i18n';
import { siteOrigin } from './image-url';
import { provideServerScope, type ServerScope } from './server-scope';

let scope: ServerScope | undefined;
beforeAll(() => provideServerScope(() => scope));
afterEach(() => {
  scope = undefined;
});

const reply = (data: unknown) =>
  ({
    ok: true,
    status: 200,
    headers: { get: () => null },
    text: () => Promise.resolve(JSON.stringify({ success: true, data })),
    json: () => Promise.resolve({ success: true, data }),
  }) as unknown as Response;

test('inside a request scope, reads go through the request’s fetch with the path as given', async () => {
  const asked: string[] = [];
  scope = {
    fetch: (path) => {
      asked.push(path);
      return Promise.resolve(reply({ name: 'Desk' }));
    },
    language: 'ar',
    origin: 'https://ogulf.qa',
  };
  await expect(apiGet('/api/products/desk')).resolves.toEqual({ name: 'Desk' });
  expect(asked).toEqual(['/api/products/desk']);
});

test('the language and the site address follow the request, and fall back to the page’s outside one', () => {
  initI18n();
  scope = { fetch: () => Promise.reject(new Error('unused')), language: 'ar', origin: 'https://ogulf.qa' };
  expect(currentLanguage()).toBe('ar');
  expect(siteOrigin()).toBe('https://ogulf.qa');
  scope = undefined;
  expect(currentLanguage()).toBe('en');
  expect(siteOrigin()).toBe('');
});
