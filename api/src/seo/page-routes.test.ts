import { ROUTE_TABLE } from '@ogulf/contracts';
import { matchRoute, pageChunkOf, remoteOf } from './page-routes';

describe('remoteOf(matchRoute(path))', () => {
  it.each(
    ROUTE_TABLE.filter((route) => !route.path.includes(':') && !route.path.includes('*')).map((route) => [
      route.path,
      route.remote,
    ]),
  )('sends %s to the remote the route table names (%s)', (path, remote) => {
    expect(remoteOf(matchRoute(path))).toBe(remote);
  });

  it.each([
    ['/product/l-shaped-desk', 'catalog'],
    ['/category/0123456789abcdef01234567', 'catalog'],
    ['/subcategory/office-chairs', 'catalog'],
    ['/admin/orders', 'admin'],
    ['/best-standing-desks', 'blog'],
  ])('sends %s to %s', (path, remote) => {
    expect(remoteOf(matchRoute(path))).toBe(remote);
  });

  it('sends nothing for a path no route can render', () => {
    expect(remoteOf(matchRoute('/product/not a slug'))).toBeUndefined();
  });
});

describe('pageChunkOf(matchRoute(path))', () => {
  it("names each page's own chunk of its remote's build, by the route table", () => {
    expect(pageChunkOf(matchRoute('/'))).toBe('home-page');
    expect(pageChunkOf(matchRoute('/products'))).toBe('products-page');
    expect(pageChunkOf(matchRoute('/product/l-shaped-desk'))).toBe('product-page');
    expect(pageChunkOf(matchRoute('/office-furniture-lusail'))).toBe('city-page');
    expect(pageChunkOf(matchRoute('/blog'))).toBe('blog-page');
    expect(pageChunkOf(matchRoute('/some-article'))).toBe('article-page');
    expect(pageChunkOf(matchRoute('/quote/abc'))).toBe('quotation-page');
  });

  it('names none for the cart (in ./pages itself), the admin and unknown paths', () => {
    for (const path of ['/cart', '/adm/ogulf', '/admin', '/nowhere/at/all'])
      expect(pageChunkOf(matchRoute(path))).toBeUndefined();
  });
});
