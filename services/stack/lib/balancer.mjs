// A small round-robin HTTP balancer for the replicas mode (`npm start -- --replicas 2`): one in
// front of each pair of processes, as a Kubernetes Service is in front of a Deployment's pods.
// It forwards each request (not each connection) to the next replica, streams bodies both ways
// without buffering (event streams included), and leaves the headers as they came, so the
// processes behind it see what they would see without it. Plain node:http, no dependencies.
import http from 'node:http';

/** Headers of one hop only (RFC 9110, 7.6.1): never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The response header naming the replicas that answered, innermost first ("auth-2, gateway-1"). */
export const SERVED_BY_HEADER = 'x-served-by';

function forwardable(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

function hasBody(req) {
  return req.headers['content-length'] !== undefined
    ? req.headers['content-length'] !== '0'
    : req.headers['transfer-encoding'] !== undefined;
}

/**
 * Starts a balancer on 127.0.0.1:`port` (0 = any) in front of `replicas` ([{ name, port }]).
 * A replica that refuses the connection is skipped for the next one (a process restarting);
 * when none answers, 502. Resolves with { port, url, counts (requests per replica name), close() }.
 */
export async function startBalancer({ port = 0, replicas }) {
  if (replicas.length === 0) throw new Error('a balancer needs at least one replica');
  const agent = new http.Agent({ keepAlive: true });
  const counts = Object.fromEntries(replicas.map((replica) => [replica.name, 0]));
  let next = 0;

  // `from`: the replica that refused this request's last attempt; its retry takes the one after it
  // (the shared turn has moved on with other requests meanwhile and may point back at the refusing one).
  const forward = (req, res, attempt, from) => {
    const index = from === undefined ? next++ % replicas.length : (from + 1) % replicas.length;
    const replica = replicas[index];
    const upstream = http.request({
      host: '127.0.0.1',
      port: replica.port,
      method: req.method,
      path: req.url,
      headers: forwardable(req.headers),
      agent,
    });
    upstream.on('response', (answer) => {
      counts[replica.name] += 1;
      const headers = forwardable(answer.headers);
      const inner = answer.headers[SERVED_BY_HEADER];
      headers[SERVED_BY_HEADER] = inner ? `${inner}, ${replica.name}` : replica.name;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      // At once: an event stream's headers must reach the browser before its first event.
      res.flushHeaders();
      answer.on('error', () => res.destroy());
      answer.pipe(res);
    });
    upstream.on('error', (err) => {
      // Refused: the next replica may take a request without a body (one already read cannot be replayed).
      if (err.code === 'ECONNREFUSED' && attempt + 1 < replicas.length && !hasBody(req)) {
        forward(req, res, attempt + 1, index);
        return;
      }
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`No replica answered: ${err.message}\n`);
      } else {
        res.destroy();
      }
    });
    // The client went away (a closed event stream): end the replica's side too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    if (hasBody(req)) {
      req.pipe(upstream);
    } else {
      req.resume();
      upstream.end();
    }
  };

  const server = http.createServer((req, res) => forward(req, res, 0));
  // Event streams stay open for as long as the session: no idle timeouts on this side.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: boundPort,
    url: `http://127.0.0.1:${boundPort}`,
    counts,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
