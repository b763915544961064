/**
 * Write commands: insert, update, delete, findAndModify. Each command is one SQLite transaction,
 * committed before the reply. Within it, each document succeeds or fails alone, as in MongoDB: an
 * ordered batch stops at its first error, an unordered one carries on, and writeErrors say which.
 */
import { ObjectId } from 'bson';
import { decode, encode } from '../bson.js';
import { fail, MongoCommandError } from '../errors.js';
import { docOf, findMatches, findSorted, parseSort, project } from '../query.js';
import type { Collection, Storage } from '../storage.js';
import { applyUpdate, updateKind, upsertDocument, type UpdateSpec } from '../update.js';
import { type Doc, isPlainObject } from '../values.js';
import { firstKey } from '../wire.js';
import { collectionArg, type CommandContext, countArg, docArg, docsArg, type Handler } from './context.js';

interface WriteError {
  index: number;
  [field: string]: unknown;
}

/**
 * A per-document failure for `writeErrors`. Only MongoCommandErrors qualify: they are raised before
 * the document's first write. Anything else aborts the command, rolling back its transaction.
 */
function writeError(index: number, error: unknown): WriteError {
  if (!(error instanceof MongoCommandError)) throw error;
  return { index, ...error.toReply() };
}

function writeReply(n: number, writeErrors: WriteError[], extra: Doc = {}): Doc {
  return { n, ...extra, ...(writeErrors.length > 0 ? { writeErrors } : {}), ok: 1 };
}

/** Checks a document's `_id` the way MongoDB does before storing it. */
function checkId(doc: Doc): void {
  if (Array.isArray(doc._id)) fail('InvalidIdField', "The '_id' value cannot be of type array");
  if (doc._id instanceof RegExp) fail('InvalidIdField', "The '_id' value cannot be of type regex");
}

/**
 * Stores a document, keeping the BSON it arrived in when `_id` already leads it (the driver appends
 * `_id` to documents it names, and MongoDB stores `_id` first). Without `_id` it gets an ObjectId.
 */
function insertOne(storage: Storage, coll: Collection, raw: Buffer | Doc): Doc {
  const received = raw instanceof Uint8Array ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength) : undefined;
  let doc = received ? decode(received) : (raw as Doc);
  checkId(doc);
  if (received && firstKey(received) === '_id') {
    storage.insert(coll, doc, received);
    return doc;
  }
  const { _id = new ObjectId(), ...rest } = doc;
  doc = { _id, ...rest };
  storage.insert(coll, doc, encode(doc));
  return doc;
}

/** Applies one update statement's change to a matched document; returns whether it changed. */
function updateStored(
  storage: Storage,
  coll: Collection,
  rid: number,
  body: Buffer,
  u: UpdateSpec,
  query: Doc,
  arrayFilters?: Doc[],
): { before: Doc; after: Doc; changed: boolean } {
  const before = decode(body);
  const after = applyUpdate(decode(body), u, { query, arrayFilters, inserting: false });
  checkId(after);
  const next = encode(after);
  const changed = !next.equals(body);
  if (changed) storage.replace(coll, rid, before, after, next, updateKind(u) === 'replacement' ? 'replace' : 'update');
  return { before, after, changed };
}

function arrayFiltersArg(statement: Doc): Doc[] | undefined {
  const value = statement.arrayFilters;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isPlainObject))
    fail('TypeMismatch', 'arrayFilters must be an array of objects');
  return value;
}

function orderedArg(cmd: Doc): boolean {
  return cmd.ordered !== false;
}

function update(cmd: Doc, { storage, db }: CommandContext): Doc {
  const name = collectionArg(cmd, 'update');
  const statements = docsArg(cmd, 'updates');
  const ordered = orderedArg(cmd);
  const writeErrors: WriteError[] = [];
  const upserted: { index: number; _id: unknown }[] = [];
  let n = 0;
  let nModified = 0;
  // Malformed statements fail the whole command before anything is written, as in MongoDB.
  const parsed = statements.map((statement) => {
    const query =
      docArg(statement, 'q') ?? fail('FailedToParse', "BSON field 'update.updates.q' is missing but a required field");
    const u = statement.u as UpdateSpec;
    const multi = statement.multi === true;
    const kind = updateKind(u);
    if (multi && kind === 'replacement')
      fail('FailedToParse', 'multi update is not supported for replacement-style update');
    return {
      statement,
      query,
      u,
      multi,
      arrayFilters: arrayFiltersArg(statement),
      sort: parseSort(docArg(statement, 'sort')),
    };
  });
  storage.transaction(() => {
    for (const [index, { statement, query, u, multi, arrayFilters, sort }] of parsed.entries()) {
      try {
        const coll = storage.collection(db, name);
        const matches = findSorted(storage, coll, query, sort, multi ? 0 : 1);
        for (const match of multi ? matches : matches.slice(0, 1)) {
          const { changed } = updateStored(storage, coll!, match.rid, match.body, u, query, arrayFilters);
          n++;
          if (changed) nModified++;
        }
        if (matches.length === 0 && statement.upsert === true) {
          const doc = upsertDocument(query, u, arrayFilters);
          insertOne(storage, storage.ensureCollection(db, name), doc);
          upserted.push({ index, _id: doc._id });
          n++;
        }
      } catch (error) {
        writeErrors.push(writeError(index, error));
        if (ordered) break;
      }
    }
  });
  return writeReply(n, writeErrors, { nModified, ...(upserted.length > 0 ? { upserted } : {}) });
}

