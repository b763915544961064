/**
 * Runs the embedded store on its own: `npm run embedded-mongo -w api -- --dir D [--port P] [--host H]`.
 * Serves on the Unix socket in D, and on TCP only when --port asks for it (TCP has no authentication).
 * Prints the connection strings (TCP first, when asked for, then the Unix socket), serves until
 * SIGINT or SIGTERM, then closes cleanly.
 */
import { parseArgs } from 'node:util';
import { messageOf } from './errors.js';
import { startEmbeddedMongo } from './index.js';
import { consoleLogger } from './logger.js';

const usage =
  'usage: embedded-mongo --dir <data directory> [--port <also serve on this TCP port>] [--host <host, default 127.0.0.1>]';

function parse(): { dir: string; port: number | undefined; host: string } {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help || !values.dir) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    console.error(`invalid --port ${values.port}\n${usage}`);
    process.exit(2);
  }
  return { dir: values.dir, port, host: values.host ?? '127.0.0.1' };
}

const options = parse();
const store = await startEmbeddedMongo({ ...options, logger: consoleLogger(true) }).catch((error: unknown) => {
  console.error(`embedded-mongo: ${messageOf(error)}`);
  process.exit(1);
});
if (store.port !== undefined) console.log(store.uri);
if (store.socketUri) console.log(store.socketUri);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    store.close().then(() => process.exit(0));
  });
}
