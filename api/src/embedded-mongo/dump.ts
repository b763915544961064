/**
 * Turns a copy of the store's SQLite file (see `createBackup`) into mongodump's layout, which `mongorestore
 * --dir` loads into any MongoDB: `<out>/<db>/<collection>.bson`, the documents one after another as the store
 * keeps them (BSON, `_id` first), and `<collection>.metadata.json`, the collection's options, indexes and UUID
 * in canonical Extended JSON, as mongodump 100.x writes them.
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { deserialize, EJSON } from 'bson';
import { ID_INDEX } from './storage.js';

/** What a dump holds. */
export interface DumpSummary {
  collections: number;
  documents: number;
  /** Bytes of BSON written. */
  bytes: number;
}

interface CollectionRow {
  id: number;
  db: string;
  name: string;
  options: Buffer;
  uuid: Buffer;
}

/** Decoded keeping each number's BSON type (an int32 stays `{ "$numberInt": ... }` in the metadata). */
const exactly = (bytes: Uint8Array) => deserialize(bytes, { promoteValues: false });

/** Writes the dump of the store copy `storeFile` under `outDir`; the copy is only read. */
export async function writeDump(storeFile: string, outDir: string): Promise<DumpSummary> {
  const db = new Database(storeFile, { readonly: true, fileMustExist: true });
  const summary: DumpSummary = { collections: 0, documents: 0, bytes: 0 };
  try {
    const collections = db
      .prepare('SELECT id, db, name, options, uuid FROM collections ORDER BY id')
      .all() as CollectionRow[];
    const indexSpecs = db.prepare('SELECT spec FROM indexes WHERE collection_id = ? ORDER BY id').pluck();
    for (const collection of collections) {
      const dir = join(outDir, collection.db);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const metadata = {
        options: exactly(collection.options),
        indexes: [ID_INDEX, ...(indexSpecs.all(collection.id) as Buffer[]).map(exactly)],
        uuid: collection.uuid.toString('hex'),
        collectionName: collection.name,
        type: 'collection',
      };
      writeFileSync(join(dir, `${collection.name}.metadata.json`), EJSON.stringify(metadata, { relaxed: false }), {
        mode: 0o600,
      });
      const bodies = db.prepare(`SELECT body FROM docs_${collection.id} ORDER BY rid`).pluck();
      const out = createWriteStream(join(dir, `${collection.name}.bson`), { mode: 0o600 });
      const closed = once(out, 'close');
      for (const body of bodies.iterate() as Iterable<Buffer>) {
        summary.documents += 1;
        summary.bytes += body.length;
        // Waiting for the disk also lets the server that runs this answer requests in between.
        if (!out.write(body)) await once(out, 'drain');
      }
      out.end();
      await closed;
      summary.collections += 1;
    }
  } finally {
    db.close();
  }
  return summary;
}
