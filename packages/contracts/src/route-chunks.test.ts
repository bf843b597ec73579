import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE, type RemoteName } from './routes';

const PAGES_FILE: Record<Exclude<RemoteName, 'admin'>, string> = {
  catalog: 'mf-catalog/src/pages.tsx',
  cart_checkout: 'mf-cart-checkout/src/pages.tsx',
  blog: 'mf-blog/src/pages.tsx',
};

// The server links a page chunk's styles into a server-rendered page by the name the route table
// gives it: a name the remote's build does not use would leave that page unstyled until it hydrates.
describe('the route table names the page chunks the remotes build', () => {
  it.each(ROUTE_TABLE.filter((route) => route.chunk).map((route) => [route.path, route.remote, route.chunk] as const))(
    '%s: %s builds the chunk %s',
    (_path, remote, chunk) => {
      expect(remote).not.toBe('admin');
      const source = fs.readFileSync(
        path.join(__dirname, '../../..', PAGES_FILE[remote as keyof typeof PAGES_FILE]),
        'utf8',
      );
      expect(source).toContain(`webpackChunkName: "${chunk}"`);
    },
  );
});
