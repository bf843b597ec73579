import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { deployBuild, DEPLOY_LOG } = require('./deploy.cjs') as typeof import('./deploy-types');

const HOUR = 60 * 60 * 1000;
let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-deploy-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A remote build whose chunks carry `hash`, written to a folder of its own. */
function build(name: string, hash: string, extra: Record<string, string> = {}): string {
  const dir = path.join(work, name);
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ build: hash, chunks: [`pages.${hash}.js`] }),
    'remoteEntry.js': `/* entry ${hash} */`,
    [`pages.${hash}.js`]: `/* pages ${hash} */`,
    [`pages.${hash}.js.br`]: 'br',
    [`assets/hero.${hash}.webp`]: 'img',
    ...extra,
  };
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  return dir;
}

const served = (file: string) => path.join(work, 'dist', file);
const has = (file: string) => fs.existsSync(served(file));

describe('deployBuild', () => {
  it("publishes a build and keeps the previous build's hashed files for tabs still running it", () => {
    const dist = path.join(work, 'dist');
    deployBuild(build('one', 'aaaaaaaaaa'), dist, { now: 0 });
    deployBuild(build('two', 'bbbbbbbbbb'), dist, { now: HOUR });
    expect(fs.readFileSync(served('remoteEntry.js'), 'utf8')).toBe('/* entry bbbbbbbbbb */');
    expect(JSON.parse(fs.readFileSync(served('mf-manifest.json'), 'utf8')).build).toBe('bbbbbbbbbb');
    for (const hash of ['aaaaaaaaaa', 'bbbbbbbbbb']) {
      expect(has(`pages.${hash}.js`)).toBe(true);
      expect(has(`pages.${hash}.js.br`)).toBe(true);
      expect(has(`assets/hero.${hash}.webp`)).toBe(true);
    }
    // No temporary file is left behind.
    expect(fs.readdirSync(dist).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('prunes a build only when it is older than a day and three newer builds were deployed', () => {
    const dist = path.join(work, 'dist');
    deployBuild(build('one', 'aaaaaaaaaa'), dist, { now: 0 });
    deployBuild(build('two', 'bbbbbbbbbb'), dist, { now: 1 * HOUR });
    deployBuild(build('three', 'cccccccccc'), dist, { now: 2 * HOUR });
    deployBuild(build('four', 'dddddddddd'), dist, { now: 3 * HOUR });
    // Four builds within a day: all kept.
    expect(has('pages.aaaaaaaaaa.js')).toBe(true);
    const result = deployBuild(build('five', 'eeeeeeeeee'), dist, { now: 25 * HOUR });
    // The first two are a day old or more and not among the last three: gone, with their siblings.
    expect(result.pruned.sort()).toEqual(
      ['aaaaaaaaaa', 'bbbbbbbbbb']
        .flatMap((hash) => [`assets/hero.${hash}.webp`, `pages.${hash}.js`, `pages.${hash}.js.br`])
        .sort(),
    );
    for (const hash of ['cccccccccc', 'dddddddddd', 'eeeeeeeeee']) expect(has(`pages.${hash}.js`)).toBe(true);
    const log = JSON.parse(fs.readFileSync(served(DEPLOY_LOG), 'utf8')) as Array<{ at: number }>;
    expect(log.map((d) => d.at)).toEqual([2 * HOUR, 3 * HOUR, 25 * HOUR]);
  });

  it('keeps the last three builds however old they are', () => {
    const dist = path.join(work, 'dist');
    deployBuild(build('one', 'aaaaaaaaaa'), dist, { now: 0 });
    deployBuild(build('two', 'bbbbbbbbbb'), dist, { now: 100 * HOUR });
    deployBuild(build('three', 'cccccccccc'), dist, { now: 200 * HOUR });
    for (const hash of ['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc']) expect(has(`pages.${hash}.js`)).toBe(true);
  });

  it('counts a folder deployed before the log existed as one build and keeps it', () => {
    const dist = path.join(work, 'dist');
    fs.cpSync(build('old', 'ffffffffff'), dist, { recursive: true });
    deployBuild(build('new', 'aaaaaaaaaa'), dist);
    expect(has('pages.ffffffffff.js')).toBe(true);
    expect(fs.readFileSync(served('remoteEntry.js'), 'utf8')).toBe('/* entry aaaaaaaaaa */');
  });

  it('refuses a folder that is not a build and changes nothing', () => {
    const dist = path.join(work, 'dist');
    deployBuild(build('one', 'aaaaaaaaaa'), dist, { now: 0 });
    const empty = path.join(work, 'empty');
    fs.mkdirSync(empty);
    fs.writeFileSync(path.join(empty, 'pages.bbbbbbbbbb.js'), 'x');
    expect(() => deployBuild(empty, dist)).toThrow(/not a build/);
    expect(has('pages.bbbbbbbbbb.js')).toBe(false);
    expect(fs.readFileSync(served('remoteEntry.js'), 'utf8')).toBe('/* entry aaaaaaaaaa */');
  });
});
