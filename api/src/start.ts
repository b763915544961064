import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config.js';
import { SHUTDOWN_MESSAGE, WORKER_STORE_ENV } from './workerProtocol.js';
import { makeDataDirPrivate } from './dataDir.js';
import { createLogger, errorFields } from './services/logger.js';
import { onShutdown, STOP_GRACE_MS } from './shutdown.js';

/**
 * The server's entry point: configuration, secrets, data store, activity library, then listen.
 * With WEB_CONCURRENCY above 1 this process becomes the cluster's primary (cluster.ts) and each
 * worker runs the rest. SIGTERM or SIGINT shuts down gracefully; a second signal exits at once.
 */
async function main(): Promise<void> {
  let parsed;
  try {
    parsed = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error:\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // The rest loads only once the configuration is known good, so a bad setting is reported at once.
  const logger = createLogger();
  // Everything the server creates (data, secrets, the store's socket) is private to its user.
  process.umask(0o077);
  if (cluster.isPrimary) {
    const tightened = await makeDataDirPrivate(parsed.dataDir);
    if (tightened > 0)
      logger.warn('DATA_DIR was open to other users: made private (folders 0700, files 0600)', {
        dataDir: parsed.dataDir,
        entries: tightened,
      });
  }
  if (cluster.isPrimary && parsed.webConcurrency > 1) {
    const { runPrimary } = await import('./cluster.js');
    return runPrimary(parsed, logger);
  }
  const [
    { createApp },
    { openDatabase },
    { resolveSecrets },
    { listen },
    { removeExpiredSessions },
    { seedActivities },
    { resumeStudentDeletions },
    { convertPlanLists },
    { createRetentionSweep },
    { createDailyBackup },
    { startupBanner },
  ] = await Promise.all([
    import('./app.js'),
    import('./db.js'),
    import('./secrets.js'),
    import('./server.js'),
    import('./middleware/session.js'),
    import('./commands/activitySeeder.js'),
    import('./commands/studentDeleter.js'),
    import('./commands/planListConverter.js'),
    import('./commands/retentionSweeper.js'),
    import('./backups/dailyBackup.js'),
    import('./banner.js'),
  ]);
  const { config, newAdminPassword, file: secretsFile } = await resolveSecrets(parsed);
  // A worker connects to the store its primary runs (or to MONGODB_URI).
  const database = await openDatabase(config, logger, { embeddedUri: process.env[WORKER_STORE_ENV] });
  const seeded = await seedActivities();
  logger.info('activity library ready', { ...seeded });
  // A student's deletion cut short by a previous process is finished before anyone is served.
  const resumed = await resumeStudentDeletions();
  if (resumed > 0) logger.info('finished interrupted student deletions', { count: resumed });
  // Plans stored with their lists as JSON text are stored as arrays from now on.
  const convertedPlans = await convertPlanLists();
  if (convertedPlans > 0) logger.info('stored plan lists as arrays', { count: convertedPlans });

  const app = createApp(config, { logger });
  const running = await listen(app, { port: config.port, host: config.host });
  if (!process.env.PUBLIC_URL?.trim() && config.port === 0) {
    // A free port was picked: links must name the port actually in use.
    config.publicUrl = running.url;
  }

  const sweep = setInterval(
    () => removeExpiredSessions().catch((error: unknown) => logger.warn('session sweep failed', errorFields(error))),
    60 * 60 * 1000,
  );
  sweep.unref();
  // Consultation requests and access-log entries past their retention: now, then daily.
  const retention = createRetentionSweep({ retention: config.retention, logger });
  retention.start();
  // The embedded store's daily backup; a MongoDB deployment is backed up with mongodump instead.
  const backups = database.kind === 'embedded' ? createDailyBackup({ config, logger }) : null;
  backups?.start();
  // Reminders and the digest: now, then every 15 minutes; each is claimed in the store, so N processes send it once.
  app.services.reminders.start();
  // The coach's e-mail of each quarter hour's session changes: looked for every minute, claimed in the store.
  app.services.sessionNotices.start();

  if (cluster.isPrimary)
    process.stdout.write(
      startupBanner({
        config,
        url: running.url,
        store: database,
        secretsFile,
        newAdminPassword,
      }),
    );
  logger.info('listening', { url: running.url, store: database.kind, dataDir: config.dataDir });

  // A stray rejected promise is a bug to log, not a reason to drop every open request.
  process.on('unhandledRejection', (reason) => logger.error('unhandled rejection', errorFields(reason)));

  const shutdown = onShutdown(
    logger,
    async (signal) => {
      logger.info('shutting down', { signal });
      clearInterval(sweep);
      await app.services.reminders.stop();
      await app.services.sessionNotices.stop();
      await retention.stop();
      await backups?.stop();
      await running.stop();
      await database.close();
    },
    config.shutdownTimeoutMs + STOP_GRACE_MS,
  );
  if (cluster.isWorker) {
    // The primary asks its workers to drain (once; a terminal's Ctrl-C may have reached them already),
    // and a worker whose primary is gone stops too.
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE && !shutdown.started) shutdown.begin('primary');
    });
    process.on('disconnect', () => {
      if (!shutdown.started) shutdown.begin('primary gone');
    });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
