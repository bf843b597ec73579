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
  it("names the home page's own chunk for / alone", () => {
    expect(pageChunkOf(matchRoute('/'))).toBe('home-page');
    for (const path of ['/products', '/product/l-shaped-desk', '/blog', '/adm/ogulf', '/nowhere/at/all'])
      expect(pageChunkOf(matchRoute(path))).toBeUndefined();
  });
});
