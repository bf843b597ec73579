import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each(['main.64a56295c9.js', '/dist/chunk.3f2a9c1b.css', 'vendor.0123456789abcdef.js.br', 'logo.deadbeef.svg.gz'])(
    'lets browsers keep %s for a year because its name carries a content hash',
    (file) => expect(cacheControlFor(file)).toBe(IMMUTABLE),
  );

  it.each(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'index.html.br', 'remoteEntry.js.gz'])(
    'makes browsers revalidate the entry point %s',
    (file) => expect(cacheControlFor(file)).toBe(REVALIDATE),
  );

  it.each(['app.js', 'favicon.ico', 'main.1234567.js', 'robots.txt', 'font.ABCDEF12.woff2'])(
    'revalidates %s, whose name has no (lower-case hex, 8+ digit) hash',
    (file) => expect(cacheControlFor(file)).toBe(REVALIDATE),
  );
});
