/**
 * The network side: accepts connections (TCP, and a Unix socket when asked), cuts the byte stream into messages, answers each in order.
 * Commands run synchronously, so each one sees and leaves SQLite in a consistent state no matter how
 * many connections the driver's pool opens. A frame that cannot be understood gets an error reply
 * when its header is sound, otherwise the connection is closed; either way the server keeps serving.
 */
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import { deserialize, serialize } from 'bson';
import { runCommand } from './commands/index.js';
import { type Reply, UNIX_SOCKET_ADDRESS } from './commands/context.js';
import { helloReply, MAX_MESSAGE_SIZE_BYTES } from './commands/handshake.js';
import type { Cursors } from './cursors.js';
import { codes, messageOf } from './errors.js';
import type { Logger } from './logger.js';
import type { Storage } from './storage.js';
import type { Doc } from './values.js';
import {
  encodeMsgReply,
  encodeOpReply,
  firstKey,
  HEADER_SIZE,
  type MsgRequest,
  parseMessage,
  type QueryRequest,
  readHeader,
  WireError,
} from './wire.js';

const HANDSHAKE_COMMANDS = new Set(['hello', 'isMaster', 'ismaster']);

/** A listening wire-protocol server over one storage, on a TCP port and optionally a Unix socket. */
export class WireServer {
  /** Connections beyond this (per listener) are refused by the accept loop rather than starving the others. */
  private static readonly MAX_CONNECTIONS = 1000;
  private listeners: net.Server[] = [];
  private sockets = new Set<net.Socket>();
  private nextConnectionId = 1;
  private nextRequestId = 1;

  constructor(
    private readonly storage: Storage,
    private readonly cursors: Cursors,
    private readonly logger: Logger,
  ) {}

  /** Starts listening on TCP; resolves with the bound port. */
  async listen(port: number, host: string): Promise<number> {
    const listener = await this.open((server, done) => server.listen(port, host, done));
    return (listener.address() as net.AddressInfo).port;
  }

  /**
   * Also listens on a Unix domain socket, readable and writable by this user only. A file left at
   * `path` by a crashed run is removed first: the caller holds the data directory's lock, so no
   * live store can own it.
   */
  async listenOnSocket(path: string): Promise<void> {
    await rm(path, { force: true });
    await this.open((server, done) => server.listen(path, done));
    await chmod(path, 0o600);
  }

  /** Stops accepting, drops every connection and resolves once every listener is released. */
  async close(): Promise<void> {
    const closed = this.listeners.map((server) => new Promise<void>((resolve) => server.close(() => resolve())));
    for (const socket of this.sockets) socket.destroy();
    await Promise.all(closed);
  }

