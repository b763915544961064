/**
 * Update semantics: operator documents and aggregation-pipeline updates through mingo, replacement
 * documents, `$setOnInsert`, `_id` immutability, and the document an upsert inserts.
 */
import { ObjectId } from 'bson';
import { Aggregator, update as mingoUpdate } from 'mingo';
import { fail, MongoCommandError } from './errors.js';
import { MINGO_OPTIONS, withMingo } from './mingo.js';
import { compareValues, type Doc, isPlainObject } from './values.js';

/** An update as the update and findAndModify commands carry it. */
export type UpdateSpec = Doc | Doc[];

/** Checks the shape of an update and tells which kind it is. */
export function updateKind(u: unknown): 'pipeline' | 'operators' | 'replacement' {
  if (Array.isArray(u)) {
    if (!u.every(isPlainObject)) fail('FailedToParse', 'Each element of the update pipeline must be an object');
    return 'pipeline';
  }
  if (!isPlainObject(u)) fail('FailedToParse', 'Update argument must be either an object or an array');
  const keys = Object.keys(u);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length === 0) return 'replacement';
  if (operators.length !== keys.length) {
    const plain = keys.find((k) => !k.startsWith('$'));
    fail(
      'FailedToParse',
      `Unknown modifier: ${plain}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  for (const [op, args] of Object.entries(u)) {
    if (!isPlainObject(args))
      fail(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeof args} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(args)}}`,
      );
  }
  return 'operators';
}

function sameId(a: unknown, b: unknown): boolean {
  return compareValues(a, b) === 0;
}

function immutableId(value: unknown): MongoCommandError {
  return new MongoCommandError(
    'ImmutableField',
    `Performing an update on the path '_id' would modify the immutable field '_id' (to ${String(value)})`,
  );
}

/** Puts `_id` first, as MongoDB stores it. */
function idFirst(doc: Doc): Doc {
  if (!('_id' in doc) || Object.keys(doc)[0] === '_id') return doc;
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

/**
 * Applies an update to `doc` (which is modified or replaced) and returns the new document.
 * `query` resolves the positional `$` operator; `inserting` turns `$setOnInsert` on.
 */
export function applyUpdate(
  doc: Doc,
  u: UpdateSpec,
  options: { query: Doc; arrayFilters?: Doc[]; inserting: boolean },
): Doc {
  const kind = updateKind(u);
  if (kind === 'replacement') {
    const replacement = u as Doc;
    if ('_id' in replacement && !sameId(replacement._id, doc._id)) throw immutableId(replacement._id);
    return idFirst({ ...replacement, _id: doc._id });
  }
  if (kind === 'pipeline') {
    const [result] = withMingo(() => new Aggregator(u as Doc[], MINGO_OPTIONS).run([doc]) as Doc[]);
    if (!result) fail('BadValue', 'the update pipeline removed the document');
    if (!sameId(result._id, doc._id)) throw immutableId(result._id);
    return idFirst(result);
  }
  const { $setOnInsert, ...operators } = u as Record<string, Doc>;
  for (const op of ['$set', '$setOnInsert'] as const) {
    const fields = op === '$set' ? operators.$set : $setOnInsert;
    if (!fields || !('_id' in fields)) continue;
    const { _id, ...others } = fields;
    if (options.inserting) {
      if (op === '$set' || !('_id' in doc)) doc._id = _id;
    } else if (op === '$set' && !sameId(_id, doc._id)) {
      throw immutableId(_id);
    }
    if (op === '$set' && Object.keys(others).length > 0) operators.$set = others;
    else if (op === '$set') delete operators.$set;
  }
  if (Object.keys(operators).length > 0) {
    withMingo(() =>
      mingoUpdate(doc, operators, options.arrayFilters, options.query, {
        cloneMode: 'copy',
        queryOptions: MINGO_OPTIONS,
      }),
    );
  }
  if (options.inserting && $setOnInsert) {
    const { _id, ...fields } = $setOnInsert;
    if (Object.keys(fields).length > 0)
      withMingo(() => mingoUpdate(doc, { $set: fields }, undefined, undefined, { queryOptions: MINGO_OPTIONS }));
  }
  return idFirst(doc);
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let target = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(target[part])) target[part] = {};
    target = target[part] as Doc;
  }
  target[parts.at(-1)!] = value;
}

/** The equality fields of a query, which seed the document an upsert inserts. */
export function seedFromQuery(query: Doc, seed: Doc = {}): Doc {
  for (const [key, condition] of Object.entries(query)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) seedFromQuery(part, seed);
      continue;
    }
    if (key.startsWith('$')) continue;
    if (isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'))) {
      if ('$eq' in condition) setPath(seed, key, condition.$eq);
      else if (Array.isArray(condition.$in) && condition.$in.length === 1) setPath(seed, key, condition.$in[0]);
      continue;
    }
    setPath(seed, key, condition);
  }
  return seed;
}

/** The document an upsert inserts when nothing matched: query equalities, then the update, then an `_id`. */
export function upsertDocument(query: Doc, u: UpdateSpec, arrayFilters?: Doc[]): Doc {
  const seed = seedFromQuery(query);
  const kind = updateKind(u);
  const doc =
    kind === 'replacement'
      ? idFirst({ ...(u as Doc), ...('_id' in (u as Doc) ? {} : '_id' in seed ? { _id: seed._id } : {}) })
      : applyUpdate(seed, u, { query: {}, arrayFilters, inserting: true });
  if (!('_id' in doc) || doc._id === undefined) return { _id: new ObjectId(), ...doc };
  return idFirst(doc);
}
