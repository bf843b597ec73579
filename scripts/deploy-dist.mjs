// Publishes a finished build into a served folder without breaking open tabs:
//   node scripts/deploy-dist.mjs <build folder> <served dist folder>
// Every front end's `npm run build` builds into its .build/ and publishes it into its dist/ this way;
// a build made elsewhere is published onto a server the same way. Previous builds' hashed files
// stay (pruned after 24 h and 3 newer deploys); remoteEntry.js, mf-manifest.json and index.html are
// replaced last, each by a rename. See packages/rspack-config/src/deploy.cjs.
import path from 'node:path';
import { deployBuild } from '../packages/rspack-config/src/deploy.cjs';

const [from, to] = process.argv.slice(2);
if (!from || !to) {
  console.error('usage: node scripts/deploy-dist.mjs <build folder> <served dist folder>');
  process.exit(2);
}
try {
  const { copied, replaced, pruned, builds } = deployBuild(path.resolve(from), path.resolve(to));
  console.log(
    `published ${path.relative(process.cwd(), path.resolve(to)) || '.'}: ${copied} new hashed files, ${replaced} replaced, ${pruned.length} pruned, files of ${builds} builds kept`,
  );
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
