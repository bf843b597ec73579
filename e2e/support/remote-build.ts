import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './server';

const deploy =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('../../packages/rspack-config/src/deploy.cjs') as typeof import('../../packages/rspack-config/src/deploy-types');
export const deployBuild = deploy.deployBuild;

export const FRONTEND_DIRS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-blog', 'mf-admin'] as const;

/** Runs a command to completion; rejects with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * A WEB_ROOT of its own for one test site: the front ends' real folders linked in, except those
 * named in `own`, whose dist/ is a private copy the test can redeploy without touching the
 * repository's builds (which other test files are using at the same time).
 */
export function privateWebRoot(own: ReadonlyArray<(typeof FRONTEND_DIRS)[number]>): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-webroot-'));
  for (const dir of FRONTEND_DIRS) {
    if (own.includes(dir)) {
      deployBuild(path.join(ROOT, dir, 'dist'), path.join(webRoot, dir, 'dist'));
    } else {
      fs.symlinkSync(path.join(ROOT, dir), path.join(webRoot, dir), 'dir');
    }
  }
  return webRoot;
}

/**
 * A production build of a copy of the front end in `dir` with `edits` applied to its sources
 * (file relative to the app → [text, replacement]), built, compressed and left in the copy's
 * .build/, as `npm run build` does before it publishes. The copy lives inside the repository
 * (in .e2e-work/, ignored by git) so its packages resolve as the real app's do. Returns the build folder.
 */
export async function buildEditedCopy(dir: string, edits: Record<string, [string, string]>): Promise<string> {
  const work = path.join(ROOT, '.e2e-work');
  fs.mkdirSync(work, { recursive: true });
  const copy = fs.mkdtempSync(path.join(work, `${dir}-`));
  for (const part of ['src', 'rspack.config.mjs', 'package.json', 'tsconfig.json']) {
    fs.cpSync(path.join(ROOT, dir, part), path.join(copy, part), { recursive: true });
  }
  for (const [file, [text, replacement]] of Object.entries(edits)) {
    const target = path.join(copy, file);
    const source = fs.readFileSync(target, 'utf8');
    if (!source.includes(text)) throw new Error(`${dir}/${file} no longer contains ${JSON.stringify(text)}`);
    fs.writeFileSync(target, source.replace(text, replacement));
  }
  await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'],
    { cwd: copy },
  );
  await run(process.execPath, [path.join(ROOT, 'scripts/compress-dist.mjs'), '.build'], { cwd: copy });
  return path.join(copy, '.build');
}

/** Removes a copy made by buildEditedCopy (given its build folder). */
export function removeCopy(buildDir: string): void {
  fs.rmSync(path.dirname(buildDir), { recursive: true, force: true });
}
