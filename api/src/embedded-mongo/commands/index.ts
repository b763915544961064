/**
 * Command dispatch: refuses transactions as a standalone MongoDB does, hands the command to its handler
 * (which reads the fields it knows and ignores the generic ones every driver command carries: session,
 * concerns, cluster time...), and turns any failure into MongoDB's `{ ok: 0, errmsg, code, codeName }`.
 */
import { fail, MongoCommandError, toCommandError } from '../errors.js';
import { type Doc, isPlainObject } from '../values.js';
import { adminCommands } from './admin.js';
import { aggregateCommands } from './aggregate.js';
import { backupCommands } from './backup.js';
import type { CommandContext, Reply } from './context.js';
import { cursorCommands } from './cursors.js';
import { handshakeCommands } from './handshake.js';
import { indexCommands } from './indexes.js';
import { readCommands } from './read.js';
import { writeCommands } from './write.js';

const handlers = {
  ...handshakeCommands,
  ...adminCommands,
  ...readCommands,
  ...writeCommands,
  ...cursorCommands,
  ...indexCommands,
  ...aggregateCommands,
  ...backupCommands,
};

/** Runs one command document (document sequences already merged in) and returns its reply. */
export function runCommand(
  command: Doc,
  ctx: Omit<CommandContext, 'db'>,
  onInternalError: (name: string, error: unknown) => void,
): Reply | Promise<Reply> {
  const name = firstField(command);
  const failed = (error: unknown): Reply => {
    const commandError = toCommandError(error);
    if (!(error instanceof MongoCommandError) && commandError.codeName === 'InternalError')
      onInternalError(String(name), error);
    return { ok: 0, ...commandError.toReply() };
  };
  try {
    if (!name) fail('FailedToParse', 'empty command');
    const db = command.$db;
    if (typeof db !== 'string' || db.length === 0) fail('FailedToParse', 'the command has no $db field');
    if ('txnNumber' in command || 'startTransaction' in command || 'autocommit' in command) {
      fail('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    const handler = Object.hasOwn(handlers, name) ? handlers[name as keyof typeof handlers] : undefined;
    if (!handler) fail('CommandNotFound', `no such command: '${name}'`);
    const concern = command.writeConcern;
    const journaled = isPlainObject(concern) && (concern.j === true || concern.fsync === true);
    const { storage, cursors, connectionId, remoteAddress } = ctx;
    const context: CommandContext = { storage, cursors, db, connectionId, remoteAddress };
    const reply = journaled ? storage.durably(() => handler(command, context)) : handler(command, context);
    return reply instanceof Promise ? reply.catch(failed) : reply;
  } catch (error) {
    return failed(error);
  }
}

/** The command's name: its first field (read without listing every field, as this runs for each command). */
function firstField(command: Doc): string | undefined {
  for (const field in command) return field;
  return undefined;
}
