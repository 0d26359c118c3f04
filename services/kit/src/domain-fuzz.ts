/**
 * For a domain service's route fuzz test (like service-fixture): serves the fixture's app on a free
 * port for the file, signs each request as the gateway would for the callers a route is tried as,
 * and counts the database's documents, so a refused request can be shown to store nothing.
 */
import type { Express } from 'express';
import mongoose from 'mongoose';
import { createLogger } from './logger';
import { fuzzRoute, httpSend, type FuzzRoute, type FuzzSend } from './route-fuzz';
import { serve, type RunningServer } from './run';
import type { ServiceName } from './service-names';
import { internalTokenHeader } from './testing';

const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/**
 * Every document of the service's database, GridFS files included: one `dbStats` round trip, where
 * counting each collection cost more than the request under test (half of a fuzz file's time).
 */
export async function storedDocuments(): Promise<number> {
  const stats = await mongoose.connection.db!.stats();
  return Number(stats.objects);
}

export function domainFuzz(service: ServiceName, fixture: { app: Express }, userId: string) {
  let server: RunningServer | undefined;
  let send: FuzzSend | undefined;
  beforeAll(async () => {
    server = await serve(fixture.app, {
      port: 0,
      host: '127.0.0.1',
      logger: createLogger({ name: service, level: 'silent' }),
    });
    send = httpSend(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The gateway's headers for the request, anonymous without a user. */
  const as =
    (user?: () => string) =>
    ({ method, target }: { method: string; target: string }) =>
      internalTokenHeader(service, `${method} ${target}`, user?.());

  return {
    as,
    /** The route tried anonymously, signed in, as an unknown and as a malformed user id. */
    withCallers: (route: FuzzRoute): FuzzRoute[] => [
      { ...route, headers: as() },
      { ...route, label: 'signed in', headers: as(() => userId) },
      { ...route, label: 'unknown user', headers: as(() => '000000000000000000000000') },
      { ...route, label: 'malformed user id', headers: as(() => '__proto__') },
    ],
    /** One test per route: no 500, no stack, a JSON error body, nothing stored by a refusal. */
    describeRoutes(name: string, routes: FuzzRoute[]): void {
      describe(name, () => {
        it.each(
          routes.map((route) => [`${route.method} ${route.path}${route.label ? ` (${route.label})` : ''}`, route]),
        )(
          '%s',
          async (_name, route) => {
            await fuzzRoute(route as FuzzRoute, { send: send!, numRuns: NUM_RUNS, storedCount: storedDocuments });
          },
          60_000,
        );
      });
    },
  };
}
