// `npm run check:remote -- <remote mf-manifest.json URL> [--site <site URL>]`
// Before pointing the site at a new build of a remote (MF_<NAME>_URL, or publishing it into the
// server's folder), checks it against the shell that is running there:
//   - it is one of the remotes the site loads, and exposes every module the site loads from it
//     (the written contracts, web-kit/src/federation-contracts.json, served by the shell);
//   - every shared singleton it requires is satisfied by the version the shell provides (the same
//     test the federation runtime makes, strictly, when the remote loads).
// Exit 0 when compatible; 1 with the reasons when not; 2 when the manifests cannot be read.
import { satisfy } from '@module-federation/runtime';

function usage(message) {
  if (message) console.error(`✖ ${message}`);
  console.error(
    'usage: npm run check:remote -- <remote mf-manifest.json URL> [--site <site URL, default http://localhost:3000>]',
  );
  process.exit(2);
}

const args = process.argv.slice(2);
let site = process.env.SITE_URL ?? 'http://localhost:3000';
let manifestUrl;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--site') site = args[++i] ?? usage('--site needs a URL');
  else if (!manifestUrl) manifestUrl = args[i];
  else usage(`unexpected argument ${args[i]}`);
}
if (!manifestUrl) usage();

async function json(url, what) {
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    console.error(`✖ cannot read ${what} at ${url}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  if (!response.ok) {
    console.error(`✖ cannot read ${what} at ${url}: HTTP ${response.status}`);
    process.exit(2);
  }
  return response.json();
}

const siteUrl = site.replace(/\/+$/, '');
const [remote, shell, contracts] = await Promise.all([
  json(manifestUrl, "the remote's manifest"),
  json(`${siteUrl}/mf-manifest.json`, "the shell's manifest"),
  json(`${siteUrl}/federation-contracts.json`, "the site's federation contracts"),
]);

const problems = [];
const name = remote.name;
const build = remote.metaData?.buildInfo
  ? `${remote.metaData.buildInfo.buildName}@${remote.metaData.buildInfo.buildVersion}`
  : name;
const expected = contracts[name];
if (!expected) {
  problems.push(`"${name}" is not a remote this site loads (it loads ${Object.keys(contracts).join(', ')}).`);
} else {
  const exposed = new Set((remote.exposes ?? []).map((expose) => expose.path));
  for (const path of Object.keys(expected)) {
    if (!exposed.has(path)) problems.push(`it does not expose ${path}, which the site loads from ${name}.`);
  }
}
const provided = new Map((shell.shared ?? []).map((shared) => [shared.name, shared.version]));
for (const shared of remote.shared ?? []) {
  if (!shared.singleton || typeof shared.requiredVersion !== 'string') continue;
  const version = provided.get(shared.name);
  if (version === undefined) continue; // the shell does not share it: the remote uses its own copy
  if (!satisfy(version, shared.requiredVersion)) {
    problems.push(
      `it needs ${shared.name} ${shared.requiredVersion}, but the running shell provides ${version}: ` +
        `deploy a shell built with ${shared.name} ${shared.requiredVersion} first, or build the remote against ${version}.`,
    );
  }
}

if (problems.length > 0) {
  console.error(`✖ ${build} (${manifestUrl}) cannot run in the site at ${siteUrl}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
const shared = (remote.shared ?? [])
  .filter((s) => s.singleton && provided.has(s.name))
  .map((s) => `${s.name} ${provided.get(s.name)}`);
console.log(
  `✔ ${build} can run in the site at ${siteUrl}: exposes ${Object.keys(expected).join(', ')}; shell provides ${shared.join(', ')}.`,
);
