/** What every command handler receives, and small argument readers shared by the handlers. */
import { decode } from '../bson.js';
import type { Cursors } from '../cursors.js';
import { fail } from '../errors.js';
import type { Storage } from '../storage.js';
import { type Doc, isPlainObject } from '../values.js';

/** The remote address of a connection over the Unix socket (which has no address of its own). */
export const UNIX_SOCKET_ADDRESS = 'unix socket';

/** The connection-level facts a handler may need. */
export interface CommandContext {
  storage: Storage;
  cursors: Cursors;
  /** The `$db` of the command. */
  db: string;
  connectionId: number;
  remoteAddress: string;
}

/** A reply document, or a reply already encoded as BSON (cursor batches of stored documents). */
export type Reply = Doc | Buffer;

/**
 * A command implementation: synchronous, so each command runs alone against SQLite. Only a change
 * stream's getMore answers later (a promise), once a write commits or its wait ends.
 */
export type Handler = (cmd: Doc, ctx: CommandContext) => Reply | Promise<Reply>;

/** Fields any command may carry, which handlers ignore: there is one node, no auth, no sessions state. */
export const GENERIC_FIELDS = new Set([
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

/** The collection named by the command's first field. */
export function collectionArg(cmd: Doc, name: string): string {
  const value = cmd[name];
  if (typeof value !== 'string' || value.length === 0) {
    fail('InvalidNamespace', `collection name has invalid type ${value === null ? 'null' : typeof value}`);
  }
  return value;
}

/** An optional object argument. */
export function docArg(cmd: Doc, name: string): Doc | undefined {
  const value = cmd[name];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value))
    fail('TypeMismatch', `BSON field '${name}' is the wrong type '${typeof value}', expected type 'object'`);
  return value;
}

/** An optional non-negative integer argument. */
export function countArg(cmd: Doc, name: string): number | undefined {
  const value = cmd[name];
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number((value as { valueOf(): unknown }).valueOf());
  if (!Number.isFinite(n)) fail('TypeMismatch', `BSON field '${name}' must be a number`);
  return Math.trunc(n);
}

/** An array of documents, given in the command body or as an OP_MSG document sequence (raw BSON). */
export function docsArg(cmd: Doc, name: string): Doc[] {
  const value = cmd[name];
  if (!Array.isArray(value)) fail('TypeMismatch', `BSON field '${name}' is missing or is not an array`);
  return value.map((item) => {
    const doc = item instanceof Uint8Array ? decode(item) : item;
    if (!isPlainObject(doc)) fail('TypeMismatch', `BSON field '${name}' must contain only objects`);
    return doc;
  });
}
