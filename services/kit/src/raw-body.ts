import type { IncomingMessage } from 'node:http';

const rawBodies = new WeakMap<IncomingMessage, Buffer>();

/**
 * `express.json`'s `verify` hook: keeps the exact bytes of a JSON body. A webhook's signature is
 * computed over those bytes (docs/architecture.md, Jobs and webhooks), and re-serialising the parsed body would not
 * reproduce them (key order, spacing, escapes).
 */
export function keepRawBody(req: IncomingMessage, _res: unknown, body: Buffer): void {
  rawBodies.set(req, body);
}

/** The bytes of the request's JSON body as received; undefined when there was no JSON body. */
export function rawBodyOf(req: IncomingMessage): Buffer | undefined {
  return rawBodies.get(req);
}
