/**
 * MongoDB wire protocol framing: the 16-byte header, OP_MSG (section kinds 0 and 1, optional CRC-32C
 * checksum), the legacy OP_QUERY handshake and its OP_REPLY answer. Pure functions over Buffers, so the
 * server can feed them arbitrary bytes and the fuzz test can reach every branch.
 */

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_MSG = 2013;

export const HEADER_SIZE = 16;

const CHECKSUM_PRESENT = 1 << 0;
const MORE_TO_COME = 1 << 1;
/** Bits 0-15 are "required": an unknown one set means we cannot understand the message. */
const KNOWN_REQUIRED_BITS = CHECKSUM_PRESENT | MORE_TO_COME;

/** The message header every opcode shares. */
export interface Header {
  length: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

/** An OP_MSG request: the command body (still BSON) and its document sequences (kind 1 sections). */
export interface MsgRequest {
  kind: 'msg';
  requestId: number;
  moreToCome: boolean;
  body: Buffer;
  sequences: Map<string, Buffer[]>;
}

/** A legacy OP_QUERY request: only the handshake is still sent this way. */
export interface QueryRequest {
  kind: 'query';
  requestId: number;
  fullCollectionName: string;
  query: Buffer;
}

export type Request = MsgRequest | QueryRequest;

/** A frame we cannot decode. `replyable` says whether the header was sound enough to answer it. */
export class WireError extends Error {
  constructor(
    message: string,
    readonly replyable: boolean,
  ) {
    super(message);
  }
}

/** Reads the header at the start of `buf` (which must hold at least 16 bytes). */
export function readHeader(buf: Buffer): Header {
  return {
    length: buf.readInt32LE(0),
    requestId: buf.readInt32LE(4),
    responseTo: buf.readInt32LE(8),
    opCode: buf.readInt32LE(12),
  };
}

/** Decodes one complete message (header included). Throws WireError for anything malformed. */
export function parseMessage(message: Buffer): Request {
  const header = readHeader(message);
  if (header.opCode === OP_MSG) return parseMsg(message, header);
  if (header.opCode === OP_QUERY) return parseQuery(message, header);
  throw new WireError(`unsupported opCode ${header.opCode}`, false);
}

function parseMsg(message: Buffer, header: Header): MsgRequest {
  if (message.length < HEADER_SIZE + 5) throw new WireError('OP_MSG too short', true);
  const flags = message.readUInt32LE(HEADER_SIZE);
  if ((flags & 0xffff & ~KNOWN_REQUIRED_BITS) !== 0) {
    throw new WireError(`OP_MSG has unknown required flag bits ${flags & 0xffff}`, true);
  }
  let end = message.length;
  if (flags & CHECKSUM_PRESENT) {
    end -= 4;
    if (end < HEADER_SIZE + 5) throw new WireError('OP_MSG too short for its checksum', true);
    const expected = message.readUInt32LE(end);
    if (crc32c(message.subarray(0, end)) !== expected) throw new WireError('OP_MSG checksum mismatch', true);
  }
  let body: Buffer | undefined;
  const sequences = new Map<string, Buffer[]>();
  let offset = HEADER_SIZE + 4;
  while (offset < end) {
    const kind = message[offset++];
    if (kind === 0) {
      if (body) throw new WireError('OP_MSG has more than one body section', true);
      const size = bsonSize(message, offset, end);
      body = message.subarray(offset, offset + size);
      offset += size;
    } else if (kind === 1) {
      if (offset + 4 > end) throw new WireError('truncated document sequence', true);
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      if (size < 5 || sectionEnd > end) throw new WireError('invalid document sequence size', true);
      const idEnd = message.indexOf(0, offset + 4);
      if (idEnd < 0 || idEnd >= sectionEnd) throw new WireError('invalid document sequence identifier', true);
      const identifier = message.toString('utf8', offset + 4, idEnd);
      const documents: Buffer[] = [];
      let at = idEnd + 1;
      while (at < sectionEnd) {
        const docSize = bsonSize(message, at, sectionEnd);
        documents.push(message.subarray(at, at + docSize));
        at += docSize;
      }
      if (sequences.has(identifier)) throw new WireError(`duplicate document sequence ${identifier}`, true);
      sequences.set(identifier, documents);
      offset = sectionEnd;
    } else {
      throw new WireError(`unknown OP_MSG section kind ${kind}`, true);
    }
  }
  if (!body) throw new WireError('OP_MSG has no body section', true);
  return { kind: 'msg', requestId: header.requestId, moreToCome: (flags & MORE_TO_COME) !== 0, body, sequences };
}

function parseQuery(message: Buffer, header: Header): QueryRequest {
  const nameStart = HEADER_SIZE + 4;
  const nameEnd = message.indexOf(0, nameStart);
  if (nameEnd < 0) throw new WireError('OP_QUERY collection name not terminated', true);
  const fullCollectionName = message.toString('utf8', nameStart, nameEnd);
  const queryStart = nameEnd + 1 + 8; // numberToSkip, numberToReturn
  const size = bsonSize(message, queryStart, message.length);
  return {
    kind: 'query',
    requestId: header.requestId,
    fullCollectionName,
    query: message.subarray(queryStart, queryStart + size),
  };
}

/** Size of the BSON document at `offset`, checked against the frame end and BSON's own framing. */
function bsonSize(buf: Buffer, offset: number, end: number): number {
  if (offset + 5 > end) throw new WireError('truncated BSON document', true);
  const size = buf.readInt32LE(offset);
  if (size < 5 || offset + size > end || buf[offset + size - 1] !== 0) {
    throw new WireError('invalid BSON document size', true);
  }
  return size;
}

/** Name of the first field of a BSON document: the command name. */
export function firstKey(doc: Buffer): string | undefined {
  if (doc.length < 6 || doc[4] === 0) return undefined;
  const end = doc.indexOf(0, 5);
  return end < 0 ? undefined : doc.toString('utf8', 5, end);
}

/** An OP_MSG reply carrying one body section. */
export function encodeMsgReply(requestId: number, responseTo: number, body: Uint8Array): Buffer {
  const frame = Buffer.allocUnsafe(HEADER_SIZE + 5 + body.length);
  frame.writeInt32LE(frame.length, 0);
  frame.writeInt32LE(requestId, 4);
  frame.writeInt32LE(responseTo, 8);
  frame.writeInt32LE(OP_MSG, 12);
  frame.writeUInt32LE(0, 16);
  frame[20] = 0;
  frame.set(body, 21);
  return frame;
}

/** An OP_REPLY carrying one document, the answer to an OP_QUERY handshake. */
export function encodeOpReply(requestId: number, responseTo: number, doc: Buffer): Buffer {
  const header = Buffer.allocUnsafe(HEADER_SIZE + 20);
  header.writeInt32LE(HEADER_SIZE + 20 + doc.length, 0);
  header.writeInt32LE(requestId, 4);
  header.writeInt32LE(responseTo, 8);
  header.writeInt32LE(OP_REPLY, 12);
  header.writeInt32LE(0, 16); // responseFlags
  header.writeBigInt64LE(0n, 20); // cursorID
  header.writeInt32LE(0, 28); // startingFrom
  header.writeInt32LE(1, 32); // numberReturned
  return Buffer.concat([header, doc]);
}

const CRC32C_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32C (Castagnoli), the OP_MSG checksum. */
export function crc32c(buf: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < buf.length; i++) crc = CRC32C_TABLE[(crc ^ buf[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
