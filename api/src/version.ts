import fs from 'node:fs';
import path from 'node:path';

/**
 * Version of the API package. Read from disk rather than imported so the same code works from
 * `src/` and `dist/` (both sit one level below package.json).
 */
export const version: string = readVersion();

function readVersion(): string {
  try {
    const pkg: unknown = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
    const value = typeof pkg === 'object' && pkg !== null ? (pkg as Record<string, unknown>)['version'] : undefined;
    return typeof value === 'string' ? value : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
