import { PassThrough } from 'node:stream';

/** Live streams one session may hold at once (a few tabs), and one process at most. */
export const STREAMS_PER_SESSION = 3;
export const STREAMS_PER_PROCESS = 100;

/** Why a stream was not opened. */
export type StreamRefusal = 'session-limit' | 'process-limit';

/**
 * The open server-sent-event streams of this process, by session: bounded per session and overall,
 * ended when their session ends (on any process: see liveFeed.ts) and at shutdown. A stream also ends
 * itself once the access it was opened with no longer holds (checked before every write: see
 * routes/notifications/notifications.ts).
 */
export interface StreamRegistry {
  /** A new stream for the session, or why it may not have one. */
  open(sessionId: string): PassThrough | StreamRefusal;
  /** Ends the streams of a session; returns how many were open. */
  closeSession(sessionId: string): number;
  /** Ends every open stream. */
  closeAll(): void;
  readonly size: number;
}

/** Creates the registry. */
export function createStreamRegistry(
  limits: { perSession: number; total: number } = { perSession: STREAMS_PER_SESSION, total: STREAMS_PER_PROCESS },
): StreamRegistry {
  const bySession = new Map<string, Set<PassThrough>>();
  let size = 0;
  const release = (sessionId: string, stream: PassThrough) => {
    const own = bySession.get(sessionId);
    if (!own?.delete(stream)) return;
    size -= 1;
    if (own.size === 0) bySession.delete(sessionId);
  };
  const end = (sessionId: string) => {
    const own = [...(bySession.get(sessionId) ?? [])];
    for (const stream of own) {
      release(sessionId, stream);
      stream.end();
    }
    return own.length;
  };
  return {
    open(sessionId) {
      const own = bySession.get(sessionId) ?? new Set<PassThrough>();
      if (own.size >= limits.perSession) return 'session-limit';
      if (size >= limits.total) return 'process-limit';
      const stream = new PassThrough();
      own.add(stream);
      bySession.set(sessionId, own);
      size += 1;
      const forget = () => release(sessionId, stream);
      stream.once('close', forget);
      stream.once('end', forget);
      stream.once('finish', forget);
      return stream;
    },
    closeSession: end,
    closeAll() {
      for (const sessionId of [...bySession.keys()]) end(sessionId);
    },
    get size() {
      return size;
    },
  };
}
