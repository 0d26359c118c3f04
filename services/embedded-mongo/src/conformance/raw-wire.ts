// A bare socket client for wire-level tests: builds OP_MSG / OP_QUERY requests by hand so tests
// can also send what no driver would (bad lengths, unknown opcodes, invalid BSON, checksums).
import net from 'node:net';
import { deserialize, serialize } from 'bson';
import { crc32c } from '../crc32c';

type Doc = Record<string, unknown>;

let requestId = 1000;

export function opMsg(
  body: Doc,
  opts: { sequences?: Record<string, Doc[]>; checksum?: boolean | 'wrong'; flags?: number } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [id, docs] of Object.entries(opts.sequences ?? {})) {
    const payload = Buffer.concat([Buffer.from(`${id}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flags = (opts.flags ?? 0) | (opts.checksum ? 1 : 0);
  return frame(2013, Buffer.concat([u32(flags), ...parts]), opts.checksum);
}

export function opQuery(ns: string, query: Doc): Buffer {
  return frame(
    2004,
    Buffer.concat([u32(0), Buffer.from(`${ns}\0`), u32(0), u32(0xffffffff), Buffer.from(serialize(query))]),
  );
}

function u32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}

export function frame(opCode: number, payload: Buffer, checksum?: boolean | 'wrong'): Buffer {
  const length = 16 + payload.length + (checksum ? 4 : 0);
  const header = Buffer.alloc(16);
  header.writeInt32LE(length, 0);
  header.writeInt32LE(requestId++, 4);
  header.writeInt32LE(0, 8);
  header.writeInt32LE(opCode, 12);
  const msg = Buffer.concat([header, payload]);
  if (!checksum) return msg;
  const crc = crc32c(msg);
  return Buffer.concat([msg, u32(checksum === 'wrong' ? crc ^ 1 : crc)]);
}

export interface RawReply {
  opCode: number;
  doc: Doc;
}

export class RawConnection {
  private buf = Buffer.alloc(0);
  private waiting: ((r: RawReply) => void) | undefined;
  readonly closed: Promise<void>;

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk) => {
      this.buf = Buffer.concat([this.buf, chunk]);
      this.drain();
    });
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
  }

  static open(uri: string): Promise<RawConnection> {
    const u = new URL(uri);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(u.port || 27017), u.hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  private drain(): void {
    if (!this.waiting || this.buf.length < 4) return;
    const len = this.buf.readInt32LE(0);
    if (this.buf.length < len) return;
    const msg = this.buf.subarray(0, len);
    this.buf = this.buf.subarray(len);
    const opCode = msg.readInt32LE(12);
    const docStart = opCode === 1 ? 36 : 21;
    const w = this.waiting;
    this.waiting = undefined;
    w({ opCode, doc: deserialize(msg.subarray(docStart)) as Doc });
  }

  send(bytes: Buffer): void {
    this.socket.write(bytes);
  }

  /** Sends a request and resolves with its reply, or undefined if the server closes the connection. */
  request(bytes: Buffer): Promise<RawReply | undefined> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      void this.closed.then(() => resolve(undefined));
      this.send(bytes);
      this.drain();
    });
  }

  close(): void {
    this.socket.destroy();
  }
}
