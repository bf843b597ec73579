import { exposeFiles, resourceUrl } from './manifest-remotes';

// A snapshot as the runtime makes it from a remote's mf-manifest.json (publicPath 'auto': the manifest's folder).
const snapshot = {
  remoteEntry: 'remoteEntry.js',
  getPublicPath: 'function(){ return "/remotes/catalog/" }',
  modules: [
    {
      moduleName: 'pages',
      assets: { js: { sync: ['__federation_expose_pages.1.js'] }, css: { sync: ['pages.2.css'] } },
    },
    { moduleName: 'search-dialog', assets: { js: { sync: ['search.3.js'] }, css: { sync: [] } } },
  ],
};

describe('manifest remotes', () => {
  it("addresses a remote's files from the manifest's public path, run as the runtime runs it", () => {
    expect(resourceUrl(snapshot, 'remoteEntry.js')).toBe('/remotes/catalog/remoteEntry.js');
    expect(resourceUrl({ getPublicPath: 'return "https://cdn.example/catalog/"' }, 'a.js')).toBe(
      'https://cdn.example/catalog/a.js',
    );
    expect(resourceUrl({ publicPath: '/x/' }, 'a.js')).toBe('/x/a.js');
  });

  it("names the asked module's own scripts and styles, and nothing for a module the manifest lacks", () => {
    expect(exposeFiles(snapshot, './pages')).toEqual({
      scripts: ['/remotes/catalog/__federation_expose_pages.1.js'],
      styles: ['/remotes/catalog/pages.2.css'],
    });
    expect(exposeFiles(snapshot, './search-dialog')).toEqual({ scripts: ['/remotes/catalog/search.3.js'], styles: [] });
    expect(exposeFiles(snapshot, './nothing')).toEqual({ scripts: [], styles: [] });
  });
});
