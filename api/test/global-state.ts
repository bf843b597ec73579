import type { EmbeddedDatabase } from '../src/db/embedded';

/** What global-setup hands to global-teardown (both run in jest's parent process). */
export interface TestDatabaseHandle {
  database: EmbeddedDatabase;
  dataDir: string;
}

declare global {
  // `var` is required for a property of globalThis.
  var __apiTestDatabase: TestDatabaseHandle | undefined;
  /** The data folder holding the catalogue's drawn pictures (TEST_SHOP_DATA_DIR). */
  var __apiTestShopDataDir: string | undefined;
}
