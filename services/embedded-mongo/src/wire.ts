// MongoDB wire protocol framing: OP_MSG (sections of kind 0 and 1, optional CRC-32C checksum),
// and the legacy OP_QUERY command form with its OP_REPLY answer, which drivers use for the
// first handshake.
import { deserialize, Long, serialize } from 'bson';
import { crc32c } from './crc32c';
import { BSON_READ_OPTIONS } from './journal';

type Doc = Record<string, unknown>;

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MAX_MESSAGE_SIZE = 48_000_000;

const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
const KNOWN_FLAGS = CHECKSUM_PRESENT | MORE_TO_COME | (1 << 16);

export class ProtocolError extends Error {}

export interface MessageHeader {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export interface ParsedCommand {
  kind: 'msg' | 'query';
  requestId: number;
  body: Doc;
  /** The client asked for no reply (OP_MSG moreToCome, e.g. unacknowledged writes). */
  moreToCome: boolean;
}

export function readHeader(buf: Buffer): MessageHeader {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

function readDoc(buf: Buffer, off: number, end: number): { doc: Doc; next: number } {
  if (off + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(off);
  if (size < 5 || off + size > end) throw new ProtocolError('invalid BSON document length');
  const doc = deserialize(buf.subarray(off, off + size), BSON_READ_OPTIONS) as Doc;
  return { doc, next: off + size };
}

function readCString(buf: Buffer, off: number, end: number): { value: string; next: number } {
  const zero = buf.indexOf(0, off);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated C string');
  return { value: buf.toString('utf8', off, zero), next: zero + 1 };
}

/** Parses one complete message (header included) into the command it carries. */
export function parseMessage(msg: Buffer, header: MessageHeader): ParsedCommand {
  if (header.opCode === OP_MSG) return parseOpMsg(msg, header);
  if (header.opCode === OP_QUERY) return parseOpQuery(msg, header);
  throw new ProtocolError(`unsupported opCode ${header.opCode}`);
}

function parseOpMsg(msg: Buffer, header: MessageHeader): ParsedCommand {
  if (msg.length < 21) throw new ProtocolError('OP_MSG too short');
  const flags = msg.readUInt32LE(16);
  if (flags & 0xffff & ~KNOWN_FLAGS) throw new ProtocolError(`unknown required OP_MSG flag bits ${flags}`);
  let end = msg.length;
  if (flags & CHECKSUM_PRESENT) {
    end -= 4;
    const expected = msg.readUInt32LE(end);
    if (crc32c(msg, 0, end) !== expected) throw new ProtocolError('OP_MSG checksum mismatch');
  }
  let off = 20;
  let body: Doc | undefined;
  const sequences: Record<string, Doc[]> = {};
  while (off < end) {
    const kind = msg[off]!;
    off++;
    if (kind === 0) {
      if (body) throw new ProtocolError('OP_MSG has more than one body section');
      const r = readDoc(msg, off, end);
      body = r.doc;
      off = r.next;
    } else if (kind === 1) {
      if (off + 4 > end) throw new ProtocolError('truncated document sequence');
      const size = msg.readInt32LE(off);
      const seqEnd = off + size;
      if (size < 5 || seqEnd > end) throw new ProtocolError('invalid document sequence length');
      const id = readCString(msg, off + 4, seqEnd);
      const docs: Doc[] = [];
      let p = id.next;
      while (p < seqEnd) {
        const r = readDoc(msg, p, seqEnd);
        docs.push(r.doc);
        p = r.next;
      }
      sequences[id.value] = docs;
      off = seqEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new ProtocolError('OP_MSG without a body section');
  for (const [id, docs] of Object.entries(sequences)) body[id] = docs;
  return { kind: 'msg', requestId: header.requestId, body, moreToCome: (flags & MORE_TO_COME) !== 0 };
}

function parseOpQuery(msg: Buffer, header: MessageHeader): ParsedCommand {
  let off = 20;
  const ns = readCString(msg, off, msg.length);
  off = ns.next + 8;
  const q = readDoc(msg, off, msg.length);
  const dot = ns.value.indexOf('.');
  const db = dot > 0 ? ns.value.slice(0, dot) : ns.value;
  const coll = dot > 0 ? ns.value.slice(dot + 1) : '';
  if (coll !== '$cmd') throw new ProtocolError(`OP_QUERY is only supported for commands, not ${ns.value}`);
  let body = q.doc;
  if (body.$query && typeof body.$query === 'object') body = { ...(body.$query as Doc) };
  body.$db = db;
  return { kind: 'query', requestId: header.requestId, body, moreToCome: false };
}

let nextRequestId = 1;

function header(length: number, responseTo: number, opCode: number): Buffer {
  const h = Buffer.allocUnsafe(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  h.writeInt32LE(responseTo, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** OP_MSG reply with a single body section. */
export function buildOpMsg(responseTo: number, doc: Doc): Buffer {
  const body = serialize(doc);
  const length = 16 + 4 + 1 + body.length;
  const out = Buffer.allocUnsafe(length);
  header(length, responseTo, OP_MSG).copy(out, 0);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  out.set(body, 21);
  return out;
}

/** OP_REPLY carrying one command result document. */
export function buildOpReply(responseTo: number, doc: Doc): Buffer {
  const body = serialize(doc);
  const length = 16 + 20 + body.length;
  const out = Buffer.allocUnsafe(length);
  header(length, responseTo, OP_REPLY).copy(out, 0);
  out.writeInt32LE(8, 16); // AwaitCapable, as mongod sets it
  const cursorId = Long.ZERO;
  out.writeInt32LE(cursorId.low, 20);
  out.writeInt32LE(cursorId.high, 24);
  out.writeInt32LE(0, 28);
  out.writeInt32LE(1, 32);
  out.set(body, 36);
  return out;
}
