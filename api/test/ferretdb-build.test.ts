import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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
let home: string;
const started: EmbeddedDatabase[] = [];

beforeAll(() => {
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'ogulf-fresh-home-'));
  if (go === undefined) return;
  // Go's caches stay where they are (a fresh machine downloads the module first: see the README).
  const caches = execFileSync(go, ['env', 'GOMODCACHE', 'GOCACHE'], { encoding: 'utf8' }).trim().split('\n');
  // A machine where FerretDB was never installed: no ferretdb on PATH, a GOPATH and home of its own.
  process.env['PATH'] = (process.env['PATH'] ?? '')
    .split(path.delimiter)
    .filter((dir) => !fs.existsSync(path.join(dir, 'ferretdb')))
    .join(path.delimiter);
  process.env['HOME'] = home;
  process.env['GOPATH'] = path.join(home, 'go');
  process.env['GOMODCACHE'] = caches[0];
  process.env['GOCACHE'] = caches[1];
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
    const log = createLogger('warn', { out: (line) => lines.push(line), err: (line) => lines.push(line) });
    const [first, second] = await Promise.all(
      ['a', 'b'].map((name) =>
        startEmbeddedDatabase({ dataDir: path.join(home, `data-${name}`), log }).then(
          (database) => (started.push(database), database),
        ),
      ),
    );
    const binary = path.join(home, 'go', 'bin', 'ferretdb');
    expect(first?.kind).toBe('ferretdb');
    expect(second?.kind).toBe('ferretdb');
    expect(fs.statSync(binary).mode & 0o111).not.toBe(0);
    // Each start said what it was doing and where the binary went; one of them waited for the other.
    expect(lines.filter((line) => line.includes('Building FerretDB 1.24.2 (first start only, about'))).toHaveLength(2);
    expect(lines.filter((line) => line.includes(`installed at ${binary}`))).toHaveLength(2);
    // Both servers are that binary, answering.
    for (const database of [first, second]) {
      const client = new mongoose.mongo.MongoClient(database?.uri ?? '', { serverSelectionTimeoutMS: 5000 });
      try {
        expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
      } finally {
        await client.close();
      }
      expect(fs.readFileSync(`/proc/${database?.pid}/cmdline`, 'utf8').split('\0')[0]).toBe(binary);
    }
  });
});
