/**
 * The embedded store: a MongoDB wire-protocol server keeping its data in SQLite, so mongoose runs with
 * zero set-up where no MongoDB server can be installed. See README.md beside this file.
 */
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
}

/** A running store. */
export interface EmbeddedMongo {
  /** Connection string for the driver or mongoose, e.g. mongodb://127.0.0.1:41234 (append /dbname as needed). */
  uri: string;
  port: number;
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
  } = options;
  const storage = new Storage(dir, { synchronous: options.synchronous });
  const cursors = new Cursors();
  const server = new WireServer(storage, cursors, logger);
  let boundPort: number;
  try {
    boundPort = await server.listen(port, host);
  } catch (error) {
    storage.close();
    throw error;
  }
  const stopTtl = startTtlMonitor(storage, ttlIntervalMs, logger);
  const reaper = setInterval(() => cursors.reapIdle(), 60_000);
  reaper.unref();
  const uriHost = host.includes(':') ? `[${host}]` : host;
  logger.info(`serving ${dir} on ${uriHost}:${boundPort}`);
  let closing: Promise<void> | undefined;
  return {
    uri: `mongodb://${uriHost}:${boundPort}`,
    port: boundPort,
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
