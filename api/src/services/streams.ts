import { PassThrough } from 'node:stream';

/** The open server-sent-event streams, so shutdown can end them and let the server close. */
export interface StreamRegistry {
  open(): PassThrough;
  /** Ends every open stream. */
  closeAll(): void;
  readonly size: number;
}

/** Creates the registry. */
export function createStreamRegistry(): StreamRegistry {
  const streams = new Set<PassThrough>();
  return {
    open() {
      const stream = new PassThrough();
      streams.add(stream);
      const forget = () => streams.delete(stream);
      stream.once('close', forget);
      stream.once('end', forget);
      return stream;
    },
    closeAll() {
      for (const stream of streams) stream.end();
      streams.clear();
    },
    get size() {
      return streams.size;
    },
  };
}
