// `npm start -w mf-catalog` (or any front end): serves that app's production build on its
// own port with CORS, the way a team deploying one remote on its own host would. Point the
// site at it with MF_CATALOG_URL=http://host:3001/mf-manifest.json; the shell is not rebuilt.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';

const port = Number(process.env.PORT ?? process.argv[2] ?? 3001);
const root = path.resolve('dist');
const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.map': 'application/json', '.webp': 'image/webp', '.png': 'image/png' };

if (!fs.existsSync(root)) {
  console.error(`No build in ${root}: run "npm run build" in this workspace first.`);
  process.exit(1);
}

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(root, 'index.html');
    const ext = path.extname(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const headers = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': /\.[0-9a-f]{8,}\./.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (accepts.includes(encoding) && fs.existsSync(file + suffix)) {
        res.writeHead(200, { ...headers, 'Content-Encoding': encoding });
        return fs.createReadStream(file + suffix).pipe(res);
      }
    }
    res.writeHead(200, headers);
    return req.method === 'HEAD' ? res.end() : fs.createReadStream(file).pipe(res);
  })
  .listen(port, () => console.log(`Serving ${root} on http://localhost:${port}`));
