// TCP server: frames messages off each socket, runs their commands one at a time per connection
// and writes the replies. Malformed input ends in an error reply or a closed socket, never in a
// crash, and never affects other connections.
import net from 'node:net';
import { runCommand, type ServerState } from './commands';
import { CursorManager } from './cursors';
import { ErrorCode } from './errors';
import { Store } from './store';
import {
  buildOpMsg,
  buildOpReply,
  MAX_MESSAGE_SIZE,
  OP_MSG,
  OP_QUERY,
  parseMessage,
  ProtocolError,
  readHeader,
} from './wire';

export interface ServerOptions {
  port?: number;
  dbpath: string;
  bind?: string;
  /** How often expired TTL documents are removed; mongod's default monitor period is 60 s, ours is 5 s. */
  ttlMonitorIntervalMs?: number;
  warn?: (msg: string) => void;
}

export interface RunningServer {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

const MAX_FRAME = MAX_MESSAGE_SIZE + 16 * 1024;

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const store = await Store.open({
    dbpath: opts.dbpath,
    ttlMonitorIntervalMs: opts.ttlMonitorIntervalMs,
    warn: opts.warn,
  });
  const state: ServerState = {
    store,
    cursors: new CursorManager(),
    startedAt: Date.now(),
    connections: { current: 0, totalCreated: 0 },
    counters: { insert: 0, query: 0, update: 0, delete: 0, getmore: 0, command: 0 },
  };
  const sockets = new Set<net.Socket>();
  const inflight = new Set<Promise<void>>();
  let nextConnectionId = 1;

  const server = net.createServer((socket) => {
    const connectionId = nextConnectionId++;
    sockets.add(socket);
    state.connections.current++;
    state.connections.totalCreated++;
    socket.setNoDelay(true);
    let chunks: Buffer[] = [];
    let buffered = 0;
    let queue: Promise<void> = Promise.resolve();

    const fail = (): void => {
      socket.destroy();
    };

    const handle = async (msg: Buffer): Promise<void> => {
      const header = readHeader(msg);
      if (header.opCode !== OP_MSG && header.opCode !== OP_QUERY) return fail();
      let parsed;
      try {
        parsed = parseMessage(msg, header);
      } catch (err) {
        if (err instanceof ProtocolError && /checksum|flag|section kind|opCode/.test(err.message)) return fail();
        const reply = {
          ok: 0,
          errmsg: `invalid message: ${err instanceof Error ? err.message : String(err)}`,
          code: ErrorCode.InvalidBSON,
          codeName: 'InvalidBSON',
        };
        if (!socket.destroyed)
          socket.write(
            header.opCode === OP_MSG ? buildOpMsg(header.requestId, reply) : buildOpReply(header.requestId, reply),
          );
        return;
      }
      const result = await runCommand(parsed.body, { state, connectionId, messageSize: msg.length });
      if (parsed.moreToCome || socket.destroyed) return;
      let reply: Buffer;
      try {
        reply = parsed.kind === 'msg' ? buildOpMsg(parsed.requestId, result) : buildOpReply(parsed.requestId, result);
      } catch (err) {
        const e = {
          ok: 0,
          errmsg: `reply could not be encoded: ${err instanceof Error ? err.message : String(err)}`,
          code: ErrorCode.InternalError,
          codeName: 'InternalError',
        };
        reply = parsed.kind === 'msg' ? buildOpMsg(parsed.requestId, e) : buildOpReply(parsed.requestId, e);
      }
      socket.write(reply);
    };

    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      buffered += chunk.length;
      while (buffered >= 4) {
        // The frame's length is its first 4 bytes; its chunks are joined once it is all in (joining
        // them on every chunk copied a 16 MiB frame hundreds of times).
        if (chunks[0]!.length < 4) chunks = [Buffer.concat(chunks, buffered)];
        const length = chunks[0]!.readInt32LE(0);
        if (length < 16 || length > MAX_FRAME) return fail();
        if (buffered < length) return;
        let buf = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
        const msg = buf.subarray(0, length);
        buf = buf.subarray(length);
        chunks = buf.length ? [buf] : [];
        buffered = buf.length;
        const task = queue.then(() => handle(msg)).catch(() => fail());
        queue = task;
        inflight.add(task);
        void task.finally(() => inflight.delete(task));
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      state.connections.current--;
    });
  });
  server.on('error', () => undefined);

  const host = opts.bind ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once('error', onError);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', onError);
      resolve();
    });
  }).catch(async (err: unknown) => {
    await store.close();
    state.cursors.close();
    throw err;
  });
  const address = server.address() as net.AddressInfo;
  let stopping: Promise<void> | undefined;
  return {
    port: address.port,
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const s of sockets) s.destroy();
        await Promise.allSettled([...inflight]);
        await closed;
        state.cursors.close();
        await store.close();
      })();
      return stopping;
    },
  };
}
