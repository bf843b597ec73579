/**
 * The one rspack + module-federation configuration for the shell and the remotes.
 * Every front-end app calls `createConfig` from its rspack.config.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { ScriptsAfterPaint } from './scripts-after-paint.mjs';

const REFRESH_RENDERERS = path.join(import.meta.dirname, 'refresh-renderers.js');
const PROVIDE_BUNDLER_RUNTIME = path.join(import.meta.dirname, 'provide-bundler-runtime.js');

/**
 * The import of the federation bundler runtime that rspack writes into every container's entry.
 * A production remote takes it from the shell instead (provide-bundler-runtime.js): a fresh copy of
 * its state around the shell's functions.
 */
const BUNDLER_RUNTIME_IMPORT = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;
const BUNDLER_RUNTIME_GLOBAL = 'globalThis._OGULF_FEDERATION_BUNDLER_RUNTIME()';
/** web-kit's icons (`@ogulf/web-kit/icons` and the module of each icon). */
const WEB_KIT_ICONS = /[\\/]packages[\\/]web-kit[\\/]src[\\/]icons(\.tsx|[\\/])/;
/** A remote's async chunk the server hints by name on its page's route (kept whole: see `splitChunks`). */
export const PAGE_CHUNK = /-page$/;
const USE_SYNC_EXTERNAL_STORE = path.join(import.meta.dirname, 'use-sync-external-store.js');
const SERVER_REMOTE_ENTRY = path.join(import.meta.dirname, 'server-remote-entry.cjs');
const EMPTY_LOADER = path.join(import.meta.dirname, 'empty-loader.cjs');
/** Where a Node build goes inside the app's build folder, and the manifest field that names its entry. */
export const SERVER_FOLDER = 'server';

/** Version of `name` as installed for the app in `dir`, read from its package.json (some packages do not export it). */
function pkgVersion(name, dir) {
  const require = createRequire(path.join(dir, 'package.json'));
  for (
    let folder = path.dirname(require.resolve(name));
    folder !== path.dirname(folder);
    folder = path.dirname(folder)
  ) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
  }
  throw new Error(`cannot find the version of ${name}`);
}

/**
 * Singletons shared by every app: one React, router, store, i18n and web-kit on the page, all
 * provided by the shell (it loads them first, and a loaded singleton is never replaced). Each app
 * requires `^` the version it was built with, strictly: a remote built against a newer React, or a
 * web-kit with an export the shell's copy lacks, fails to load with the runtime's message naming
 * both versions (the Retry panel shows) instead of running on the older copy and failing later with
 * a TypeError. `npm run check:remote` reports the same before a deploy.
 */
export function sharedSingletons(dir) {
  const single = (name, version = pkgVersion(name, dir)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    strictVersion: true,
  });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react', pkgVersion('react', dir)),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom', pkgVersion('react-dom', dir)),
    wouter: single('wouter'),
    zustand: single('zustand'),
    i18next: single('i18next'),
    // Not @tanstack/react-query: a shared package is never tree-shaken (13.4 KB gzip whole on every
    // page, against 10.0 KB for the parts used). It is bundled into web-kit, the singleton every
    // app reads through (apiQuery, useApiQuery, ApiQueryProvider), so the page still has one
    // QueryClient and one context; apps never import it themselves.
    '@ogulf/web-kit': single('@ogulf/web-kit'),
  };
}

/** The exposed modules the site loads from each remote and their exports' types (written in web-kit). */
export const FEDERATION_CONTRACTS = path.join(import.meta.dirname, '../web-kit/src/federation-contracts.json');

/** How long a chunk may take to arrive before its load fails (the shell's runtime plugin has the same for entries). */
export const CHUNK_LOAD_TIMEOUT_MS = 8000;

/**
 * Port each app's dev server listens on: the shell on DEV_PORT (3000), the remotes on the next four.
 * The API's dev port is 3100 (API_URL).
 */
const DEV_BASE_PORT = Number(process.env.DEV_PORT ?? 3000);
export const DEV_PORTS = {
  shell: DEV_BASE_PORT,
  catalog: DEV_BASE_PORT + 1,
  cart_checkout: DEV_BASE_PORT + 2,
  blog: DEV_BASE_PORT + 3,
  admin: DEV_BASE_PORT + 4,
};
export const API_DEV_URL = process.env.API_URL ?? 'http://localhost:3100';
const REMOTE_NAMES = ['catalog', 'cart_checkout', 'blog', 'admin'];

