import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { INTERNAL_TOKEN_HEADER } from './internal-token';
import { SERVICE_TOKEN_ISSUER_PREFIX } from './service-token';

// For services' tests: another service's internal API as a real HTTP server (docs/architecture.md, Between services).

/** An answer other than 200, e.g. a 404 or a 409 with the neighbour's error body. */
export class StatusAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** How a fake neighbour answers: normally, with a 503, or not at all (the connection is dropped). */
export type NeighbourMode = 'up' | 'error' | 'down';

export interface NeighbourCall {
  method: string;
  path: string;
  caller: string;
  userId: string | undefined;
  body: unknown;
}

/**
 * A neighbour service's internal API as a real HTTP server: records every call (method, path, the
 * caller and user of its service token, the JSON body) and answers `respond`'s body.
 */
export class FakeNeighbour {
  mode: NeighbourMode = 'up';
  readonly calls: NeighbourCall[] = [];
  private server: http.Server | undefined;

  constructor(private readonly respond: (call: NeighbourCall) => unknown) {}

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (this.mode === 'down') {
          req.socket.destroy();
          return;
        }
        const claims = decodeJwt(String(req.headers[INTERNAL_TOKEN_HEADER] ?? ''));
        const text = Buffer.concat(chunks).toString('utf8');
        const call: NeighbourCall = {
          method: String(req.method),
          path: String(req.url),
          caller: String(claims.iss ?? '').slice(SERVICE_TOKEN_ISSUER_PREFIX.length),
          userId: claims.sub,
          body: text ? JSON.parse(text) : undefined,
        };
        this.calls.push(call);
        res.setHeader('content-type', 'application/json');
        if (this.mode === 'error') {
          res.statusCode = 503;
          res.end(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }));
          return;
        }
        // An answer may take a while (a fake that calls the sandbox as its service would).
        void Promise.resolve(this.respond(call)).then((answer) => {
          if (answer instanceof StatusAnswer) {
            res.statusCode = answer.status;
            res.end(JSON.stringify(answer.body));
            return;
          }
          res.end(JSON.stringify(answer ?? {}));
        });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/`;
  }

  callsOf(userId: string): NeighbourCall[] {
    return this.calls.filter((call) => call.userId === userId);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
