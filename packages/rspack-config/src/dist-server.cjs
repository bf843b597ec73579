'use strict';
/**
 * The static server of one front end's build (`npm start -w <app>`, through scripts/serve-dist.mjs):
 * what a team deploying one remote on its own host runs.
 *
 * It is a remote's only host in that deployment, so nothing a client sends may take it down: a
 * missing file is a 404, a malformed path a 400, a read error a 500 for that request alone.
 * Only the shell's build has an index.html; page routes fall back to it there (the shell's own
 * router), never in a remote's build. Dot-files (the deploy log, temporary names) are not served.
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
// Content-hashed names (`main.3f2a9c01bd.js`) never change content: cached for a year. The
// manifest, remoteEntry.js and index.html are revalidated on every use, so a redeploy is seen at once.
const HASHED = /\.[0-9a-f]{8,}\./;

/** The file under `root` a URL path names, or undefined when it does not exist (or escapes `root`). */
function fileFor(root, urlPath) {
  const file = path.join(root, urlPath);
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

function plain(res, status, text) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': 'no-store',
  });
  res.end(`${text}\n`);
}

/** A request handler serving the build in `root` (an absolute path). */
function distHandler(root) {
  const index = path.join(root, 'index.html');
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      // Any page may read a remote's files; the headers its fetch sends (the manifest's) are allowed.
      const asked = req.headers['access-control-request-headers'];
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD',
        ...(asked ? { 'Access-Control-Allow-Headers': asked } : {}),
        'Access-Control-Max-Age': '86400',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      return plain(res, 405, 'Method Not Allowed');
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return plain(res, 400, 'Bad Request');
    }
    if (urlPath.includes('\0')) return plain(res, 400, 'Bad Request');
    if (/\/\./.test(urlPath)) return plain(res, 404, 'Not Found');
    let file = fileFor(root, urlPath);
    // The shell's page routes (no file extension) load its index.html; a remote has none.
    if (!file && !path.extname(urlPath) && fs.existsSync(index)) file = index;
    if (!file) return plain(res, 404, 'Not Found');

    const accepts = String(req.headers['accept-encoding'] ?? '');
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': HASHED.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    let body = file;
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (accepts.includes(encoding) && fs.existsSync(file + suffix)) {
        body = file + suffix;
        headers['Content-Encoding'] = encoding;
        break;
      }
    }
    // Opened before the reply is written, so a file removed meanwhile (a redeploy) is a clean 404.
    const stream = fs.createReadStream(body);
    stream.once('error', (error) =>
      plain(res, error.code === 'ENOENT' ? 404 : 500, error.code === 'ENOENT' ? 'Not Found' : 'Internal Server Error'),
    );
    stream.once('open', () => {
      res.writeHead(200, headers);
      if (req.method === 'HEAD') {
        stream.destroy();
        return res.end();
      }
      stream.pipe(res);
    });
  };
}

/** An http.Server for `root`; errors of one connection never reach the process. */
function createDistServer(root) {
  const server = http.createServer(distHandler(root));
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

module.exports = { distHandler, createDistServer };
