/**
 * SQLite storage: the catalog (collections, index definitions), documents as BSON blobs, and one key
 * table per secondary index. Unique indexes are checked before any row of a document is written, so a
 * duplicate changes nothing; the key tables' own UNIQUE constraints are a second line of defence.
 *
 *   collections(id, db, name, options BSON, uuid)
 *   indexes(id, collection_id, name, spec BSON)
 *   docs_<collection id>(rid INTEGER PRIMARY KEY, id_key BLOB UNIQUE, body BLOB)   rid = insertion order
 *   keys_<index id>(key BLOB, rid INTEGER)   PRIMARY KEY(key) when unique, (key, rid) otherwise
 */
import { chmodSync, closeSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Binary, UUID } from 'bson';
import { Query } from 'mingo';
import { decode, encode, MAX_BSON_OBJECT_SIZE } from './bson.js';
import { ChangeLog, type NewChange } from './changes.js';
import { fail, MongoCommandError } from './errors.js';
import { encodeKey, type IndexEntry, indexEntries } from './keys.js';
import { MINGO_OPTIONS } from './mingo.js';
import type { Doc } from './values.js';

type Statement = Database.Statement;

/** One ordered walk, read a page (limit, offset) at a time: its rows (rid, body). */
type Walk = Statement;

/** An index definition as createIndexes receives it and listIndexes returns it. */
export interface IndexSpec {
  v?: number;
  key: Record<string, unknown>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

/** A secondary index and its key table. */
export interface Index {
  id: number;
  spec: IndexSpec;
  fields: string[][];
  /** Each field's dotted path, as the spec names it. */
  paths: string[];
  /** Whether the first field's path names an array position (`tags.0`). */
  leadsWithPosition: boolean;
  unique: boolean;
  sparse: boolean;
  partial: Query | undefined;
  insertKey: Statement;
  deleteKey: Statement;
  findKey: Statement;
  findRange: Statement;
  /** How many documents have a key in a range, or a key in each of two: read from the index alone. */
  countRange: Statement;
  countRanges: Statement;
  /** A row when some document has more than one entry. */
  anyMultiEntry: Statement;
  /**
   * Whether some document has more than one entry (an array value): true once seen, false when known to hold
   * none, undefined until asked (an index opened from disk). Never reset, as MongoDB's multikey flag.
   */
  multikey?: boolean;
  /** The documents (rid, body) whose key equals one key, in insertion order. */
  rowsForKey: Statement;
  /** The collection's documents in key order and reverse key order. */
  ascending: Walk;
  descending: Walk;
  /** The same from a lower bound, and below an upper bound (a seek into the index). */
  ascendingFrom: Walk;
  descendingBelow: Walk;
}

/** A collection and its prepared statements. */
export interface Collection {
  id: number;
  db: string;
  name: string;
  options: Doc;
  uuid: Binary;
  indexes: Index[];
  insertDoc: Statement;
  updateDoc: Statement;
  deleteDoc: Statement;
  byIdKey: Statement;
  idExists: Statement;
  byRid: Statement;
  scanAll: Statement;
  scanAfter: Statement;
  idAscending: Walk;
  idDescending: Walk;
  countAll: Statement;
}

/** A stored document: its row id, its BSON, and (once needed) its decoded form. */
export interface Stored {
  rid: number;
  body: Buffer;
}

/** The `_id` index every collection has; it lives in the id_key column. */
export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Options for opening the store. */
export interface StorageOptions {
  /**
   * 'normal' (default): a commit reaches the operating system before the reply, so it survives any
   * crash of the process; writes whose write concern asks for the journal are fsynced too.
   * 'full': every commit is fsynced, surviving power loss as well.
   */
  synchronous?: 'full' | 'normal';
  /** How many recent writes change streams can resume from. */
  changeLogEvents?: number;
}

/** The store's SQLite file in its directory (a copy made by `copyTo` has the same layout). */
export const FILE_NAME = 'embedded-mongo.sqlite';

/** Pages (4 KiB each) an online copy takes between two turns of the event loop: about a millisecond's work. */
const COPY_PAGES_PER_STEP = 256;

/** The most rows one page of an index walk reads. */
const MAX_WALK_PAGE = 4096;

/** How soon after a commit that deleted something its old bytes are wiped from the WAL too. */
const ERASE_DELAY_MS = 1000;

/** The SQLite file under a data directory and everything stored in it. */
export class Storage {
  readonly db: Database.Database;
  /** Committed writes, for change streams. */
  readonly changes: ChangeLog;
  private collections = new Map<string, Collection>();
  /** Set when a transaction changes the catalog, so a rollback knows to reload it. */
  private catalogChanged = false;
  private readonly syncEveryCommit: boolean;
  /** The pending wipe of deleted content from the WAL, while one is due. */
  private eraseTimer: NodeJS.Timeout | undefined;
  private readonly runInTransaction: Database.Transaction<(fn: () => unknown) => unknown>;
  private catalog!: {
    insertCollection: Statement;
    deleteCollection: Statement;
    insertIndex: Statement;
    deleteIndex: Statement;
  };

