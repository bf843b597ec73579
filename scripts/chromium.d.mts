/** Types of `chromium.mjs` for the TypeScript that uses it (the browser tests' configuration). */
export declare const CHROMIUM: string;
export declare const CHROMIUM_ARGS: string[];
export declare function launchChromium(prefix: string): Promise<{
  context: import('playwright-core').BrowserContext;
  page: import('playwright-core').Page;
  close(): Promise<void>;
}>;
