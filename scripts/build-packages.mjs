// Builds the shared packages the API loads compiled (their CommonJS dist/) when missing or older
// than their sources. Jest's global set-up runs outside its module map, so the API code it loads
// (the seed data, for the pictures) needs them built, which a fresh clone has not yet done.
import { run, staleCompiledPackages } from './lib.mjs';

for (const pkg of staleCompiledPackages()) {
  run('npm', ['run', 'build', '-w', pkg]);
}
