/** Cursor commands: getMore and killCursors. */
import { Long } from 'bson';
import { cursorId } from '../cursors.js';
import { fail } from '../errors.js';
import { changeStreamMore } from './changeStream.js';
import { collectionArg, countArg, type Handler } from './context.js';

/** Cursor commands. */
export const cursorCommands: Record<string, Handler> = {
  getMore: (cmd, ctx) => {
    const { cursors, db } = ctx;
    const id = cursorId(cmd.getMore);
    const name = collectionArg(cmd, 'collection');
    const stream = cursors.stream(id);
    if (stream) {
      if (stream.ns !== `${db}.${name}`)
        fail(
          'Unauthorized',
          `Requested getMore on namespace '${db}.${name}', but cursor belongs to a different namespace ${stream.ns}`,
        );
      return changeStreamMore(id, stream, cmd, ctx);
    }
    return cursors.more(id, `${db}.${name}`, countArg(cmd, 'batchSize'));
  },

  killCursors: (cmd, { cursors }) => {
    collectionArg(cmd, 'killCursors');
    if (!Array.isArray(cmd.cursors))
      fail('TypeMismatch', "BSON field 'killCursors.cursors' is missing or is not an array");
    const { killed, notFound } = cursors.kill(cmd.cursors.map(cursorId));
    return {
      cursorsKilled: killed.map((id) => Long.fromBigInt(id)),
      cursorsNotFound: notFound.map((id) => Long.fromBigInt(id)),
      cursorsAlive: [],
      cursorsUnknown: [],
      ok: 1,
    };
  },
};
