import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded';
import { findGo } from '../src/db/ferretdb';
import { createLogger } from '../src/http/logger';
import { removeDir } from './helpers';

// Builds FerretDB with Go (from Go's warm caches: seconds, not the minutes of a fresh machine).
jest.setTimeout(300_000);

const go = findGo();
const saved = { ...process.env };
/** Go's own settings, kept when HOME and GOPATH move (a machine may set them in $HOME/.config/go/env). */
const GO_SETTINGS = ['GOENV', 'GOMODCACHE', 'GOCACHE', 'GOPROXY', 'GOSUMDB', 'GONOSUMDB', 'GOPRIVATE', 'GONOPROXY'];
const GO_SETTINGS_MORE = ['GOINSECURE', 'GOFLAGS', 'GOTOOLCHAIN'];
let home: string;
const started: EmbeddedDatabase[] = [];

beforeAll(() => {
  // Beside the project rather than in the system's temporary folder, which some machines mount noexec.
  const parent = path.resolve(__dirname, '../../node_modules/.cache');
  fs.mkdirSync(parent, { recursive: true });
  home = fs.mkdtempSync(path.join(parent, 'ogulf-fresh-home-'));
  if (go === undefined) return;
  const names = [...GO_SETTINGS, ...GO_SETTINGS_MORE, 'GOPATH'];
  const values = execFileSync(go, ['env', ...names], { encoding: 'utf8' }).split('\n');
  const settings = Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
  // A machine where FerretDB was never installed: no ferretdb on PATH, a GOPATH and home of its own,
  // with Go itself still on PATH (through a folder of its own if its folder also holds a ferretdb).
  const goBin = path.join(home, 'go-on-path');
  fs.mkdirSync(goBin);
  fs.symlinkSync(go, path.join(goBin, 'go'));
  process.env['PATH'] = [
    goBin,
    ...(process.env['PATH'] ?? '').split(path.delimiter).filter((dir) => !fs.existsSync(path.join(dir, 'ferretdb'))),
  ].join(path.delimiter);
  process.env['HOME'] = home;
  process.env['GOPATH'] = path.join(home, 'go');
  for (const name of [...GO_SETTINGS, ...GO_SETTINGS_MORE]) if (settings[name]) process.env[name] = settings[name];
  // The checksum database's verified tree head lives under GOPATH: without it Go would have to ask
  // sum.golang.org again for a module already in its cache.
  const sumdb = path.join(settings['GOPATH']?.split(path.delimiter)[0] ?? '', 'pkg', 'sumdb');
  if (fs.existsSync(sumdb)) fs.cpSync(sumdb, path.join(home, 'go', 'pkg', 'sumdb'), { recursive: true });
});

afterAll(async () => {
  await Promise.all(started.map((database) => database.stop()));
  process.env = saved;
  await removeDir(home);
});

describe('the first start on a machine without FerretDB', () => {
  it('builds FerretDB once with the installer, even when two start at once, and runs it', async () => {
    if (go === undefined) return; // without Go the server falls back to mongod (embedded-database.test.ts)
    const lines: string[] = [];
    const log = createLogger('debug', { out: (line) => lines.push(line), err: (line) => lines.push(line) });
    const starts = await Promise.allSettled(
      ['a', 'b'].map((name) =>
        startEmbeddedDatabase({ dataDir: path.join(home, `data-${name}`), log }).then(
          (database) => (started.push(database), database),
        ),
      ),
    );
    const [first, second] = starts.map((start) => (start.status === 'fulfilled' ? start.value : undefined));
    if (first?.kind !== 'ferretdb' || second?.kind !== 'ferretdb') {
      // What the installer printed is the only clue on a machine nobody can log into.
      const reasons = starts.map((start) => (start.status === 'rejected' ? String(start.reason) : start.value.kind));
      throw new Error(`FerretDB was not built and started: ${reasons.join(' / ')}\n${lines.join('\n')}`);
    }
    const binary = path.join(home, 'go', 'bin', 'ferretdb');
    expect(fs.statSync(binary).mode & 0o111).not.toBe(0);
    // Each start said what it was doing and where the binary went (at warn level, shown even in the
    // test set-ups' quiet logs); one of them waited for the other.
    const warnings = lines.filter((line) => line.includes('"level":"warn"'));
    expect(warnings.filter((line) => line.includes('Building FerretDB 1.24.2 (first start only, about'))).toHaveLength(
      2,
    );
    expect(warnings.filter((line) => line.includes(`installed at ${binary}`))).toHaveLength(2);
    // Both servers are that binary, answering.
    for (const database of [first, second]) {
      const client = new mongoose.mongo.MongoClient(database.uri, { serverSelectionTimeoutMS: 5000 });
      try {
        expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
      } finally {
        await client.close();
      }
      expect(fs.readFileSync(`/proc/${database.pid}/cmdline`, 'utf8').split('\0')[0]).toBe(binary);
    }
  });
});
