/**
 * The one rspack + module-federation configuration for the shell and the remotes.
 * Every front-end app calls `createConfig` from its rspack.config.mjs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);

/** Installed version of a package, read from its package.json (some packages do not export it). */
function pkgVersion(name) {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
  }
  throw new Error(`cannot find the version of ${name}`);
}

/** Singletons shared by every app: one React, router, store, i18n and web-kit on the page. */
export function sharedSingletons() {
  const single = (name, version = pkgVersion(name)) => ({ singleton: true, requiredVersion: `^${version}` });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react', pkgVersion('react')),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom', pkgVersion('react-dom')),
    wouter: single('wouter'),
    zustand: single('zustand'),
    i18next: single('i18next'),
    '@ogulf/web-kit': { singleton: true, requiredVersion: false },
  };
}

/** How long a chunk may take to arrive before its load fails (the shell's runtime plugin has the same for entries). */
export const CHUNK_LOAD_TIMEOUT_MS = 8000;

/** Port each app's dev server listens on; the API's dev port is 3100. */
export const DEV_PORTS = { shell: 3000, catalog: 3001, cart_checkout: 3002, blog: 3003, admin: 3004 };
export const API_DEV_URL = process.env.API_URL ?? 'http://localhost:3100';

/**
 * @param {object} options
 * @param {string} options.dir        the app's folder (import.meta.dirname of its config)
 * @param {string} options.name       federation name (shell, catalog, cart_checkout, blog, admin)
 * @param {Record<string,string>} [options.exposes]  remote exposes; absent for the shell
 * @param {string} options.title      document title of the app's own HTML page
 */
export function createConfig({ dir, name, exposes, title }) {
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const isShell = !exposes;
    const port = DEV_PORTS[name];
    return {
      context: dir,
      mode: production ? 'production' : 'development',
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
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: ['chrome >= 109', 'edge >= 109', 'firefox >= 115', 'safari >= 15.4'] },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|webp|avif|svg)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(),
          manifest: true,
          dts: false,
          // The shell provides the federation runtime once; production remotes reuse it instead of
          // each shipping their own ~30 KB copy. A remote's standalone dev host keeps its own.
          experiments: {
            ...(isShell ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
            // Browser-only builds: the runtime's Node.js code paths are left out (~2 KB gzip each).
            optimization: { target: 'web' },
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
                minify: production,
                scriptLoading: 'module',
              }),
            ]
          : []),
        ...(isShell ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] })] : []),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/assets', ...(isShell ? ['/remotes.json'] : [])],
            target: API_DEV_URL,
            changeOrigin: true,
          },
        ],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}
