'use strict';
/** Stylesheets in a Node build: the browser build ships them; the server renders markup only. */
module.exports = function emptyStylesheet() {
  return 'export {};';
};
