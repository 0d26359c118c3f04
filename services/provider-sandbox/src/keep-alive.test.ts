// A kept-alive connection to the sandbox is never closed under a client that may still reuse it:
// Playwright's request context (Node's agent without a timeout, which ignores the server's
// Keep-Alive hint) read the sandbox after more than 5 s idle and met ECONNRESET when the read was
// written as the sandbox's idle close arrived (the inbox comments e2e spec, under CI load).
import http from 'node:http';
import type { RunningSandbox } from './main';
import { startSandbox } from './sandbox-client.test.helper';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.stop());

function get(url: string, agent: http.Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

it('keeps an idle kept-alive connection open past Node’s idle close (5 s and a second), for the client to reuse or close', async () => {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const first = await get(`${sandbox.url}/healthz`, agent);
    expect(first).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 7000));
    expect(await get(`${sandbox.url}/healthz`, agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 15_000);
