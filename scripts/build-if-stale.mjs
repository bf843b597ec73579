// Builds every workspace whose output is older than its sources (used by the e2e set-up and bench).
import { ensureInstalledAndBuilt } from './lib.mjs';

ensureInstalledAndBuilt();
