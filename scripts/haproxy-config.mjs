// The one haproxy configuration of the cluster: `npm run start:cluster`, its test
// (api/test/cluster.test.ts) and the cluster bench run the same shape.

/**
 * Round robin over API instances on loopback, each told the client's address through
 * `X-Forwarded-For` (they trust one hop: TRUST_PROXY=1), every reply naming the instance that
 * served it (`X-Served-By`), and, with `healthChecks`, instances checked on /api/health.
 */
export function haproxyConfig({ host = '127.0.0.1', port, instancePorts, healthChecks = false }) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  option forwardfor',
    'frontend shop',
    `  bind ${host.includes(':') ? `[${host}]` : host}:${port}`,
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    ...(healthChecks ? ['  option httpchk GET /api/health'] : []),
    '  http-response set-header X-Served-By %[srv_name]',
    ...instancePorts.map(
      (instancePort, index) =>
        `  server api${index + 1} 127.0.0.1:${instancePort}${healthChecks ? ' check inter 10s' : ''}`,
    ),
    '',
  ].join('\n');
}
