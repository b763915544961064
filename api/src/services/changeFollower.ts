import type { ChangeStreamDocument, Document } from 'mongodb';
import mongoose, { type Model } from 'mongoose';
import { errorFields, type Logger } from './logger.js';

/** MongoDB's code for a resume point older than the kept history (the oplog, or the embedded store's log). */
const CHANGE_STREAM_HISTORY_LOST = 286;
/** Waits before reopening a failed change stream, growing with repeated failures. */
const RETRY_DELAYS_MS = [100, 500, 2000, 5000];

/** A change stream on one collection that reopens itself after failures. */
export interface ChangeFollower {
  /** Resolves once the stream is open: every change committed from then on reaches the listener. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Follows the changes of one model's collection through `Model.watch()`, as every API process does,
 * so what one process writes reaches the others. The driver resumes by itself after a dropped
 * connection; for any other failure the stream is reopened after the last resume token it reported,
 * so nothing still in the store's history is missed or repeated. When that history is gone (code
 * 286, for example after the embedded store restarted) it starts again from now and says so in the log.
 */
export function followChanges(
  name: string,
  model: Model<never>,
  pipeline: Document[],
  onChange: (change: ChangeStreamDocument) => void,
  logger: Logger,
): ChangeFollower {
  let token: unknown;
  let stream: ReturnType<Model<never>['watch']> | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const reopen = () => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = undefined;
        open();
      },
      RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)],
    );
    retry.unref();
  };

  const open = () => {
    if (closed) return;
    const current = model.watch(pipeline, token ? { resumeAfter: token } : {});
    stream = current;
    current.on('resumeTokenChanged', (next: unknown) => {
      token = next;
      failures = 0;
      markReady();
    });
    current.on('change', (change: ChangeStreamDocument) => {
      token = change._id;
      try {
        onChange(change);
      } catch (error) {
        logger.error('change listener failed', { feed: name, ...errorFields(error) });
      }
    });
    current.on('error', (error: unknown) => {
      if (closed || stream !== current) return;
      stream = undefined;
      void current.close().catch(() => {});
      if ((error as { code?: unknown }).code === CHANGE_STREAM_HISTORY_LOST) {
        logger.warn('change history lost: following from now on; changes made meanwhile were not seen here', {
          feed: name,
        });
        token = undefined;
      } else {
        logger.warn('change stream failed: reopening', { feed: name, ...errorFields(error) });
      }
      reopen();
    });
    current.on('close', () => {
      // Closed under us (not by an error, which reopens above): reopen while the connection stands.
      if (closed || stream !== current) return;
      if (mongoose.connection.readyState !== 1) return;
      stream = undefined;
      reopen();
    });
  };
  open();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = stream;
      stream = undefined;
      await current?.close().catch(() => {});
    },
  };
}
