#!/usr/bin/env node
// embedded-mongo --port <port> --dbpath <dir> [--bind 127.0.0.1]
import { start } from './main';

function parseArgs(argv: string[]): { port: number; dbpath: string; bind: string } {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) throw new Error(`unexpected argument '${a}'`);
    const eq = a.indexOf('=');
    if (eq > 0) args.set(a.slice(2, eq), a.slice(eq + 1));
    else {
      const v = argv[i + 1];
      if (v === undefined) throw new Error(`${a} needs a value`);
      args.set(a.slice(2), v);
      i++;
    }
  }
  for (const k of args.keys()) if (!['port', 'dbpath', 'bind'].includes(k)) throw new Error(`unknown option --${k}`);
  const port = Number(args.get('port') ?? '27017');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port '${args.get('port')}'`);
  const dbpath = args.get('dbpath');
  if (!dbpath) throw new Error('--dbpath <dir> is required');
  return { port, dbpath, bind: args.get('bind') ?? '127.0.0.1' };
}

async function main(): Promise<void> {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(
      `embedded-mongo: ${(err as Error).message}\nusage: embedded-mongo --port <port> --dbpath <dir> [--bind 127.0.0.1]\n`,
    );
    process.exit(2);
  }
  const server = await start(opts);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`embedded-mongo: shutdown failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  // Announced only once the handlers are on: a supervisor that stops the server the moment it reads
  // this line must get a clean shutdown, not a process killed by the default SIGTERM action.
  process.stdout.write(`embedded-mongo listening on ${server.uri}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`embedded-mongo: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
