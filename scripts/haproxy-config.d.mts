/** Types of `haproxy-config.mjs` for the TypeScript that uses it (the cluster test). */
export declare function haproxyConfig(options: {
  host?: string;
  port: number;
  instancePorts: readonly number[];
  healthChecks?: boolean;
}): string;
