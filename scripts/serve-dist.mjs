// `npm start -w mf-catalog` (or any front end): serves that app's production build on its
// own port with CORS, the way a team deploying one remote on its own host would. Point the
// site at it with MF_CATALOG_URL=http://host:3001/mf-manifest.json; the shell is not rebuilt.
// `node serve-dist.mjs [port]` serves the current folder's dist/ (PORT wins over the argument).
import fs from 'node:fs';
import path from 'node:path';
import { createDistServer } from '../packages/rspack-config/src/dist-server.cjs';

const port = Number(process.env.PORT ?? process.argv[2] ?? 3001);
const root = path.resolve('dist');
if (!fs.existsSync(root)) {
  console.error(`No build in ${root}: run "npm run build" in this workspace first.`);
  process.exit(1);
}
createDistServer(root).listen(port, process.env.HOST, () => console.log(`Serving ${root} on http://localhost:${port}`));
