/** A bare wire-protocol client for tests that need to send exact (or broken) frames. */
import net from 'node:net';
import { type Document, deserialize, serialize } from 'bson';
import { crc32c, OP_MSG, OP_QUERY } from '../wire.js';

let nextRequestId = 1000;

/** Frame options for `opMsg`. */
export interface MsgOptions {
  requestId?: number;
  flags?: number;
  checksum?: boolean;
  sequences?: Record<string, Document[]>;
}

function header(length: number, requestId: number, opCode: number): Buffer {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(requestId, 4);
  h.writeInt32LE(0, 8);
  h.writeInt32LE(opCode, 12);
  return h;
}

/** An OP_MSG carrying `body` and optional kind-1 document sequences and checksum. */
export function opMsg(body: Document, options: MsgOptions = {}): Buffer {
  const flags = (options.flags ?? 0) | (options.checksum ? 1 : 0);
  const sections: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  for (const [identifier, docs] of Object.entries(options.sequences ?? {})) {
    const payload = Buffer.concat([Buffer.from(`${identifier}\0`), ...docs.map((d) => Buffer.from(serialize(d)))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    sections.push(Buffer.from([1]), size, payload);
  }
  const flagBytes = Buffer.alloc(4);
  flagBytes.writeUInt32LE(flags >>> 0, 0);
  const length = 16 + 4 + sections.reduce((n, s) => n + s.length, 0) + (options.checksum ? 4 : 0);
  const frame = Buffer.concat([header(length, options.requestId ?? nextRequestId++, OP_MSG), flagBytes, ...sections]);
  if (!options.checksum) return frame;
  const sum = Buffer.alloc(4);
  sum.writeUInt32LE(crc32c(frame), 0);
  return Buffer.concat([frame, sum]);
}

/** A legacy OP_QUERY, as drivers send the first hello. */
export function opQuery(fullCollectionName: string, query: Document, requestId = nextRequestId++): Buffer {
  const name = Buffer.from(`${fullCollectionName}\0`);
  const body = Buffer.concat([
    Buffer.alloc(4),
    name,
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    Buffer.from(serialize(query)),
  ]);
  return Buffer.concat([header(16 + body.length, requestId, OP_QUERY), body]);
}

/** A reply frame, decoded. */
export interface RawReply {
  opCode: number;
  responseTo: number;
  doc: Document;
}

/** Decodes an OP_MSG or OP_REPLY frame. */
export function decodeReply(frame: Buffer): RawReply {
  const opCode = frame.readInt32LE(12);
  const responseTo = frame.readInt32LE(8);
  const docStart = opCode === OP_MSG ? 21 : 36;
  return { opCode, responseTo, doc: deserialize(frame.subarray(docStart)) };
}

/** One TCP connection that collects reply frames. */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Opens a connection. */
  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Sends bytes as they are. */
  send(bytes: Buffer): void {
    if (!this.closed) this.socket.write(bytes);
  }

  /** The next reply frame, 'closed' if the server hung up, or 'timeout'. */
  async next(timeoutMs = 2000): Promise<RawReply | 'closed' | 'timeout'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.buffer.length >= 4) {
        const length = this.buffer.readInt32LE(0);
        if (this.buffer.length >= length) {
          const frame = this.buffer.subarray(0, length);
          this.buffer = this.buffer.subarray(length);
          return decodeReply(frame);
        }
      }
      if (this.closed) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) return 'timeout';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a command and returns its reply document. */
  async command(body: Document, options: MsgOptions = {}): Promise<Document> {
    this.send(opMsg(body, options));
    const reply = await this.next();
    if (typeof reply === 'string') throw new Error(`no reply: ${reply}`);
    return reply.doc;
  }

  /** Closes the connection. */
  close(): void {
    this.socket.destroy();
  }
}

/** Host and port of a mongodb:// URI with a single host. */
export function hostPort(uri: string): { host: string; port: number } {
  const url = new URL(uri);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 27017) };
}
