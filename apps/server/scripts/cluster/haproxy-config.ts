export interface ProxySettings {
  /** Where clients reach the cluster. */
  host: string;
  port: number;
  /** The instances' loopback ports, in order; servers are named app1, app2, … */
  instancePorts: number[];
}

/**
 * HAProxy in front of the instances: round robin without sticky sessions, an instance taken out
 * after three failed `/healthz` checks a second apart (a check may take 3 s: a busy instance is not
 * a dead one) and back after two, a request whose connection
 * to a dead instance fails sent to another (only a failed connection is retried: a request an
 * instance may have begun to carry out is never sent twice), `X-Forwarded-For` / `-Proto` set (the client's own replaced) for
 * the instances, which trust them from loopback only (TRUST_PROXY). Each request is logged to
 * standard output with the instance that answered it.
 */
export function haproxyConfig({ host, port, instancePorts }: ProxySettings): string {
  const servers = instancePorts.map(
    (instancePort, index) => `  server app${index + 1} 127.0.0.1:${instancePort} check inter 1s fall 3 rise 2`,
  );
  return [
    'global',
    '  log stdout format raw local0 info',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  option dontlognull',
    '  timeout connect 2s',
    '  timeout check 3s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout http-request 30s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    '',
    'frontend credit',
    `  bind ${host}:${port}`,
    // The client's own X-Forwarded-For is replaced, never extended: the instances trust loopback,
    // and a client on this machine would otherwise name its own address through it.
    '  http-request set-header X-Forwarded-For %[src]',
    '  http-request set-header X-Forwarded-Proto http',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    ...servers,
    '',
  ].join('\n');
}