/**
 * The shell's dev server answers /remotes.json itself: each remote's manifest under /remotes/<name>/
 * on the origin the browser used (localhost or 127.0.0.1), which this server proxies to that remote's
 * dev server, unless MF_<NAME>_URL names another. So every remote file is same-origin for the page,
 * whichever name it was opened by.
 */
function devRemotesJson(req, res) {
  const origin = `http://${req.headers.host ?? `localhost:${DEV_PORTS.shell}`}`;
  const body = Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      process.env[`MF_${name.toUpperCase()}_URL`] ?? `${origin}/remotes/${name}/mf-manifest.json`,
    ]),
  );
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(JSON.stringify(body));
}

/**
 * In dev, each exposed module first hooks this remote's React Refresh runtime into the page's React
 * (the plugin injects it into the remote's own entries only, which the shell never runs), so an edit of
 * a remote's component is swapped in place inside the composed site too. Each runtime is namespaced by
 * the app's uniqueName; the page's one react-dom serves them all.
 */
function withRefreshRuntime(exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([key, file]) => [
      key,
      { import: ['@rspack/plugin-react-refresh/react-refresh-entry', file] },
    ]),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (import.meta.dirname of its config)
 * @param {string} options.name       federation name (shell, catalog, cart_checkout, blog, admin)
 * @param {Record<string,string>} [options.exposes]  remote exposes; absent for the shell
 * @param {string} options.title      document title of the app's own HTML page
 * @param {boolean} [options.ssr]     also build a Node target (the server renders the app's pages)
 */
export function createConfig({ dir, name, exposes, title, ssr = false }) {
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const browser = browserConfig({ dir, name, exposes, title, production });
    return ssr && production ? [browser, serverConfig({ dir, name, exposes })] : browser;
  };
}

/**
 * The federation runtime's packages each ship CommonJS and ES module builds, and rspack's federation
 * plugin imports the CommonJS ones (it finds them with Node's `require.resolve`). CommonJS is bundled
 * whole, module by module; the ES modules are tree-shaken and concatenated: the shell's main chunk,
 * which carries the runtime, is ~KB gzip smaller. Each package name, and the path of each CommonJS
 * entry, resolves to its ES build instead.
 */
const FEDERATION_RUNTIME_PACKAGES = [
  'runtime',
  'runtime-core',
  'runtime-tools',
  'webpack-bundler-runtime',
  'sdk',
  'error-codes',
  'inject-external-runtime-core-plugin',
];
function federationEsmAliases() {
  const require = createRequire(import.meta.url);
  const enhanced = createRequire(require.resolve('@module-federation/enhanced/rspack'));
  const aliases = {};
  for (const name of FEDERATION_RUNTIME_PACKAGES) {
    const commonJs = enhanced.resolve(`@module-federation/${name}`);
    const esm = [commonJs.replace(/\.cjs$/, '.js'), commonJs.replace(/\.cjs$/, '.mjs')].find(
      (file) => file !== commonJs && fs.existsSync(file),
    );
    if (!esm) throw new Error(`no ES module build beside ${commonJs}`);
    aliases[`@module-federation/${name}$`] = esm;
    aliases[`${commonJs}$`] = esm;
  }
  return aliases;
}

/** Module resolution of every build: TypeScript first, and the use-sync-external-store stand-in. */
function resolveWith(alias) {
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      'use-sync-external-store/shim$': USE_SYNC_EXTERNAL_STORE,
      'use-sync-external-store/shim/index.js$': USE_SYNC_EXTERNAL_STORE,
      ...alias,
    },
  };
}

/** Our TypeScript and JSX through swc, for `targets`; a development build gets React Refresh. */
function scriptRule({ development, targets }) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: development } },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/**
 * Writes the Node build's entry into the browser build's `mf-manifest.json` as `metaData.ssrRemoteEntry`
 * (the field Modern.js and `@module-federation/node` read), so whoever finds the remote's manifest
 * finds its server entry beside it, from the same URL; the manifest is published last, so it never
 * names an entry that is not there yet.
 */
