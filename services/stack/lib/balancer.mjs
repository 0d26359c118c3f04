// A small round-robin HTTP balancer for the replicas mode (`npm start -- --replicas 2`): one in
// front of each pair of processes, as a Kubernetes Service is in front of a Deployment's pods.
// It forwards each request (not each connection) to the next replica, streams bodies both ways
// without buffering (event streams included), and leaves the headers as they came, so the
// processes behind it see what they would see without it. A replica that refuses the connection
// (a process just killed or restarting) never saw the request, so it goes to the next one, a body
// included: the first REPLAY_LIMIT_BYTES of a body are kept as they stream through (still sent on
// at once) and replayed; a longer body is not kept and meets a 502, as it would without a replay.
// Plain node:http, no dependencies.
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

/** A request body up to this size is kept while it streams through, to replay it on a refusal. */
export const REPLAY_LIMIT_BYTES = 1024 * 1024;

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
 * Keeps a copy of `req`'s body as it is read (by the pipe to a replica, which it neither waits for
 * nor slows), up to REPLAY_LIMIT_BYTES; past that it drops the copy and `replayable` turns false.
 */
export function keepBody(req) {
  const kept = { chunks: [], bytes: 0, replayable: true };
  req.on('data', (chunk) => {
    if (!kept.replayable) return;
    kept.bytes += chunk.length;
    if (kept.bytes > REPLAY_LIMIT_BYTES) {
      kept.replayable = false;
      kept.chunks = [];
    } else {
      kept.chunks.push(chunk);
    }
  });
  return kept;
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
  // `body`: the copy keepBody makes of a request with a body, for its replay.
  const forward = (req, res, body, attempt, from) => {
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
      // Refused: the replica never saw the request, the next one takes it (a body from its kept copy).
      if (err.code === 'ECONNREFUSED' && attempt + 1 < replicas.length && (!body || body.replayable)) {
        forward(req, res, body, attempt + 1, index);
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
    if (body) {
      // A replay: the bytes read so far (the refused pipe is already undone), then the rest as it comes.
      for (const chunk of body.chunks) upstream.write(chunk);
      if (req.readableEnded) upstream.end();
      else req.pipe(upstream);
    } else {
      req.resume();
      upstream.end();
    }
  };

  const server = http.createServer((req, res) => forward(req, res, hasBody(req) ? keepBody(req) : undefined, 0));
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
