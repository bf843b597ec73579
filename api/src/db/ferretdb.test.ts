import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFerretdb } from './ferretdb';

describe('findFerretdb', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ogulf-find-'));
  });

  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  async function executable(file: string): Promise<string> {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, '#!/bin/sh\n', { mode: 0o755 });
    return file;
  }

  it('prefers a ferretdb on PATH', async () => {
    const onPath = await executable(path.join(dir, 'bin', 'ferretdb'));
    await executable(path.join(dir, 'home', 'go', 'bin', 'ferretdb'));
    expect(await findFerretdb({ PATH: path.join(dir, 'bin'), HOME: path.join(dir, 'home') })).toBe(onPath);
  });

  it('falls back to ~/go/bin, where go install puts it', async () => {
    const inHome = await executable(path.join(dir, 'home', 'go', 'bin', 'ferretdb'));
    expect(await findFerretdb({ PATH: path.join(dir, 'empty'), HOME: path.join(dir, 'home') })).toBe(inHome);
  });

  it('asks go for its GOPATH when go is installed', async () => {
    const gopath = path.join(dir, 'gopath');
    const inGopath = await executable(path.join(gopath, 'bin', 'ferretdb'));
    await executable(path.join(dir, 'bin', 'go'));
    await fs.writeFile(path.join(dir, 'bin', 'go'), `#!/bin/sh\necho ${gopath}\n`, { mode: 0o755 });
    expect(await findFerretdb({ PATH: path.join(dir, 'bin'), HOME: path.join(dir, 'home') })).toBe(inGopath);
  });

  it('ignores files that are not executable and answers undefined when nothing is found', async () => {
    await fs.mkdir(path.join(dir, 'bin'));
    await fs.writeFile(path.join(dir, 'bin', 'ferretdb'), 'not a program', { mode: 0o644 });
    expect(await findFerretdb({ PATH: path.join(dir, 'bin'), HOME: path.join(dir, 'home') })).toBeUndefined();
  });
});
