// Writes .br and .gz siblings for text assets so the server sends precompressed files
// (brotli at maximum quality costs build time once instead of CPU on every request).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist');
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;
let count = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name) || entry.name.endsWith('.map')) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`compressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
