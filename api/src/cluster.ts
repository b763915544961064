import cluster, { type Worker } from 'node:cluster';
import { startupBanner } from './banner.js';
import type { Config } from './config.js';
import { embeddedStoreDir, startEmbeddedStore } from './db.js';
import { resolveSecrets } from './secrets.js';
import { openableUrl } from './server.js';
import type { Logger } from './services/logger.js';
import { onShutdown, STOP_GRACE_MS, type Shutdown } from './shutdown.js';
import { SHUTDOWN_MESSAGE, WORKER_STORE_ENV } from './workerProtocol.js';

/** Pause before replacing a worker that died, so a crash at start-up does not spin. */
const RESTART_DELAY_MS = 1000;

/**
 * The cluster's primary (WEB_CONCURRENCY above 1): generates the secrets once, runs the embedded
 * store unless MONGODB_URI is set (the workers connect to its Unix socket), forks the workers, which
 * share the port, replaces any that dies, and on SIGTERM or SIGINT lets every worker drain before
 * closing the store.
 */
export async function runPrimary(parsed: Config, logger: Logger): Promise<void> {
  const { config, newAdminPassword, file: secretsFile } = await resolveSecrets(parsed);
  const store = config.mongodbUri ? null : await startEmbeddedStore(config, logger);
  const env = store ? { [WORKER_STORE_ENV]: store.uri } : {};
  // Set once the workers listen; the exit handler below reads it before then.
  // eslint-disable-next-line prefer-const
  let shutdown: Shutdown | undefined;

  const fork = () => cluster.fork(env);
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    if (shutdown?.started) return;
    logger.error('worker died: starting another', { pid: worker.process.pid, code, signal });
    setTimeout(() => {
      if (!shutdown?.started) fork();
    }, RESTART_DELAY_MS);
  });
  for (let i = 0; i < config.webConcurrency; i++) fork();

  const address = await new Promise<{ port: number }>((resolve) =>
    cluster.once('listening', (_worker, listening) => resolve(listening)),
  );
  const url = openableUrl(config.host, address.port);
  process.stdout.write(
    startupBanner({
      config,
      url,
      store: store
        ? { kind: 'embedded', location: embeddedStoreDir(config) }
        : { kind: 'mongodb', location: new URL(config.mongodbUri!).host || 'MongoDB' },
      secretsFile,
      newAdminPassword,
      workers: config.webConcurrency,
    }),
  );
  logger.info('listening', { url, workers: config.webConcurrency, store: store ? 'embedded' : 'mongodb' });

  shutdown = onShutdown(
    logger,
    async (signal) => {
      logger.info('shutting down', { signal, workers: Object.keys(cluster.workers ?? {}).length });
      const exited = Object.values(cluster.workers ?? {}).map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (!worker || worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.send(SHUTDOWN_MESSAGE);
          }),
      );
      await Promise.all(exited);
      await store?.close();
    },
    // Each worker's stop has its own limit; the store's close comes after.
    config.shutdownTimeoutMs + 2 * STOP_GRACE_MS,
  );
}
