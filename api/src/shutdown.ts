import { errorFields, type Logger } from './services/logger.js';

/** A graceful stop that runs once: `begin` starts it, `started` tells whether it has. */
export interface Shutdown {
  begin(reason: string): void;
  readonly started: boolean;
}

/** What a stop may take beyond draining the requests (ending reminders, closing feeds and the store). */
export const STOP_GRACE_MS = 10_000;

/**
 * Runs `stop` on the first SIGTERM or SIGINT (or `begin`), then exits 0, or 1 when it failed. A second
 * signal while stopping exits at once, and so does a stop still running after `limitMs` (a store that went
 * away mid-stop must not keep the process alive).
 */
export function onShutdown(logger: Logger, stop: (reason: string) => Promise<void>, limitMs: number): Shutdown {
  let started = false;
  const begin = (reason: string) => {
    if (started) {
      logger.warn('second signal: exiting now', { signal: reason });
      process.exit(1);
    }
    started = true;
    setTimeout(() => {
      logger.error('shutdown took too long: exiting now', { limitMs });
      process.exit(1);
    }, limitMs).unref();
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
