// Programmatic entry: test setups and the local stack start the embedded server in-process.
import { startServer, type RunningServer } from './server';

export interface StartOptions {
  port?: number;
  dbpath: string;
  bind?: string;
  /** TTL monitor period in ms (default 5000, or EMBEDDED_MONGO_TTL_INTERVAL_MS). */
  ttlMonitorIntervalMs?: number;
}

export type EmbeddedMongo = RunningServer;

export function start(opts: StartOptions): Promise<EmbeddedMongo> {
  if (!opts || typeof opts.dbpath !== 'string' || opts.dbpath.length === 0) throw new Error('start() needs a dbpath');
  const envTtl = Number(process.env.EMBEDDED_MONGO_TTL_INTERVAL_MS);
  return startServer({
    port: opts.port ?? 0,
    dbpath: opts.dbpath,
    bind: opts.bind,
    ttlMonitorIntervalMs: opts.ttlMonitorIntervalMs ?? (envTtl > 0 ? envTtl : 5000),
  });
}