  private open(listen: (server: net.Server, done: () => void) => void): Promise<net.Server> {
    const server = net.createServer((socket) => this.accept(socket));
    server.maxConnections = WireServer.MAX_CONNECTIONS;
    server.on('drop', () => this.logger.warn(`refused a connection: ${WireServer.MAX_CONNECTIONS} already open`));
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      listen(server, () => {
        server.off('error', reject);
        server.on('error', (error) => this.logger.error(`server error: ${error.message}`));
        this.listeners.push(server);
        resolve(server);
      });
    });
  }

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    const remoteAddress = socket.remoteAddress ? `${socket.remoteAddress}:${socket.remotePort}` : UNIX_SOCKET_ADDRESS;
    this.sockets.add(socket);
    socket.setNoDelay(true); // a no-op on Unix sockets
    let chunks: Buffer[] = [];
    let buffered = 0;
    let expected = -1;

    // Messages are answered in order; while one waits (a change stream's getMore), the rest queue.
    let waiting = false;
    const drain = (): void => {
      while (!socket.destroyed && !waiting) {
        if (expected < 0) {
          if (buffered < 4) return;
          if (chunks[0]!.length < 4) chunks = [Buffer.concat(chunks)];
          expected = chunks[0]!.readInt32LE(0);
          if (expected < HEADER_SIZE || expected > MAX_MESSAGE_SIZE_BYTES) {
            this.logger.warn(`connection ${connectionId}: message length ${expected} out of bounds, closing`);
            socket.destroy();
            return;
          }
        }
        if (buffered < expected) return;
        const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
        const message = all.subarray(0, expected);
        const rest = all.subarray(expected);
        chunks = rest.length > 0 ? [rest] : [];
        buffered = rest.length;
        expected = -1;
        const reply = this.handle(message, connectionId, remoteAddress);
        if (reply instanceof Promise) {
          waiting = true;
          reply.then((ready) => {
            waiting = false;
            if (socket.destroyed) return;
            send(ready);
            drain();
          });
          return;
        }
        send(reply);
      }
    };
    const send = (reply: Buffer | undefined | 'close'): void => {
      if (reply === 'close') socket.destroy();
      else if (reply && !socket.write(reply)) {
        socket.pause();
        socket.once('drain', () => socket.resume());
      }
    };

    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      buffered += chunk.length;
      drain();
    });
    socket.on('error', (error) => this.logger.info(`connection ${connectionId}: ${error.message}`));
    socket.on('close', () => this.sockets.delete(socket));
  }

  /** Answers one complete message: the reply bytes, nothing (moreToCome), or 'close'; later for a waiting getMore. */
  private handle(
    message: Buffer,
    connectionId: number,
    remoteAddress: string,
  ): Buffer | undefined | 'close' | Promise<Buffer | undefined> {
    const { requestId } = readHeader(message);
    let request;
    try {
      request = parseMessage(message);
    } catch (error) {
      const reason = messageOf(error);
      this.logger.warn(`connection ${connectionId}: ${reason}`);
      if (error instanceof WireError && error.replyable)
        return this.msgReply(requestId, errorDoc('InvalidBSON', reason));
      return 'close';
    }
    const ctx = { storage: this.storage, cursors: this.cursors, connectionId, remoteAddress };
    if (request.kind === 'query') return this.handleQuery(request, ctx);
    const reply = this.handleMsg(request, ctx);
    if (reply instanceof Promise)
      return reply.then((ready) => (request.moreToCome ? undefined : this.msgReply(requestId, ready)));
    return request.moreToCome ? undefined : this.msgReply(requestId, reply);
  }

  private handleMsg(
    request: MsgRequest,
    ctx: { storage: Storage; cursors: Cursors; connectionId: number; remoteAddress: string },
  ): Reply | Promise<Reply> {
    let command: Doc;
    try {
      // Documents to insert stay raw BSON: they are stored as received.
      const raw = firstKey(request.body) === 'insert' ? { fieldsAsRaw: { documents: true } } : {};
      command = deserialize(request.body, raw);
      for (const [identifier, documents] of request.sequences) command[identifier] = documents;
    } catch (error) {
      return errorDoc('InvalidBSON', messageOf(error));
    }
    return runCommand(command, ctx, (name, error) => {
      this.logger.error(
        `command ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    });
  }

  /** OP_QUERY survives only for the first handshake, as in MongoDB 6+. */
  private handleQuery(request: QueryRequest, ctx: { connectionId: number }): Buffer {
    const requestId = this.nextRequestId++;
    let reply: Doc;
    try {
      let query = deserialize(request.query);
      if (query.$query && typeof query.$query === 'object') query = query.$query as Doc;
      const name = Object.keys(query)[0] ?? '';
      if (!request.fullCollectionName.endsWith('.$cmd')) {
        reply = errorDoc(
          'UnsupportedOpQueryCommand',
          `OP_QUERY is no longer supported for ${request.fullCollectionName}`,
        );
      } else if (!HANDSHAKE_COMMANDS.has(name)) {
        reply = errorDoc(
          'UnsupportedOpQueryCommand',
          `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
        );
      } else {
        reply = helloReply(query, ctx, name !== 'hello');
      }
    } catch (error) {
      reply = errorDoc('InvalidBSON', messageOf(error));
    }
    return encodeOpReply(requestId, request.requestId, Buffer.from(serialize(reply)));
  }

  private msgReply(responseTo: number, reply: Reply): Buffer {
    let body: Uint8Array;
    try {
      body = Buffer.isBuffer(reply) ? reply : serialize(reply);
    } catch (error) {
      this.logger.error(`could not encode a reply: ${messageOf(error)}`);
      body = serialize(errorDoc('InternalError', 'the reply could not be encoded'));
    }
    return encodeMsgReply(this.nextRequestId++, responseTo, body);
  }
}

function errorDoc(codeName: keyof typeof codes, errmsg: string): Doc {
  return { ok: 0, errmsg, code: codes[codeName], codeName };
}
