/** Types of `processes.mjs` for the TypeScript that uses it (the browser tests' support, the cluster test). */
import type { ChildProcess } from 'node:child_process';

export declare function freePort(): Promise<number>;

export declare function waitFor(url: string, child: ChildProcess, timeoutMs?: number): Promise<void>;

export declare function stop(child: ChildProcess): Promise<void>;

export interface RunningSite {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

export declare function startSite(
  root: string,
  options?: {
    prefix?: string;
    env?: Record<string, string | undefined>;
    stdio?: 'ignore' | 'inherit';
    timeoutMs?: number;
  },
): Promise<RunningSite>;
