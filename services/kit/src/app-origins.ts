/**
 * Where the browser uses the app, for flows that leave it and come back (OAuth redirects, hosted
 * checkout): a flow returns to the origin it started on when that origin is trusted, since the
 * browser's cookies (the session's, a flow's) belong to that origin only.
 */
export interface AppOrigins {
  publicOrigin: string;
  /** PUBLIC_ORIGIN and, in local mode, its localhost/127.0.0.1 twin. */
  trusted: string[];
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/** Local mode: the app answers on localhost and 127.0.0.1 alike; a person may open either. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [origin];
  return LOOPBACK_HOSTS.map((host) => {
    const alias = new URL(origin);
    alias.hostname = host;
    return alias.origin;
  });
}

export function appOrigins(publicOrigin: string, localMode: boolean): AppOrigins {
  const origin = new URL(publicOrigin).origin;
  return { publicOrigin: origin, trusted: localMode ? loopbackAliases(origin) : [origin] };
}

/** The origin a browser request came from (its `Origin` header) when it is one of ours, else PUBLIC_ORIGIN. */
export function trustedOriginOf(origins: AppOrigins, requestOrigin: string | undefined): string {
  return requestOrigin && origins.trusted.includes(requestOrigin) ? requestOrigin : origins.publicOrigin;
}
