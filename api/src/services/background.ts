import type { Logger } from './logger.js';
import { errorFields } from './logger.js';

/**
 * Work that outlives the request that started it (announcing a new request by push and e-mail).
 * Tracked so that shutdown and tests can wait for it; a failure is logged, never thrown.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has settled. */
  idle(): Promise<void>;
}

/** Creates the tracker. */
export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error(`${name} failed`, errorFields(error)))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
