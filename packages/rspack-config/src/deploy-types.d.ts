// Types of the CommonJS modules beside this file, for their tests (the modules are plain JavaScript
// so the root scripts can run them with Node directly).
import type { Server, RequestListener } from 'node:http';

export const DEPLOY_LOG: string;
export function deployBuild(
  from: string,
  to: string,
  options?: { now?: number; keepBuilds?: number; keepMs?: number },
): { copied: number; replaced: number; pruned: string[]; builds: number };
export function distHandler(root: string): RequestListener;
export function createDistServer(root: string): Server;
