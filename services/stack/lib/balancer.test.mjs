// The replicas mode's local balancer: round robin per request, bodies and event streams passed on
// as they come (nothing buffered), headers left alone, a refused replica skipped (a request with a
// body too, replayed from the bytes kept as they streamed through).
import assert from 'node:assert/strict';
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import { after, test } from 'node:test';
import { keepBody, REPLAY_LIMIT_BYTES, startBalancer } from './balancer.mjs';
import { freePort } from './stack.mjs';

const servers = [];
after(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/**
 * A replica that echoes its name, the request's method, path, headers and body; /stream is an event
 * stream it holds open; /first-chunk answers with the body's first chunk as soon as it arrives.
 */
async function replica(name) {
  const server = http.createServer((req, res) => {
    if (req.url === '/first-chunk') {
      req.once('data', (chunk) => res.end(chunk));
      return;
    }
    if (req.url === '/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: first\n\n');
      req.on('close', () => res.end());
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.end(JSON.stringify({ name, method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { name, port: server.address().port };
}

test('alternates between the replicas per request and names the one that answered', async () => {
  const balancer = await startBalancer({ replicas: [await replica('api-1'), await replica('api-2')] });
  try {
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${balancer.url}/x?y=1`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '203.0.113.9', cookie: 'sid=s' },
        body: `body ${i}`,
      });
      const echo = await res.json();
      assert.equal(res.headers.get('x-served-by'), echo.name);
      assert.deepEqual(res.headers.getSetCookie(), ['a=1', 'b=2']);
      assert.equal(echo.url, '/x?y=1');
      assert.equal(echo.body, `body ${i}`);
      // The headers as the client sent them: nothing added, the client's address left as it came.
      assert.equal(echo.headers['x-forwarded-for'], '203.0.113.9');
      assert.equal(echo.headers.cookie, 'sid=s');
      assert.equal(echo.headers.host, new URL(balancer.url).host);
      answers.push(echo.name);
    }
    assert.deepEqual(answers, ['api-1', 'api-2', 'api-1', 'api-2']);
    assert.deepEqual(balancer.counts, { 'api-1': 2, 'api-2': 2 });
  } finally {
    await balancer.close();
  }
});

test('passes an event stream on as it comes, and ends the replica side when the client goes', async () => {
  const upstream = await replica('events-1');
  const balancer = await startBalancer({ replicas: [upstream] });
  try {
    const first = await new Promise((resolve, reject) => {
      const req = http.get(`${balancer.url}/stream`, (res) => {
        res.setEncoding('utf8');
        // The stream never ends on its own: this chunk arrives only if nothing is buffered.
        res.once('data', (chunk) => {
          req.destroy();
          resolve({ chunk, type: res.headers['content-type'], servedBy: res.headers['x-served-by'] });
        });
      });
      req.on('error', reject);
    });
    assert.deepEqual(first, { chunk: 'event: first\n\n', type: 'text/event-stream', servedBy: 'events-1' });
  } finally {
    await balancer.close();
  }
});

test('appends its replica to one named by a balancer further in', async () => {
  const inner = await startBalancer({ replicas: [await replica('auth-2')] });
  const innerReplica = { name: 'gateway-1', port: inner.port };
  const outer = await startBalancer({ replicas: [innerReplica] });
  try {
    const res = await fetch(`${outer.url}/`);
    await res.arrayBuffer();
    assert.equal(res.headers.get('x-served-by'), 'auth-2, gateway-1');
  } finally {
    await outer.close();
    await inner.close();
  }
});

test('skips a replica that refuses the connection; 502 when none answers', async () => {
  const down = { name: 'down-1', port: await freePort() };
  const balancer = await startBalancer({ replicas: [down, await replica('up-2')] });
  try {
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${balancer.url}/`);
      assert.equal(res.status, 200);
      assert.equal((await res.json()).name, 'up-2');
    }
  } finally {
    await balancer.close();
  }
  const none = await startBalancer({ replicas: [down] });
  try {
    const res = await fetch(`${none.url}/`);
    assert.equal(res.status, 502);
    await res.arrayBuffer();
  } finally {
    await none.close();
  }
});

test('skips a refusing replica for the next one in line even while other requests move the turn on', async () => {
  const down = { name: 'down-1', port: await freePort() };
  const balancer = await startBalancer({ replicas: [down, await replica('up-2')] });
  try {
    // Many at once (a killed gateway's streams all opening again): each retry takes the replica after
    // the one that refused it, not whichever the shared turn points at by then.
    const statuses = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const res = await fetch(`${balancer.url}/`);
        await res.arrayBuffer();
        return res.status;
      }),
    );
    assert.deepEqual([...new Set(statuses)], [200]);
  } finally {
    await balancer.close();
  }
});

test('replays a refused request with a body on the next replica, its body intact', async () => {
  const down = { name: 'down-1', port: await freePort() };
  const balancer = await startBalancer({ replicas: [down, await replica('up-2')] });
  try {
    // Many at once, as a killed gateway's users all post again: each is refused by down-1, whose
    // process never saw it, and lands on up-2 with the bytes it was sent with.
    const bodies = Array.from({ length: 50 }, (_, i) => `post ${i} ${'x'.repeat(i * 1000)}`);
    const echoes = await Promise.all(
      bodies.map(async (body) => {
        const res = await fetch(`${balancer.url}/posts`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body,
        });
        assert.equal(res.status, 200);
        return res.json();
      }),
    );
    assert.deepEqual(
      echoes.map((echo) => [echo.name, echo.method, echo.body]),
      bodies.map((body) => ['up-2', 'POST', body]),
    );
    // A body streamed in chunks (no content-length) is replayed whole too.
    const chunked = await new Promise((resolve, reject) => {
      const req = http.request(`${balancer.url}/posts`, { method: 'PUT' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      });
      req.on('error', reject);
      req.write('first ');
      setTimeout(() => req.end('second'), 50);
    });
    assert.deepEqual(
      [chunked.name, chunked.headers['transfer-encoding'], chunked.body],
      ['up-2', 'chunked', 'first second'],
    );
  } finally {
    await balancer.close();
  }
});

test('keeps a body for its replay up to REPLAY_LIMIT_BYTES, and nothing of a longer one', async () => {
  const keep = async (sizes) => {
    const source = new PassThrough();
    const kept = keepBody(source);
    for (const size of sizes) source.write(Buffer.alloc(size, 'x'));
    source.end();
    await finished(source.resume());
    return { bytes: Buffer.concat(kept.chunks).length, replayable: kept.replayable };
  };
  assert.deepEqual(await keep([REPLAY_LIMIT_BYTES / 2, REPLAY_LIMIT_BYTES / 2]), {
    bytes: REPLAY_LIMIT_BYTES,
    replayable: true,
  });
  // One byte more and the copy is dropped: a refusal after that is answered 502, as without a replay.
  assert.deepEqual(await keep([REPLAY_LIMIT_BYTES / 2, REPLAY_LIMIT_BYTES / 2, 1]), { bytes: 0, replayable: false });
});

test('streams a request body to the replica as it comes, without waiting for its end', async () => {
  const balancer = await startBalancer({ replicas: [await replica('api-1')] });
  try {
    const first = await new Promise((resolve, reject) => {
      const req = http.request(`${balancer.url}/first-chunk`, { method: 'POST' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          req.destroy();
          resolve(text);
        });
      });
      req.on('error', reject);
      // The body never ends: the replica answers only if this chunk reached it unbuffered.
      req.write('only this');
    });
    assert.equal(first, 'only this');
  } finally {
    await balancer.close();
  }
});