class SsrManifestPlugin {
  constructor(buildDir) {
    this.buildDir = buildDir;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('SsrManifestPlugin', (compilation) => {
      const entry = [...compilation.getAssets()].map((asset) => asset.name).find((file) => file.endsWith('.cjs'));
      const file = path.join(this.buildDir, 'mf-manifest.json');
      if (!entry || !fs.existsSync(file)) throw new Error(`SsrManifestPlugin: no server entry or no ${file}`);
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      manifest.metaData.ssrRemoteEntry = { name: entry, path: SERVER_FOLDER, type: 'commonjs-module' };
      fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
    });
  }
}

/**
 * The Node build of an app the server renders: one CommonJS file (no chunks to fetch), stylesheets
 * left out. A remote's build takes the shared singletons (React, wouter, zustand, i18next, web-kit)
 * from whoever loads it (the server hands it the shell's copies, as the browser's share scope does)
 * and exports `init(publicPath)` → its `./pages` module; the shell's build bundles them all and
 * exports its renderer and those singletons.
 */
function serverConfig({ dir, name, exposes }) {
  const isShell = !exposes;
  const buildDir = path.join(dir, '.build');
  return {
    name: `${name}-server`,
    // After the browser build, which cleans the build folder and writes the manifest this one extends.
    dependencies: [name],
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { [isShell ? 'render' : 'remote']: isShell ? './src/server/entry.ts' : SERVER_REMOTE_ENTRY },
    output: {
      path: path.join(buildDir, SERVER_FOLDER),
      uniqueName: `${name}_server`,
      filename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      publicPath: '',
      asyncChunks: false,
      assetModuleFilename: '../assets/[name].[contenthash:10][ext]',
      clean: false,
    },
    externalsType: 'commonjs',
    externals: isShell ? [] : Object.keys(sharedSingletons(dir)),
    resolve: resolveWith(isShell ? {} : { 'ogulf-ssr-pages$': path.join(dir, exposes['./pages']) }),
    module: {
      rules: [
        scriptRule({ development: false, targets: 'node 20' }),
        { test: /\.css$/, loader: EMPTY_LOADER, type: 'javascript/auto' },
        // The same rule as the browser build's, so a small picture is inlined the same way in both.
        { test: /\.(png|jpe?g|webp|avif|svg)$/, type: 'asset', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      new SsrManifestPlugin(buildDir),
    ],
    optimization: { minimize: false, splitChunks: false, moduleIds: 'named' },
    performance: { hints: false },
  };
}

function browserConfig({ dir, name, exposes, title, production }) {
  const isShell = !exposes;
  const port = DEV_PORTS[name];
  return {
    name,
    context: dir,
    mode: production ? 'production' : 'development',
    // Rspack compiles dynamic imports on first request in dev by default; a remote's compile
    // request would then go to whichever origin loaded it (the shell's), and its pages never load.
    lazyCompilation: false,
    // Production maps are written for debugging but not referenced from the bundles, and the
    // server does not serve them in production (they hold the source, the admin's included).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: isShell || !production ? { main: './src/index.ts' } : {},
    output: {
      // A production build goes to .build/ and is then published into dist/ by
      // scripts/deploy-dist.mjs (previous builds' chunks kept, manifest and entry replaced last by
      // a rename), so a rebuild never deletes a file an open tab still needs. Dev servers serve
      // from memory.
      path: path.join(dir, production ? '.build' : 'dist'),
      publicPath: isShell ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      // A chunk (script or style) that has not arrived after this long fails, so the page shows
      // the Retry panel instead of a skeleton for rspack's default two minutes.
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
    },
    // A production remote uses the shell's federation bundler runtime (see BUNDLER_RUNTIME_IMPORT).
    ...(!isShell && production
      ? {
          externals: [
            ({ request }, callback) =>
              request && BUNDLER_RUNTIME_IMPORT.test(request)
                ? callback(undefined, BUNDLER_RUNTIME_GLOBAL, 'var')
                : callback(),
          ],
        }
      : {}),
    resolve: resolveWith(federationEsmAliases()),
    module: {
      rules: [
        // Fast Refresh in dev: an edited component is swapped in place and keeps its state.
        scriptRule({
          development: !production,
          targets: ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4'],
        }),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|avif|svg)$/, type: 'asset' },
        // One module per icon, free of side effects: a chunk takes only the icons it draws
        // (`@ogulf/web-kit/icons` re-exports them).
        { test: WEB_KIT_ICONS, sideEffects: false },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: production ? exposes : withRefreshRuntime(exposes) }),
        shared: sharedSingletons(dir),
        ...(isShell ? { runtimePlugins: [PROVIDE_BUNDLER_RUNTIME] } : {}),
        manifest: true,
        dts: false,
        // The shell provides the federation runtime once; production remotes reuse it instead of
        // each shipping their own ~30 KB copy. A remote's standalone dev host keeps its own.
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          // Browser-only builds: the runtime's Node.js code paths are left out (~2 KB gzip each). The
          // shell reads its remotes' manifests with a plugin of its own (shell/src/app/manifest-remotes.ts)
          // instead of the runtime's snapshot and preload plugins (~1.7 KB gzip).
          optimization: { target: 'web', ...(isShell ? { disableSnapshot: true } : {}) },
        },
      }),
      // Production remotes are loaded only through the shell: no standalone page to build.
      ...(isShell || !production
        ? [
            new rspack.HtmlRspackPlugin({
              // The shell has its own page; a remote's standalone dev host uses the shared one.
              template: isShell ? path.join(dir, 'index.html') : path.join(import.meta.dirname, 'standalone.html'),
              templateParameters: { title },
              chunks: ['main'],
              // Root-relative, so a nested page such as /product/x or /adm/ogulf asks for /main.js
              // rather than main.js next to itself (a remote's runtime still finds its publicPath from
              // its script's address, 'auto').
              publicPath: '/',
              minify: production,
              scriptLoading: 'module',
            }),
            // The shell's page starts its scripts once a server-rendered page has painted.
            ...(isShell ? [new ScriptsAfterPaint()] : []),
          ]
        : []),
      ...(isShell
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [
                { from: 'public', noErrorOnMissing: true },
                // Served beside the shell so `npm run check:remote` can read what the running site expects.
                { from: FEDERATION_CONTRACTS, to: 'federation-contracts.json' },
              ],
            }),
          ]
        : []),
      ...(production
        ? []
        : [
            new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, REFRESH_RENDERERS] }),
            new rspack.EntryPlugin(dir, REFRESH_RENDERERS, { name: undefined }),
          ]),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      // A remote's page chunk named `<page>-page` (webpackChunkName) is kept whole, with its own copy of
      // what it shares with other chunks, so the server's preload hint for that page (remote-preloads.ts in
      // the API) fetches all of it beside the shell's scripts.
      ...(!isShell && production
        ? { splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !PAGE_CHUNK.test(chunk.name ?? '') } }
        : {}),
      // The shell's shared singletons (React, wouter, i18next, web-kit and what it bundles) load on
      // every page, together: one file compresses better than eight (~2.5 KB gzip less). So does what
      // they import from contracts, and the use-sync-external-store stand-in beside this file.
      ...(isShell && production
        ? {
            splitChunks: {
              cacheGroups: {
                singletons: {
                  // Not the icons: each stays with the chunk that draws it.
                  test: (module) => {
                    const file = module.nameForCondition?.() ?? module.resource ?? '';
                    return (
                      /[\\/](node_modules|packages[\\/](web-kit|contracts)|rspack-config)[\\/]/.test(file) &&
                      !WEB_KIT_ICONS.test(file)
                    );
                  },
                  chunks: 'async',
                  name: 'singletons',
                  enforce: true,
                },
              },
            },
          }
        : {}),
    },
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      liveReload: true,
      historyApiFallback: true,
      // Opened as localhost or 127.0.0.1 alike (the remotes through the shell's proxy).
      allowedHosts: ['localhost', '127.0.0.1', '.localhost'],
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
      ...(isShell
        ? {
            setupMiddlewares: (middlewares) => [
              { name: 'remotes-json', path: '/remotes.json', middleware: devRemotesJson },
              ...middlewares,
            ],
          }
        : {}),
      proxy: [
        {
          context: ['/api', '/assets'],
          target: API_DEV_URL,
          changeOrigin: true,
          // The dev page's writes reach the API as from its own origin (as Host is, by
          // changeOrigin), so an API running in production mode (`npm start`) does not refuse them
          // as cross-site.
          on: {
            proxyReq: (proxyReq, req) => {
              if (req.headers.origin) proxyReq.setHeader('origin', new URL(API_DEV_URL).origin);
            },
          },
        },
        ...(isShell
          ? REMOTE_NAMES.map((remote) => ({
              context: [`/remotes/${remote}/`],
              target: `http://127.0.0.1:${DEV_PORTS[remote]}`,
              pathRewrite: { [`^/remotes/${remote}`]: '' },
            }))
          : []),
      ],
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
