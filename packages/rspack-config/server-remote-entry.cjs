'use strict';
/**
 * The entry of a storefront remote's Node build (see `serverConfig` in index.mjs). The server calls
 * `init(publicPath)` once after loading the bundle: asset URLs (pictures a page imports) then point
 * where the browser build's do, and the remote's `./pages` module is evaluated only after that.
 */
exports.init = function init(publicPath) {
  // eslint-disable-next-line no-undef -- rspack's free variable, written into the bundle's runtime
  __webpack_public_path__ = publicPath;
  return require('ogulf-ssr-pages');
};
