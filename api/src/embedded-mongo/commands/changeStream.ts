/**
 * Change streams: `aggregate` with a leading `$changeStream` stage opens a cursor over the change log
 * (see ../changes.ts) of a collection, a database or (from `admin` with `allChangesForCluster`) every
 * database. The rest of the pipeline ($match, $project...) runs on each event. A getMore returns the
 * events after the cursor's position, or waits for the next commit up to `maxTimeMS` (the driver's
 * `maxAwaitTimeMS`; one second by default) and then returns an empty batch. Every batch carries
 * `postBatchResumeToken`, so a driver resuming after a dropped connection misses nothing.
 */
import { Long, Timestamp } from 'bson';
import { Aggregator } from 'mingo';
import type { ChangeEvent, ChangeLog } from '../changes.js';
import { encode } from '../bson.js';
import { fail } from '../errors.js';
import { MINGO_OPTIONS } from '../mingo.js';
import { docOf, findMatches } from '../query.js';
import type { Storage } from '../storage.js';
import { type Doc, isPlainObject } from '../values.js';
import { countArg, type CommandContext, docArg } from './context.js';

/** Wait of a getMore that names none, as MongoDB's default for awaitData cursors. */
const DEFAULT_AWAIT_MS = 1000;
/** Room for one batch of events in a reply. */
const BATCH_BYTES = 15 * 1024 * 1024;
/** Stages MongoDB allows after $changeStream. */
const ALLOWED_STAGES = new Set([
  '$match',
  '$project',
  '$addFields',
  '$set',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
  '$redact',
]);
const FULL_DOCUMENT_MODES = new Set(['default', 'updateLookup', 'whenAvailable', 'required']);

/** An open change stream: where it is in the log and what it shows. */
export interface ChangeStreamCursor {
  ns: string;
  /** Which writes it follows: one collection, one database, or all (undefined fields match all). */
  db?: string;
  coll?: string;
  /** The sequence number of the last event it has passed. */
  position: number;
  pipeline: Doc[];
  lookUpUpdates: boolean;
  lastUsed: number;
  /** Ends a getMore waiting for the next commit. */
  cancelWait?: () => void;
}

/** Whether an aggregate pipeline opens a change stream. */
export function isChangeStream(pipeline: unknown): pipeline is Doc[] {
  return Array.isArray(pipeline) && isPlainObject(pipeline[0]) && '$changeStream' in pipeline[0];
}

/** aggregate with a leading $changeStream: opens the cursor and answers with what is already there. */
export function openChangeStream(cmd: Doc, ctx: CommandContext): Doc {
  const [first, ...rest] = cmd.pipeline as Doc[];
  const options = first!.$changeStream;
  if (!isPlainObject(options)) fail('TypeMismatch', 'the $changeStream stage takes an object');
  for (const stage of rest) {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (!name || !ALLOWED_STAGES.has(name) || Object.keys(stage).length !== 1)
      fail('IllegalOperation', `${String(name)} is not permitted in a $changeStream pipeline`);
  }
  const fullDocument = options.fullDocument ?? 'default';
  if (typeof fullDocument !== 'string' || !FULL_DOCUMENT_MODES.has(fullDocument))
    fail('BadValue', `unknown fullDocument mode ${String(fullDocument)}`);
  if (options.fullDocumentBeforeChange !== undefined && options.fullDocumentBeforeChange !== 'off')
    fail('CommandNotSupported', 'the embedded store keeps no pre-images: fullDocumentBeforeChange must be off');

  const log = ctx.storage.changes;
  const resumeToken = options.resumeAfter ?? options.startAfter;
  let position = log.latest;
  if (resumeToken !== undefined) position = log.resumePoint(resumeToken);
  else if (options.startAtOperationTime instanceof Timestamp) position = log.pointAt(options.startAtOperationTime);

  const target = cmd.aggregate;
  let scope: { db?: string; coll?: string };
  if (typeof target === 'string' && target.length > 0) scope = { db: ctx.db, coll: target };
  else if (target !== 1) fail('InvalidNamespace', 'aggregate needs a collection name or 1');
  else if (options.allChangesForCluster === true) {
    if (ctx.db !== 'admin') fail('InvalidOptions', 'allChangesForCluster is only allowed on the admin database');
    scope = {};
  } else scope = { db: ctx.db };

  const ns = typeof target === 'string' ? `${ctx.db}.${target}` : `${ctx.db}.$cmd.aggregate`;
  const cursor: ChangeStreamCursor = {
    ns,
    ...scope,
    position,
    pipeline: rest,
    lookUpUpdates: fullDocument !== 'default',
    lastUsed: Date.now(),
  };
  const batchSize = countArg(docArg(cmd, 'cursor') ?? {}, 'batchSize');
  const events = collect(cursor, ctx.storage, batchSize);
  const id = ctx.cursors.openStream(cursor);
  return batchReply('firstBatch', events, id, cursor, log);
}