  constructor(dir: string, options: StorageOptions = {}) {
    privateFiles(dir);
    this.changes = new ChangeLog(options.changeLogEvents);
    const file = join(dir, FILE_NAME);
    this.db = new Database(file, { timeout: 500 });
    try {
      // One process owns the file: a second store on the same directory fails here instead of corrupting it.
      this.db.pragma('locking_mode = EXCLUSIVE');
      this.db.pragma('journal_mode = WAL');
      this.syncEveryCommit = options.synchronous === 'full';
      this.db.pragma(`synchronous = ${this.syncEveryCommit ? 'FULL' : 'NORMAL'}`);
      // Checkpoints copy the WAL back into the database file (and fsync); doing that every 10 000
      // pages instead of SQLite's 1 000 coalesces repeated page writes and spares most commits the wait.
      this.db.pragma('wal_autocheckpoint = 10000');
      this.db.pragma('temp_store = MEMORY');
      this.db.pragma('cache_size = -32000');
      // Deleted and overwritten content is zeroed in the pages, not left in free space (see eraseDeletedSoon).
      this.db.pragma('secure_delete = ON');
      this.db.exec('BEGIN EXCLUSIVE; COMMIT;');
      // A WAL left by a process that died before its wipe goes now (see eraseDeletedSoon).
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } catch (error) {
      this.db.close();
      const busy = (error as { code?: string }).code === 'SQLITE_BUSY';
      throw busy ? new Error(`data directory ${dir} is in use by another process`) : error;
    }
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS collections (
        id INTEGER PRIMARY KEY, db TEXT NOT NULL, name TEXT NOT NULL, options BLOB NOT NULL, uuid BLOB NOT NULL,
        UNIQUE (db, name));
      CREATE TABLE IF NOT EXISTS indexes (
        id INTEGER PRIMARY KEY, collection_id INTEGER NOT NULL, name TEXT NOT NULL, spec BLOB NOT NULL,
        UNIQUE (collection_id, name));
    `);
    this.catalog = {
      insertCollection: this.db.prepare('INSERT INTO collections (db, name, options, uuid) VALUES (?, ?, ?, ?)'),
      deleteCollection: this.db.prepare('DELETE FROM collections WHERE id = ?'),
      insertIndex: this.db.prepare('INSERT INTO indexes (collection_id, name, spec) VALUES (?, ?, ?)'),
      deleteIndex: this.db.prepare('DELETE FROM indexes WHERE id = ?'),
    };
    this.runInTransaction = this.db.transaction((fn: () => unknown) => fn());
    this.loadCatalog();
  }

  /**
   * Copies the whole store, as of one moment, into a new SQLite file through SQLite's online backup: a few
   * megabytes a step, serving in between. A write committed while the copy runs is carried into it (it goes
   * through this connection), so the copy ends as one consistent state, with no command half in it.
   */
  async copyTo(file: string): Promise<void> {
    await this.db.backup(file, { progress: () => COPY_PAGES_PER_STEP });
  }

  /** Closes the SQLite file (checkpointing the WAL). */
  close(): void {
    clearTimeout(this.eraseTimer);
    this.eraseTimer = undefined;
    if (this.db.open) this.db.close();
  }

  /**
   * Wipes deleted content from the disk: the pages already hold zeros where it was (secure_delete), but the WAL
   * keeps older images of them until overwritten, so the WAL is copied into the database file and emptied. Due
   * within ERASE_DELAY_MS of each commit that deleted a document or removed a field; one wipe serves every
   * deletion before it.
   */
  private eraseDeletedSoon(): void {
    this.eraseTimer ??= setTimeout(() => {
      this.eraseTimer = undefined;
      if (!this.db.open) return;
      const [result] = this.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
      if (result?.busy) this.eraseDeletedSoon();
    }, ERASE_DELAY_MS).unref();
  }

  /**
   * Runs `fn` as one SQLite transaction, committed (fsynced too under `durably` or 'full') before it
   * returns. If it throws, nothing it did remains, including catalog changes.
   */
  transaction<T>(fn: () => T): T {
    const outer = !this.db.inTransaction;
    if (outer) this.catalogChanged = false;
    const mark = this.changes.mark();
    try {
      // A nested call becomes a savepoint, undone alone if it throws.
      const result = (outer ? this.runInTransaction.immediate(fn) : this.runInTransaction(fn)) as T;
      if (outer) this.changes.commit();
      return result;
    } catch (error) {
      this.changes.rollback(mark);
      if (this.catalogChanged) this.loadCatalog();
      throw error;
    }
  }

  /**
   * Runs `fn` with every commit fsynced, for writes whose write concern asks for the journal
   * (`j: true` or `fsync: true`). The fsync also covers every earlier commit in the WAL.
   */
  durably<T>(fn: () => T): T {
    if (this.syncEveryCommit) return fn();
    this.db.pragma('synchronous = FULL');
    try {
      return fn();
    } finally {
      this.db.pragma('synchronous = NORMAL');
    }
  }

  private loadCatalog(): void {
    this.collections.clear();
    const rows = this.db.prepare('SELECT id, db, name, options, uuid FROM collections').all() as {
      id: number;
      db: string;
      name: string;
      options: Buffer;
      uuid: Buffer;
    }[];
    const indexRows = this.db.prepare('SELECT id, collection_id, spec FROM indexes ORDER BY id').all() as {
      id: number;
      collection_id: number;
      spec: Buffer;
    }[];
    for (const row of rows) {
      const coll = this.prepareCollection(row.id, row.db, row.name, decode(row.options), new Binary(row.uuid, 4));
      for (const ix of indexRows)
        if (ix.collection_id === row.id)
          coll.indexes.push(this.prepareIndex(ix.id, decode(ix.spec) as IndexSpec, row.id));
      this.collections.set(`${row.db}.${row.name}`, coll);
    }
  }

  private prepareCollection(id: number, db: string, name: string, options: Doc, uuid: Binary): Collection {
    const t = `docs_${id}`;
    const inIdOrder = (order: string): Walk =>
      this.db.prepare(`SELECT rid, body FROM ${t} ORDER BY ${order} LIMIT ? OFFSET ?`);
    return {
      id,
      db,
      name,
      options,
      uuid,
      indexes: [],
      insertDoc: this.db.prepare(`INSERT INTO ${t} (id_key, body) VALUES (?, ?)`),
      updateDoc: this.db.prepare(`UPDATE ${t} SET id_key = ?, body = ? WHERE rid = ?`),
      deleteDoc: this.db.prepare(`DELETE FROM ${t} WHERE rid = ?`),
      byIdKey: this.db.prepare(`SELECT rid, body FROM ${t} WHERE id_key = ?`),
      idExists: this.db.prepare(`SELECT rid FROM ${t} WHERE id_key = ?`).pluck(),
      byRid: this.db.prepare(`SELECT rid, body FROM ${t} WHERE rid = ?`),
      scanAll: this.db.prepare(`SELECT rid, body FROM ${t} ORDER BY rid`),
      scanAfter: this.db.prepare(`SELECT rid, body FROM ${t} WHERE rid > ? ORDER BY rid LIMIT 1000`),
      idAscending: inIdOrder('id_key'),
      idDescending: inIdOrder('id_key DESC'),
      countAll: this.db.prepare(`SELECT count(*) AS n FROM ${t}`).pluck(),
    };
  }

  private prepareIndex(id: number, spec: IndexSpec, collectionId: number): Index {
    const t = `keys_${id}`;
    const paths = Object.keys(spec.key);
    const fields = paths.map((path) => path.split('.'));
    // Documents read in the same statement as their keys: one call into SQLite for a whole page.
    const inKeyOrder = (where: string, order: string) =>
      this.db.prepare(
        `SELECT d.rid, d.body FROM ${t} k JOIN docs_${collectionId} d ON d.rid = k.rid ${where} ORDER BY ${order}`,
      );
    const walk = (where: string, order: string): Walk => inKeyOrder(where, `${order} LIMIT ? OFFSET ?`);
    return {
      id,
      spec,
      fields,
      paths,
      leadsWithPosition: fields[0]!.some((part) => /^\d+$/.test(part)),
      unique: spec.unique === true,
      sparse: spec.sparse === true,
      partial: spec.partialFilterExpression ? new Query(spec.partialFilterExpression, MINGO_OPTIONS) : undefined,
      insertKey: this.db.prepare(`INSERT INTO ${t} (key, rid) VALUES (?, ?)`),
      deleteKey: this.db.prepare(`DELETE FROM ${t} WHERE key = ? AND rid = ?`),
      findKey: this.db.prepare(`SELECT rid FROM ${t} WHERE key = ? ORDER BY rid`).pluck(),
      findRange: this.db.prepare(`SELECT DISTINCT rid FROM ${t} WHERE key >= ? AND key < ? ORDER BY rid`).pluck(),
      countRange: this.db.prepare(`SELECT count(DISTINCT rid) FROM ${t} WHERE key >= ? AND key < ?`).pluck(),
      countRanges: this.db
        .prepare(
          `SELECT count(*) FROM (SELECT rid FROM ${t} WHERE key >= ? AND key < ? ` +
            `INTERSECT SELECT rid FROM ${t} WHERE key >= ? AND key < ?)`,
        )
        .pluck(),
      anyMultiEntry: this.db.prepare(`SELECT 1 FROM ${t} GROUP BY rid HAVING count(*) > 1 LIMIT 1`).pluck(),
      rowsForKey: inKeyOrder('WHERE k.key = ?', 'k.rid'),
      ascending: walk('', 'k.key, k.rid'),
      descending: walk('', 'k.key DESC, k.rid DESC'),
      ascendingFrom: walk('WHERE k.key >= ?', 'k.key, k.rid'),
      descendingBelow: walk('WHERE k.key < ?', 'k.key DESC, k.rid DESC'),
    };
  }

  // ---- catalog ----------------------------------------------------------------------------------

  /** The collection `db.name`, if it exists. */
  collection(db: string, name: string): Collection | undefined {
    return this.collections.get(`${db}.${name}`);
  }

  /** Every collection of a database (or of all databases). */
  listCollections(db?: string): Collection[] {
    return [...this.collections.values()].filter((c) => db === undefined || c.db === db);
  }

  /** Names of the databases that hold at least one collection. */
  listDatabases(): string[] {
    return [...new Set([...this.collections.values()].map((c) => c.db))].sort();
  }

  /** Creates a collection (call inside a transaction). */
  createCollection(db: string, name: string, options: Doc = {}): Collection {
    validateNamespace(db, name);
    this.catalogChanged = true;
    const uuid = new UUID();
    const info = this.catalog.insertCollection.run(db, name, encode(options), Buffer.from(uuid.buffer));
    const id = Number(info.lastInsertRowid);
    this.db.exec(`CREATE TABLE docs_${id} (rid INTEGER PRIMARY KEY, id_key BLOB NOT NULL UNIQUE, body BLOB NOT NULL)`);
    const coll = this.prepareCollection(id, db, name, options, new Binary(uuid.buffer, 4));
    this.collections.set(`${db}.${name}`, coll);
    return coll;
  }

  /** The collection, created with default options when missing (writes create collections implicitly). */
  ensureCollection(db: string, name: string): Collection {
    return this.collection(db, name) ?? this.createCollection(db, name);
  }

  /** Drops a collection with its documents and indexes (call inside a transaction). */
  dropCollection(coll: Collection): void {
    this.catalogChanged = true;
    for (const index of coll.indexes) this.db.exec(`DROP TABLE keys_${index.id}`);
    this.db.prepare('DELETE FROM indexes WHERE collection_id = ?').run(coll.id);
    this.db.exec(`DROP TABLE docs_${coll.id}`);
    this.catalog.deleteCollection.run(coll.id);
    this.collections.delete(`${coll.db}.${coll.name}`);
    this.eraseDeletedSoon();
  }

  /** Adds a secondary index and indexes every existing document (call inside a transaction). */
  createIndex(coll: Collection, spec: IndexSpec): Index {
    this.catalogChanged = true;
    const info = this.catalog.insertIndex.run(coll.id, spec.name, encode(spec));
    const id = Number(info.lastInsertRowid);
    const keyColumns = spec.unique
      ? 'key BLOB NOT NULL PRIMARY KEY, rid INTEGER NOT NULL'
      : 'key BLOB NOT NULL, rid INTEGER NOT NULL, PRIMARY KEY (key, rid)';
    this.db.exec(`CREATE TABLE keys_${id} (${keyColumns}) WITHOUT ROWID`);
    const index = this.prepareIndex(id, spec, coll.id);
    for (
      let rows = coll.scanAfter.all(0) as Stored[];
      rows.length > 0;
      rows = coll.scanAfter.all(rows.at(-1)!.rid) as Stored[]
    ) {
      for (const row of rows) {
        const entries = this.entriesFor(index, decode(row.body));
        this.checkUnique(coll, index, entries, row.rid);
        for (const entry of entries) index.insertKey.run(entry.key, row.rid);
      }
    }
    // Built over every document: known either way.
    index.multikey ??= false;
    coll.indexes.push(index);
    return index;
  }

  /** Removes a secondary index (call inside a transaction). */
  dropIndex(coll: Collection, index: Index): void {
    this.catalogChanged = true;
    this.db.exec(`DROP TABLE keys_${index.id}`);
    this.catalog.deleteIndex.run(index.id);
    coll.indexes = coll.indexes.filter((i) => i !== index);
  }

  // ---- documents --------------------------------------------------------------------------------

  /** Every document in insertion order. */
  scan(coll: Collection): Stored[] {
    return coll.scanAll.all() as Stored[];
  }

  /** Number of documents. */
  count(coll: Collection): number {
    return coll.countAll.get() as number;
  }

  /** The document whose `_id` encodes to `idKey`. */
  byIdKey(coll: Collection, idKey: Buffer): Stored | undefined {
    return coll.byIdKey.get(idKey) as Stored | undefined;
  }

  /** The document with row id `rid`. */
  byRid(coll: Collection, rid: number): Stored | undefined {
    return coll.byRid.get(rid) as Stored | undefined;
  }

  /** Inserts a decoded document with its BSON; throws DuplicateKey and writes nothing on a violation. */
  insert(coll: Collection, doc: Doc, body: Buffer): number {
    if (body.length > MAX_BSON_OBJECT_SIZE)
      fail(
        'BSONObjectTooLarge',
        `object to insert too large. size in bytes: ${body.length}, max size: ${MAX_BSON_OBJECT_SIZE}`,
      );
    const idKey = encodeKey(doc._id);
    if (coll.idExists.get(idKey) !== undefined) throw this.duplicate(coll, ID_INDEX, [doc._id]);
    const perIndex = coll.indexes.map((index) => this.entriesFor(index, doc));
    coll.indexes.forEach((index, i) => this.checkUnique(coll, index, perIndex[i]!, -1));
    const rid = Number(coll.insertDoc.run(idKey, body).lastInsertRowid);
    coll.indexes.forEach((index, i) => {
      for (const entry of perIndex[i]!) index.insertKey.run(entry.key, rid);
    });
    this.noteChange(
      { operationType: 'insert', db: coll.db, coll: coll.name, documentKey: { _id: doc._id }, fullDocument: doc },
      body.length,
    );
    return rid;
  }

  /**
   * Replaces a stored document by its new version; throws DuplicateKey and writes nothing on a violation.
   * `operation` is what change streams report: an update by operators, or a replacement document.
   */
  replace(
    coll: Collection,
    rid: number,
    before: Doc,
    after: Doc,
    body: Buffer,
    operation: 'update' | 'replace' = 'update',
  ): void {
    if (body.length > MAX_BSON_OBJECT_SIZE)
      fail(
        'BSONObjectTooLarge',
        `update makes document too large. size in bytes: ${body.length}, max size: ${MAX_BSON_OBJECT_SIZE}`,
      );
    const changes = coll.indexes.map((index) => {
      const old = this.entriesFor(index, before);
      const next = this.entriesFor(index, after);
      const oldKeys = new Set(old.map((e) => e.key.toString('latin1')));
      const nextKeys = new Set(next.map((e) => e.key.toString('latin1')));
      return {
        removed: old.filter((e) => !nextKeys.has(e.key.toString('latin1'))),
        added: next.filter((e) => !oldKeys.has(e.key.toString('latin1'))),
      };
    });
    coll.indexes.forEach((index, i) => this.checkUnique(coll, index, changes[i]!.added, rid));
    coll.updateDoc.run(encodeKey(after._id), body, rid);
    coll.indexes.forEach((index, i) => {
      for (const entry of changes[i]!.removed) index.deleteKey.run(entry.key, rid);
      for (const entry of changes[i]!.added) index.insertKey.run(entry.key, rid);
    });
    // A field removed (an $unset of a name, say) is deleted content too.
    if (Object.keys(before).some((field) => !(field in after))) this.eraseDeletedSoon();
    const documentKey = { _id: after._id };
    this.noteChange(
      operation === 'replace'
        ? { operationType: 'replace', db: coll.db, coll: coll.name, documentKey, fullDocument: after }
        : {
            operationType: 'update',
            db: coll.db,
            coll: coll.name,
            documentKey,
            updateDescription: describeUpdate(before, after),
          },
      body.length,
    );
  }

  /** Deletes a stored document and its index entries. */
  remove(coll: Collection, rid: number, doc: Doc): void {
    coll.deleteDoc.run(rid);
    for (const index of coll.indexes)
      for (const entry of this.entriesFor(index, doc)) index.deleteKey.run(entry.key, rid);
    this.eraseDeletedSoon();
    this.noteChange({ operationType: 'delete', db: coll.db, coll: coll.name, documentKey: { _id: doc._id } }, 0);
  }

  /** Hands a write to the change log: held until the transaction commits, published at once outside one. */
  private noteChange(change: NewChange, size: number): void {
    this.changes.record(change, size);
    if (!this.db.inTransaction) this.changes.commit();
  }

  /** Documents whose index key equals `key`, in insertion order. */
  rowsForKey(index: Index, key: Buffer): Stored[] {
    return index.rowsForKey.all(key) as Stored[];
  }

  /** Row ids whose index key lies in [low, high). */
  ridsForRange(index: Index, low: Buffer, high: Buffer): number[] {
    return index.findRange.all(low, high) as number[];
  }

  /**
   * How many documents have an index key in [low, high) and, when `also` is given, a key in that range too:
   * counted in the index without reading a document.
   */
  countInRange(index: Index, low: Buffer, high: Buffer, also?: readonly [Buffer, Buffer]): number {
    return (also ? index.countRanges.get(low, high, ...also) : index.countRange.get(low, high)) as number;
  }

  /**
   * Documents in index key order (a multikey document once per entry), or in `_id` order, in pages: the
   * first of `firstPage` rows, each next one twice as large (up to MAX_WALK_PAGE), so a walk that stops at a
   * limit reads little past it, in few calls into SQLite. With `from`, the walk starts there: at keys >= from
   * ascending, below from descending. Pages are read by offset: finish the walk before the next write.
   */
  *pagesInKeyOrder(
    coll: Collection,
    index: Index | '_id',
    direction: 1 | -1,
    from: Buffer | undefined,
    firstPage: number,
  ): Generator<Stored[]> {
    let walk: Walk;
    let bound: Buffer[] = [];
    if (index === '_id') walk = direction === 1 ? coll.idAscending : coll.idDescending;
    else if (from) {
      walk = direction === 1 ? index.ascendingFrom : index.descendingBelow;
      bound = [from];
    } else walk = direction === 1 ? index.ascending : index.descending;
    let size = Math.min(firstPage, MAX_WALK_PAGE);
    for (let offset = 0; ; offset += size, size = Math.min(size * 2, MAX_WALK_PAGE)) {
      const rows = walk.all(...bound, size, offset) as Stored[];
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
    }
  }

  private entriesFor(index: Index, doc: Doc): IndexEntry[] {
    if (index.partial && !index.partial.test(doc)) return [];
    const entries = indexEntries(doc, index.fields, index.sparse);
    if (entries.length > 1) index.multikey = true;
    return entries;
  }

  /**
   * Whether some document has more than one entry in `index` (an array value), so that one document may meet
   * a range's two bounds with two different entries. Asked of the index once per process, then kept current
   * by every write.
   */
  isMultikey(index: Index): boolean {
    index.multikey ??= index.anyMultiEntry.get() !== undefined;
    return index.multikey;
  }

  private checkUnique(coll: Collection, index: Index, entries: IndexEntry[], ownRid: number): void {
    if (!index.unique) return;
    for (const entry of entries) {
      const rids = index.findKey.all(entry.key) as number[];
      if (rids.some((rid) => rid !== ownRid)) throw this.duplicate(coll, index.spec, entry.values);
    }
  }

  /** MongoDB's duplicate key error, with the keyPattern and keyValue mongoose reads. */
  duplicate(coll: Collection, spec: IndexSpec, values: unknown[]): MongoCommandError {
    const fields = Object.keys(spec.key);
    const keyValue = Object.fromEntries(fields.map((f, i) => [f, values[i] ?? null]));
    const shown = fields.map((f, i) => `${f}: ${formatValue(values[i] ?? null)}`).join(', ');
    return new MongoCommandError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${coll.db}.${coll.name} index: ${spec.name} dup key: { ${shown} }`,
      { keyPattern: spec.key, keyValue },
    );
  }
}

