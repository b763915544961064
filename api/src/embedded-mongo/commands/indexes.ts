/**
 * Index commands: createIndexes (unique, compound, sparse, partialFilterExpression,
 * expireAfterSeconds), listIndexes, dropIndexes. Special index types (text, 2dsphere, hashed...) are
 * refused rather than silently built as something else.
 */
import { encode } from '../bson.js';
import { fail } from '../errors.js';
import { compileFilter } from '../query.js';
import { type Collection, ID_INDEX, type Index, type IndexSpec } from '../storage.js';
import { type Doc, isPlainObject } from '../values.js';
import { collectionArg, type Handler } from './context.js';

const OPTIONS = new Set([
  'v',
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'hidden',
  'collation',
  'storageEngine',
]);
/** Options that change what an index is; the rest (background...) do not make two specs differ. */
const SIGNIFICANT = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'collation'] as const;

function isIdKey(key: Doc): boolean {
  const fields = Object.keys(key);
  return fields.length === 1 && fields[0] === '_id';
}

/** Validates one createIndexes entry and returns it in MongoDB's listIndexes shape. */
function normalizeSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw)) fail('TypeMismatch', 'each index specification must be an object');
  for (const option of Object.keys(raw)) {
    if (!OPTIONS.has(option))
      fail(
        'InvalidIndexSpecificationOption',
        `The field '${option}' is not valid for an index specification. Specification: ${JSON.stringify(raw)}`,
      );
  }
  const key = raw.key;
  if (!isPlainObject(key) || Object.keys(key).length === 0) fail('CannotCreateIndex', 'Index keys cannot be empty.');
  for (const [field, direction] of Object.entries(key)) {
    if (typeof direction === 'string')
      fail('CannotCreateIndex', `Index type '${direction}' on '${field}' is not supported by the embedded store`);
    if (typeof direction !== 'number' || direction === 0 || !Number.isFinite(direction))
      fail('CannotCreateIndex', `Values in the index key pattern can't be 0 or non-numbers: ${field}`);
  }
  if (typeof raw.name !== 'string' || raw.name.length === 0)
    fail('CannotCreateIndex', 'The index name must be a non-empty string');
  if (raw.expireAfterSeconds !== undefined) {
    const seconds = raw.expireAfterSeconds;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
      fail('CannotCreateIndex', "TTL index 'expireAfterSeconds' option must be a non-negative number");
    if (Object.keys(key).length !== 1)
      fail('CannotCreateIndex', 'TTL indexes are single-field indexes, compound indexes do not support TTL.');
  }
  if (raw.partialFilterExpression !== undefined) {
    if (!isPlainObject(raw.partialFilterExpression))
      fail('CannotCreateIndex', 'partialFilterExpression must be an object');
    compileFilter(raw.partialFilterExpression);
  }
  const { v: _v, key: _key, name, ...options } = raw;
  return { v: 2, key, name, ...options } as IndexSpec;
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return SIGNIFICANT.every((option) => {
    const x = a[option] ?? (option === 'unique' || option === 'sparse' ? false : undefined);
    const y = b[option] ?? (option === 'unique' || option === 'sparse' ? false : undefined);
    return encode({ value: x }).equals(encode({ value: y }));
  });
}

function sameKey(a: Doc, b: Doc): boolean {
  return encode(a).equals(encode(b));
}

/** Whether the spec is already built; throws when it conflicts with an existing index. */
function alreadyExists(coll: Collection, spec: IndexSpec): boolean {
  if (isIdKey(spec.key) && (spec.name === ID_INDEX.name || !spec.unique)) return true;
  const byName = coll.indexes.find((i) => i.spec.name === spec.name);
  if (byName) {
    if (!sameKey(byName.spec.key, spec.key))
      fail(
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index but different key. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName.spec)}`,
      );
    if (!sameOptions(byName.spec, spec))
      fail(
        'IndexOptionsConflict',
        `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName.spec)}`,
      );
    return true;
  }
  const byKey = coll.indexes.find((i) => sameKey(i.spec.key, spec.key) && sameOptions(i.spec, spec));
  if (byKey) fail('IndexOptionsConflict', `Index already exists with a different name: ${byKey.spec.name}`);
  return false;
}

function findIndex(coll: Collection, target: unknown): Index {
  const index =
    typeof target === 'string'
      ? coll.indexes.find((i) => i.spec.name === target)
      : isPlainObject(target)
        ? coll.indexes.find((i) => sameKey(i.spec.key, target))
        : undefined;
  const isId = target === ID_INDEX.name || (isPlainObject(target) && isIdKey(target));
  if (isId) fail('InvalidOptions', 'cannot drop _id index');
  if (!index)
    fail(
      'IndexNotFound',
      typeof target === 'string'
        ? `index not found with name [${target}]`
        : `can't find index with key: ${JSON.stringify(target)}`,
    );
  return index;
}

/** Index commands. */
export const indexCommands: Record<string, Handler> = {
  createIndexes: (cmd, { storage, db }) => {
    const name = collectionArg(cmd, 'createIndexes');
    if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0)
      fail('BadValue', 'Must specify at least one index to create');
    const specs = cmd.indexes.map(normalizeSpec);
    const createdCollectionAutomatically = !storage.collection(db, name);
    return storage.transaction(() => {
      const coll = storage.ensureCollection(db, name);
      const numIndexesBefore = coll.indexes.length + 1;
      let created = 0;
      for (const spec of specs) {
        if (alreadyExists(coll, spec)) continue;
        storage.createIndex(coll, spec);
        created++;
      }
      return {
        createdCollectionAutomatically,
        numIndexesBefore,
        numIndexesAfter: coll.indexes.length + 1,
        ...(created === 0 ? { note: 'all indexes already exist' } : {}),
        ok: 1,
      };
    });
  },

  listIndexes: (cmd, { storage, cursors, db }) => {
    const name = collectionArg(cmd, 'listIndexes');
    const coll = storage.collection(db, name);
    if (!coll) fail('NamespaceNotFound', `ns does not exist: ${db}.${name}`);
    const specs = [ID_INDEX, ...coll.indexes.map((i) => i.spec)].map(encode);
    const cursor = isPlainObject(cmd.cursor) ? cmd.cursor : {};
    return cursors.first(
      `${db}.${name}`,
      specs,
      { batchSize: cursor.batchSize as number | undefined },
      Number.MAX_SAFE_INTEGER,
    );
  },

  dropIndexes: (cmd, { storage, db }) => {
    const name = collectionArg(cmd, 'dropIndexes');
    const coll = storage.collection(db, name);
    if (!coll) fail('NamespaceNotFound', `ns not found ${db}.${name}`);
    const nIndexesWas = coll.indexes.length + 1;
    const target = cmd.index;
    const doomed =
      target === '*'
        ? [...coll.indexes]
        : Array.isArray(target)
          ? target.map((t) => findIndex(coll, t))
          : [findIndex(coll, target)];
    storage.transaction(() => {
      for (const index of doomed) storage.dropIndex(coll, index);
    });
    return { nIndexesWas, ...(target === '*' ? { msg: 'non-_id indexes dropped for collection' } : {}), ok: 1 };
  },
};
indexCommands.deleteIndexes = indexCommands.dropIndexes!;
