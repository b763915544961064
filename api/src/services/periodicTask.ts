/** A task run now and then every interval: never two runs at once, and stopping waits for the one under way. */
export interface PeriodicTask<T> {
  /** Runs once at `now` (default: the clock); a call while a run is under way waits for it instead. */
  run(now?: Date): Promise<T>;
  /** Runs now, then every interval. */
  start(): void;
  /** Stops the interval and waits for a run under way. */
  stop(): Promise<void>;
}

/** Builds the task; nothing runs until `start` or `run`. `task` must not throw (it logs its own failures). */
export function periodicTask<T>(
  task: (now: Date) => Promise<T>,
  intervalMs: number,
  clock: () => Date,
): PeriodicTask<T> {
  let current: Promise<T> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const run = (now = clock()) => {
    current ??= task(now).finally(() => (current = null));
    return current;
  };
  return {
    run,
    start() {
      if (timer) return;
      void run();
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
}
