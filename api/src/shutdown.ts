import { errorFields, type Logger } from './services/logger.js';

/** A graceful stop that runs once: `begin` starts it, `started` tells whether it has. */
export interface Shutdown {
  begin(reason: string): void;
  readonly started: boolean;
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT (or `begin`), then exits 0, or 1 when it failed.
 * A second signal while stopping exits at once.
 */
export function onShutdown(logger: Logger, stop: (reason: string) => Promise<void>): Shutdown {
  let started = false;
  const begin = (reason: string) => {
    if (started) {
      logger.warn('second signal: exiting now', { signal: reason });
      process.exit(1);
    }
    started = true;
    stop(reason).then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error('shutdown failed', errorFields(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => begin('SIGTERM'));
  process.on('SIGINT', () => begin('SIGINT'));
  return {
    begin,
    get started() {
      return started;
    },
  };
}
