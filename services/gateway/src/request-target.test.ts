import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { gatewayFixture } from './harness.test.util';
import { isRoutableTarget } from './request-target';

/** An HTTP server that answers 200 and records every request line it gets: a would-be SSRF victim. */
async function startRecorder(): Promise<{ url: string; targets: string[]; close: () => Promise<void> }> {
  const targets: string[] = [];
  const server = http.createServer((req, res) => {
    targets.push(`${req.method} ${req.url}`);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ reached: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    targets,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Sends a request line exactly as given (supertest and fetch normalize the target first). */
function rawRequest(baseUrl: string, method: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      const body = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? '' : '{}';
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n` +
          (body ? `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` : '') +
          `\r\n${body}`,
      );
    });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}

const recorder: { current?: Awaited<ReturnType<typeof startRecorder>> } = {};
const victim: { current?: Awaited<ReturnType<typeof startRecorder>> } = {};
const fx = gatewayFixture({
  services: ['auth'],
  env: async () => {
    recorder.current = await startRecorder();
    victim.current = await startRecorder();
    return { SETTINGS_SERVICE_URL: recorder.current.url };
  },
});

afterAll(async () => {
  await recorder.current?.close();
  await victim.current?.close();
});

beforeEach(() => {
  recorder.current!.targets.length = 0;
  victim.current!.targets.length = 0;
});

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

describe('request targets the gateway refuses (SSRF)', () => {
  const attacks = (victimUrl: string): Array<[string, string]> => [
    ['absolute form to another host', `${victimUrl}api/settings/x`],
    ['absolute form with dot segments', `${victimUrl}api/settings/../../mailbox`],
    ['dot segments', '/api/settings/../../mailbox'],
    ['a single dot segment', '/api/settings/./x'],
    ['encoded dot segments', '/api/settings/%2e%2e/%2E%2E/mailbox'],
    ['half-encoded dot segments', '/api/settings/.%2e/x'],
    ['an encoded slash', '/api/settings/..%2f..%2fmailbox'],
    ['an encoded backslash', '/api/settings/..%5c..%5cmailbox'],
    ['a backslash', '/api/settings/..\\..\\mailbox'],
    ['a //host target', `//127.0.0.1:${new URL(victimUrl).port}/api/settings/x`],
    ['an asterisk target', '*'],
  ];

  for (const method of methods) {
    it(`${method}: 400 for every unroutable target, and nothing reaches a service or another host`, async () => {
      for (const [what, target] of attacks(victim.current!.url)) {
        const res = await rawRequest(fx.gw.url, method, target);
        expect([what, res.status]).toEqual([what, 400]);
        if (method !== 'HEAD') {
          expect(JSON.parse(res.body)).toEqual({ error: { code: 'BAD_REQUEST', message: 'Invalid request path.' } });
        }
      }
      expect(recorder.current!.targets).toEqual([]);
      expect(victim.current!.targets).toEqual([]);
    });
  }

  it('forwards a clean origin-form target with its path and query unchanged', async () => {
    const res = await rawRequest(fx.gw.url, 'GET', '/api/settings/whoami?next=%2Fsettings%2F..%2Fx&q=a%20b');
    expect(res.status).toBe(200);
    expect(recorder.current!.targets).toEqual(['GET /api/settings/whoami?next=%2Fsettings%2F..%2Fx&q=a%20b']);
  });
});

describe('isRoutableTarget', () => {
  it.each(['/', '/api/auth/session', '/api/settings/a.b/c?x=../y&z=%2F', '/settings/profile', '/api/x/%20name'])(
    'accepts %s',
    (target) => expect(isRoutableTarget(target)).toBe(true),
  );

  it.each([
    'http://127.0.0.1:8090/api/auth/x',
    '//evil.example/x',
    '/api/auth/..',
    '/api/auth/%2E',
    '/api/auth/%2e%2E/x',
    '/api/auth/a%2Fb',
    '/api/auth/a%5Cb',
    '/api/auth/a\\b',
    '/api/auth/%E0%A4%A',
    '/api/auth/a%00b',
    '*',
    '',
  ])('refuses %s', (target) => expect(isRoutableTarget(target)).toBe(false));
});
