/**
 * Command dispatch: strips the generic fields every driver command carries (session, concerns,
 * cluster time...), refuses transactions as a standalone MongoDB does, and turns any failure into
 * MongoDB's `{ ok: 0, errmsg, code, codeName }`.
 */
import { fail, MongoCommandError, toCommandError } from '../errors.js';
import { type Doc, isPlainObject } from '../values.js';
import { adminCommands } from './admin.js';
import { aggregateCommands } from './aggregate.js';
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
};

/** Fields accepted on any command and ignored: there is one node, no auth, no sessions state. */
const GENERIC_FIELDS = new Set([
  '$db',
  'lsid',
  '$clusterTime',
  '$readPreference',
  'readConcern',
  'writeConcern',
  'maxTimeMS',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  'bypassDocumentValidation',
  'hint',
  'allowDiskUse',
  'noCursorTimeout',
  'awaitData',
  'allowPartialResults',
  'returnKey',
  'showRecordId',
  'bypassEmptyTsReplacement',
  'maxAwaitTimeMS',
  'topologyVersion',
  'client',
  'compression',
  'backpressure',
  'saslSupportedMechs',
]);

/** Runs one command document (document sequences already merged in) and returns its reply. */
export function runCommand(
  command: Doc,
  ctx: Omit<CommandContext, 'db'>,
  onInternalError: (name: string, error: unknown) => void,
): Reply {
  const name = Object.keys(command)[0];
  try {
    if (!name) fail('FailedToParse', 'empty command');
    const db = command.$db;
    if (typeof db !== 'string' || db.length === 0) fail('FailedToParse', 'the command has no $db field');
    if ('txnNumber' in command || 'startTransaction' in command || 'autocommit' in command) {
      fail('IllegalOperation', 'Transaction numbers are only allowed on a replica set member or mongos');
    }
    const handler = Object.hasOwn(handlers, name) ? handlers[name as keyof typeof handlers] : undefined;
    if (!handler) fail('CommandNotFound', `no such command: '${name}'`);
    // Copied field by field: deleting from a copy would turn it into a slow dictionary-mode object.
    const args: Doc = {};
    for (const field of Object.keys(command)) if (!GENERIC_FIELDS.has(field)) args[field] = command[field];
    const concern = command.writeConcern;
    const journaled = isPlainObject(concern) && (concern.j === true || concern.fsync === true);
    return journaled ? ctx.storage.durably(() => handler(args, { ...ctx, db })) : handler(args, { ...ctx, db });
  } catch (error) {
    const commandError = toCommandError(error);
    if (!(error instanceof MongoCommandError) && commandError.codeName === 'InternalError')
      onInternalError(String(name), error);
    return { ok: 0, ...commandError.toReply() };
  }
}
