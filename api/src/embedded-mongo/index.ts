/**
 * The embedded store: a MongoDB wire-protocol server keeping its data in SQLite, so mongoose runs with
 * zero set-up where no MongoDB server can be installed. See README.md beside this file.
 */
import { resolve } from 'node:path';
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
  /** TCP port; 0 picks a free one. */
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
  /** Connection string for the driver or mongoose, e.g. mongodb://127.0.0.1:41234 (append /dbname as needed). */
  uri: string;
  port: number;
  /** Connection string through the Unix socket, when one is listening. */
  socketUri?: string;
  /** Stops serving, releases the port and closes the SQLite file. */
  close(): Promise<void>;
}

/** Starts the embedded store on `dir` and resolves once it accepts connections. */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions): Promise<EmbeddedMongo> {
  const {
    dir,
    port = 0,
    host = '127.0.0.1',
    logger = consoleLogger(),
    ttlIntervalMs = DEFAULT_TTL_INTERVAL_MS,
    unixSocket = process.platform !== 'win32',
  } = options;
  const storage = new Storage(dir, { synchronous: options.synchronous, changeLogEvents: options.changeLogEvents });
  const cursors = new Cursors();
  const server = new WireServer(storage, cursors, logger);
  let boundPort: number;
  let socketPath: string | undefined;
  try {
    boundPort = await server.listen(port, host);
    socketPath = unixSocket ? await listenOnSocket(server, dir, logger) : undefined;
  } catch (error) {
    await server.close();
    storage.close();
    throw error;
  }
  const stopTtl = startTtlMonitor(storage, ttlIntervalMs, logger);
  const reaper = setInterval(() => cursors.reapIdle(), 60_000);
  reaper.unref();
  const uriHost = host.includes(':') ? `[${host}]` : host;
  logger.info(`serving ${dir} on ${uriHost}:${boundPort}${socketPath ? ` and ${socketPath}` : ''}`);
  let closing: Promise<void> | undefined;
  return {
    uri: `mongodb://${uriHost}:${boundPort}`,
    port: boundPort,
    socketUri: socketPath && `mongodb://${encodeURIComponent(socketPath)}`,
    close: () => {
      closing ??= (async () => {
        stopTtl();
        clearInterval(reaper);
        await server.close();
        cursors.clear();
        storage.close();
        logger.info('closed');
      })();
      return closing;
    },
  };
}

/** The longest Unix socket path every platform accepts (sun_path is 104 bytes on macOS, 108 on Linux). */
const MAX_SOCKET_PATH_BYTES = 103;

/** Listens on `dir`/mongod.sock; a directory whose path is too long for a socket gets TCP only. */
async function listenOnSocket(server: WireServer, dir: string, logger: Logger): Promise<string | undefined> {
  const path = resolve(dir, 'mongod.sock');
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    logger.info(`no Unix socket: ${path} is too long for one; serving on TCP only`);
    return undefined;
  }
  await server.listenOnSocket(path);
  return path;
}