/** getMore on a change stream: the next events, at once when there are some, else after a wait. */
export function changeStreamMore(
  id: bigint,
  cursor: ChangeStreamCursor,
  cmd: Doc,
  ctx: CommandContext,
): Doc | Promise<Doc> {
  const log = ctx.storage.changes;
  cursor.lastUsed = Date.now();
  const batchSize = countArg(cmd, 'batchSize');
  const ready = collect(cursor, ctx.storage, batchSize);
  if (ready.length > 0) return batchReply('nextBatch', ready, id, cursor, log);
  const waitMs = Math.min(countArg(cmd, 'maxTimeMS') || DEFAULT_AWAIT_MS, 60 * 60 * 1000);
  const { done, cancel } = log.wait(waitMs, (event) => inScope(cursor, event));
  cursor.cancelWait = cancel;
  return done.then(() => {
    cursor.cancelWait = undefined;
    cursor.lastUsed = Date.now();
    if (!ctx.cursors.stream(id)) fail('CursorNotFound', `cursor id ${id} not found`);
    return batchReply('nextBatch', collect(cursor, ctx.storage, batchSize), id, cursor, log);
  });
}

/** The events after the cursor's position that its scope and pipeline let through; moves the position past what it read. */
function collect(cursor: ChangeStreamCursor, storage: Storage, batchSize: number | undefined): Doc[] {
  const out: Doc[] = [];
  let bytes = 0;
  let complete = true;
  for (const event of storage.changes.after(cursor.position)) {
    if ((batchSize && out.length >= batchSize) || bytes > BATCH_BYTES) {
      complete = false;
      break;
    }
    cursor.position = event.seq;
    if (!inScope(cursor, event)) continue;
    const doc = eventDoc(event, storage, cursor.lookUpUpdates);
    const shown =
      cursor.pipeline.length > 0 ? (new Aggregator(cursor.pipeline, MINGO_OPTIONS).run([doc]) as Doc[]) : [doc];
    for (const result of shown) {
      bytes += encode(result).length;
      out.push(result);
    }
  }
  if (complete) cursor.position = storage.changes.latest;
  return out;
}

/** Whether an event is a write to what the stream follows (its collection, its database, or anything). */
function inScope(cursor: ChangeStreamCursor, event: ChangeEvent): boolean {
  return (cursor.db === undefined || event.db === cursor.db) && (cursor.coll === undefined || event.coll === cursor.coll);
}

/** An event as MongoDB shows it. */
function eventDoc(event: ChangeEvent, storage: Storage, lookUpUpdates: boolean): Doc {
  let fullDocument: Doc | null | undefined = event.fullDocument;
  if (event.operationType === 'update' && lookUpUpdates) fullDocument = current(storage, event) ?? null;
  return {
    _id: storage.changes.token(event.seq),
    operationType: event.operationType,
    clusterTime: event.clusterTime,
    wallTime: event.wallTime,
    ...(fullDocument !== undefined ? { fullDocument } : {}),
    ns: { db: event.db, coll: event.coll },
    documentKey: event.documentKey,
    ...(event.updateDescription ? { updateDescription: event.updateDescription } : {}),
  };
}

/** The document as it is now (updateLookup). */
function current(storage: Storage, event: ChangeEvent): Doc | undefined {
  const coll = storage.collection(event.db, event.coll);
  if (!coll) return undefined;
  const match = findMatches(storage, coll, { _id: event.documentKey._id })[0];
  return match ? docOf(match) : undefined;
}

function batchReply(
  batchName: 'firstBatch' | 'nextBatch',
  events: Doc[],
  id: bigint,
  cursor: ChangeStreamCursor,
  log: ChangeLog,
): Doc {
  return {
    cursor: {
      [batchName]: events,
      postBatchResumeToken: log.token(cursor.position),
      id: Long.fromBigInt(id),
      ns: cursor.ns,
    },
    ok: 1,
  };
}
