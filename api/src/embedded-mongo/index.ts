/**
 * The embedded store: a MongoDB wire-protocol server keeping its data in SQLite, so mongoose runs with
 * zero set-up where no MongoDB server can be installed. See README.md beside this file.
 */
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { Cursors } from './cursors.js';
import { consoleLogger, type Logger } from './logger.js';
import { WireServer } from './server.js';
import { Storage } from './storage.js';
import { DEFAULT_TTL_INTERVAL_MS, startTtlMonitor } from './ttl.js';

export type { Logger } from './logger.js';

/** How to start the store. */
export interface EmbeddedMongoOptions {
  /** Directory holding the SQLite file; created if missing. One running store per directory. */
  dir: string;
  /**
   * Also listen on TCP at this port (0 picks a free one). Without it the store serves on its Unix
   * socket only, which no other user of the machine can open; TCP has no authentication.
   */
  port?: number;
  /** Interface to listen on; loopback by default. */
  host?: string;
  /** Receives warnings (bad frames) and errors; defaults to stderr. */
  logger?: Logger;
  /** How often expired TTL documents are removed. */
  ttlIntervalMs?: number;
  /**
   * 'normal' (default): every acknowledged write survives a crash of the process, and writes sent
   * with `writeConcern: { j: true }` also survive power loss. 'full': every write survives power loss.
   */
  synchronous?: 'full' | 'normal';
  /**
   * Also listen on a Unix domain socket in `dir` (default: yes, except on Windows), as mongod does
   * in /tmp. A local client reaches it with less overhead per round trip than TCP loopback.
   */
  unixSocket?: boolean;
  /** How many recent writes a change stream can resume from (default 10 000); older tokens get ChangeStreamHistoryLost. */
  changeLogEvents?: number;
}

/** A running store. */
export interface EmbeddedMongo {
  /**
   * Connection string for the driver or mongoose (append /dbname as needed): TCP when listening on
   * TCP (mongodb://127.0.0.1:41234), else the Unix socket.
   */
  uri: string;
  /** The TCP port, when listening on TCP. */
  port: number | undefined;
  /** Connection string through the Unix socket, when one is listening. */
  socketUri?: string;
  /** Stops serving, releases the port and closes the SQLite file. */
  close(): Promise<void>;
}

/** Starts the embedded store on `dir` and resolves once it accepts connections. */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const {
    dir,
    port,
    host = '127.0.0.1',
    logger = consoleLogger(),
    ttlIntervalMs = DEFAULT_TTL_INTERVAL_MS,
    unixSocket = process.platform !== 'win32',
  } = options;
  const storage = new Storage(dir, { synchronous: options.synchronous, changeLogEvents: options.changeLogEvents });
  const cursors = new Cursors();
  const server = new WireServer(storage, cursors, logger);
  let boundPort: number | undefined;
  let socket: { path: string; remove: () => void } | undefined;
  try {
    if (port === undefined && !unixSocket) throw new Error('the store needs a TCP port or its Unix socket');
    if (port !== undefined) boundPort = await server.listen(port, host);
    if (unixSocket) socket = await listenOnSocket(server, dir, logger);
  } catch (error) {
    await server.close();
    storage.close();
    throw error;
  }
  const socketPath = socket?.path;
  const stopTtl = startTtlMonitor(storage, ttlIntervalMs, logger);
  const reaper = setInterval(() => cursors.reapIdle(), 60_000);
  reaper.unref();
  const uriHost = host.includes(':') ? `[${host}]` : host;
  const tcpUri = boundPort === undefined ? undefined : `mongodb://${uriHost}:${boundPort}`;
  const socketUri = socketPath && `mongodb://${encodeURIComponent(socketPath)}`;
  logger.info(`serving ${dir} on ${[tcpUri && `${uriHost}:${boundPort}`, socketPath].filter(Boolean).join(' and ')}`);
  let closing: Promise<void> | undefined;
  return {
    uri: (tcpUri ?? socketUri)!,
    port: boundPort,
    socketUri,
    close: () => {
      closing ??= (async () => {
        stopTtl();
        clearInterval(reaper);
        await server.close();
        cursors.clear();
        storage.close();
        socket?.remove();
        logger.info('closed');
      })();
      return closing;
    },
  };
}

/** The longest Unix socket path every platform accepts (sun_path is 104 bytes on macOS, 108 on Linux). */
const MAX_SOCKET_PATH_BYTES = 103;

/**
 * Where the store on `dir` listens: `dir`/mongod.sock, or, when that path is too long for a socket, mongod.sock in a
 * folder of this user's own in the temporary directory, named after `dir`, so that a command run beside the server
 * (npm run backup) finds it.
 */
export function storeSocketPath(dir: string): string {
  const path = resolve(dir, 'mongod.sock');
  if (Buffer.byteLength(path) <= MAX_SOCKET_PATH_BYTES) return path;
  const name = createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16);
  return join(tmpdir(), `embedded-mongo-${process.getuid?.() ?? 'user'}-${name}`, 'mongod.sock');
}

/**
 * Makes the folder of a socket outside the store's directory, readable by this user only. One that exists already
 * must be this user's own and closed to everyone else: in a shared temporary directory, anyone could have made it.
 */
function ownPrivateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stats = lstatSync(folder);
  const own = !process.getuid || stats.uid === process.getuid();
  if (!stats.isDirectory() || !own || (stats.mode & 0o077) !== 0) {
    throw new Error(`${folder} is not a private folder of this user's: remove it, then start again`);
  }
}

/**
 * Listens on the store's socket (storeSocketPath); one in a temporary folder is removed with its folder on close.
 */
async function listenOnSocket(
  server: WireServer,
  dir: string,
  logger: Logger,
): Promise<{ path: string; remove: () => void }> {
  const path = storeSocketPath(dir);
  if (dirname(path) === resolve(dir)) {
    await server.listenOnSocket(path);
    return { path, remove: () => {} };
  }
  ownPrivateFolder(dirname(path));
  logger.info(`${resolve(dir, 'mongod.sock')} is too long for a Unix socket: serving on ${path}`);
  await server.listenOnSocket(path);
  return { path, remove: () => rmSync(dirname(path), { recursive: true, force: true }) };
}
