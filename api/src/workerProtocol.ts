/** What a cluster's primary tells its workers (see cluster.ts). */

/** Set by the primary for its workers: the embedded store's socket they connect to. */
export const WORKER_STORE_ENV = 'EMBEDDED_STORE_WORKER_URI';
/** The primary's request to a worker to drain and stop. */
export const SHUTDOWN_MESSAGE = 'shutdown';
