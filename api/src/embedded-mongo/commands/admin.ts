/** Database and collection commands: listDatabases, listCollections, create, drop, dropDatabase. */
import { Query } from 'mingo';
import { encode } from '../bson.js';
import { fail } from '../errors.js';
import { MINGO_OPTIONS } from '../mingo.js';
import { ID_INDEX } from '../storage.js';
import type { Doc } from '../values.js';
import { collectionArg, docArg, GENERIC_FIELDS, type Handler } from './context.js';

/** Options `create` accepts; the rest (capped, timeseries, validator, views...) are refused, not ignored. */
const CREATE_OPTIONS = new Set(['collation', 'storageEngine', 'indexOptionDefaults']);

function matchesFilter(filter: Doc | undefined): (doc: Doc) => boolean {
  if (!filter) return () => true;
  const query = new Query(filter, MINGO_OPTIONS);
  return (doc) => query.test(doc);
}

/** Database and collection commands. */
export const adminCommands: Record<string, Handler> = {
  listDatabases: (cmd, { storage }) => {
    const keep = matchesFilter(docArg(cmd, 'filter'));
    const databases = storage
      .listDatabases()
      .map((name) => ({ name, sizeOnDisk: storage.listCollections(name).length * 4096, empty: false }))
      .filter(keep);
    if (cmd.nameOnly === true) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
    const totalSize = databases.reduce((n, d) => n + d.sizeOnDisk, 0);
    return { databases, totalSize, totalSizeMb: Math.round(totalSize / 1024 / 1024), ok: 1 };
  },

  listCollections: (cmd, { storage, cursors, db }) => {
    const keep = matchesFilter(docArg(cmd, 'filter'));
    const entries = storage
      .listCollections(db)
      .map((c) => ({
        name: c.name,
        type: 'collection',
        options: c.options,
        info: { readOnly: false, uuid: c.uuid },
        idIndex: ID_INDEX,
      }))
      .filter(keep)
      .map((entry) => (cmd.nameOnly === true ? { name: entry.name, type: entry.type } : entry));
    const cursor = docArg(cmd, 'cursor') ?? {};
    return cursors.first(
      `${db}.$cmd.listCollections`,
      entries.map(encode),
      { batchSize: cursor.batchSize as number | undefined },
      Number.MAX_SAFE_INTEGER,
    );
  },

  create: (cmd, { storage, db }) => {
    const name = collectionArg(cmd, 'create');
    const options: Doc = {};
    for (const [key, value] of Object.entries(cmd)) {
      if (key === 'create' || GENERIC_FIELDS.has(key)) continue;
      if (!CREATE_OPTIONS.has(key))
        fail('CommandNotSupported', `the embedded store does not support the create option '${key}'`);
      options[key] = value;
    }
    const existing = storage.collection(db, name);
    if (existing) {
      // MongoDB 7.0 answers ok when the collection exists with identical options.
      if (encode(existing.options).equals(encode(options))) return { ok: 1 };
      fail('NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    storage.transaction(() => storage.createCollection(db, name, options));
    return { ok: 1 };
  },

  drop: (cmd, { storage, db }) => {
    const name = collectionArg(cmd, 'drop');
    const coll = storage.collection(db, name);
    // Since MongoDB 7.0, dropping a missing collection succeeds.
    if (!coll) return { ok: 1 };
    const nIndexesWas = coll.indexes.length + 1;
    storage.transaction(() => storage.dropCollection(coll));
    return { ns: `${db}.${name}`, nIndexesWas, ok: 1 };
  },

  dropDatabase: (_cmd, { storage, db }) => {
    storage.transaction(() => {
      for (const coll of storage.listCollections(db)) storage.dropCollection(coll);
    });
    return { dropped: db, ok: 1 };
  },
};