/** The top-level fields an update set (changed or added) and removed, as a change stream reports them. */
function describeUpdate(before: Doc, after: Doc): NonNullable<NewChange['updateDescription']> {
  const updatedFields: Doc = {};
  for (const [field, value] of Object.entries(after))
    if (!(field in before) || !encode({ v: value }).equals(encode({ v: before[field] }))) updatedFields[field] = value;
  const removedFields = Object.keys(before).filter((field) => !(field in after));
  return { updatedFields, removedFields, truncatedArrays: [] };
}

function formatValue(value: unknown): string {
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  const type = (value as { _bsontype?: string } | null)?._bsontype;
  if (type === 'ObjectId') return `ObjectId('${String(value)}')`;
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/**
 * Makes `dir` and the database file private to this user whatever the umask: the directory 0700, the
 * file 0600 (created so before SQLite opens it; SQLite gives its WAL and journal files the database
 * file's mode). Files left looser by an earlier version are tightened too.
 */
function privateFiles(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  closeSync(openSync(join(dir, FILE_NAME), 'a', 0o600));
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isFile()) chmodSync(join(dir, entry.name), 0o600);
}

/** Rejects names MongoDB rejects. */
export function validateNamespace(db: string, name: string): void {
  if (!db || /[/\\. "$\0]/.test(db) || db.length > 63) fail('InvalidNamespace', `Invalid database name: '${db}'`);
  if (!name || name.includes('\0') || name.startsWith('.') || name.includes('$')) {
    fail('InvalidNamespace', `Invalid collection name: ${name}`);
  }
  if (name.startsWith('system.')) fail('InvalidNamespace', `Invalid system namespace: ${db}.${name}`);
}