function findAndModify(cmd: Doc, { storage, db }: CommandContext, name: string): Doc {
  const query = docArg(cmd, 'query') ?? {};
  const sort = parseSort(docArg(cmd, 'sort'));
  const fields = docArg(cmd, 'fields');
  const remove = cmd.remove === true;
  const hasUpdate = cmd.update !== undefined && cmd.update !== null;
  const returnNew = cmd.new === true;
  const upsert = cmd.upsert === true;
  if (remove && hasUpdate) fail('FailedToParse', 'Cannot specify both an update and remove=true');
  if (!remove && !hasUpdate) fail('FailedToParse', 'Either an update or remove=true must be specified');
  if (remove && (upsert || returnNew))
    fail('FailedToParse', 'Cannot specify both upsert=true and remove=true, or both new=true and remove=true');
  const u = cmd.update as UpdateSpec;
  if (hasUpdate) updateKind(u);
  const arrayFilters = arrayFiltersArg(cmd);
  const shape = (doc: Doc | null): Doc | null =>
    doc && fields && Object.keys(fields).length > 0 ? (project([doc], fields)[0] ?? null) : doc;

  return storage.transaction(() => {
    const coll = storage.collection(db, name);
    const [match] = findSorted(storage, coll, query, sort, 1);
    if (match && remove) {
      const doc = docOf(match);
      storage.remove(coll!, match.rid, doc);
      return { lastErrorObject: { n: 1 }, value: shape(doc), ok: 1 };
    }
    if (match) {
      const { before, after } = updateStored(storage, coll!, match.rid, match.body, u, query, arrayFilters);
      return { lastErrorObject: { n: 1, updatedExisting: true }, value: shape(returnNew ? after : before), ok: 1 };
    }
    if (upsert) {
      const doc = upsertDocument(query, u, arrayFilters);
      insertOne(storage, storage.ensureCollection(db, name), doc);
      return {
        lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
        value: shape(returnNew ? doc : null),
        ok: 1,
      };
    }
    return { lastErrorObject: { n: 0, ...(remove ? {} : { updatedExisting: false }) }, value: null, ok: 1 };
  });
}

/** Write commands. */
export const writeCommands: Record<string, Handler> = {
  insert: (cmd, { storage, db }) => {
    const name = collectionArg(cmd, 'insert');
    const documents = cmd.documents;
    if (!Array.isArray(documents)) fail('TypeMismatch', "BSON field 'insert.documents' is missing or is not an array");
    documents.forEach((doc, i) => {
      if (!(doc instanceof Uint8Array) && !isPlainObject(doc))
        fail('TypeMismatch', `BSON field 'insert.documents.${i}' is the wrong type, expected type 'object'`);
    });
    const ordered = orderedArg(cmd);
    const writeErrors: WriteError[] = [];
    let n = 0;
    storage.transaction(() => {
      const coll = storage.ensureCollection(db, name);
      for (const [index, raw] of documents.entries()) {
        try {
          insertOne(storage, coll, raw as Buffer | Doc);
          n++;
        } catch (error) {
          writeErrors.push(writeError(index, error));
          if (ordered) break;
        }
      }
    });
    return writeReply(n, writeErrors);
  },

  update,

  delete: (cmd, { storage, db }) => {
    const name = collectionArg(cmd, 'delete');
    const statements = docsArg(cmd, 'deletes');
    const ordered = orderedArg(cmd);
    const writeErrors: WriteError[] = [];
    let n = 0;
    const parsed = statements.map((statement) => {
      const limit = countArg(statement, 'limit') ?? 0;
      if (limit !== 0 && limit !== 1)
        fail('FailedToParse', `The limit field in delete objects must be 0 or 1. Got ${limit}`);
      const query =
        docArg(statement, 'q') ??
        fail('FailedToParse', "BSON field 'delete.deletes.q' is missing but a required field");
      return { query, limit };
    });
    storage.transaction(() => {
      for (const [index, { query, limit }] of parsed.entries()) {
        try {
          const coll = storage.collection(db, name);
          for (const match of findMatches(storage, coll, query, limit)) {
            storage.remove(coll!, match.rid, docOf(match));
            n++;
          }
        } catch (error) {
          writeErrors.push(writeError(index, error));
          if (ordered) break;
        }
      }
    });
    return writeReply(n, writeErrors);
  },

  findAndModify: (cmd, ctx) => findAndModify(cmd, ctx, collectionArg(cmd, 'findAndModify')),
  findandmodify: (cmd, ctx) => findAndModify(cmd, ctx, collectionArg(cmd, 'findandmodify')),
};
