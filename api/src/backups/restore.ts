import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, EJSON, type Document } from 'bson';
import type { MongoClient } from 'mongodb';

/** What a restore loaded. */
export interface Restored {
  collections: number;
  documents: number;
}

/** One collection of a dump: where its files are. */
interface DumpedCollection {
  db: string;
  name: string;
  bson: string;
  metadata: string;
}

/** Documents per insert: well under the 48 MB a message may carry for this product's documents. */
const BATCH = 1000;

/** The collections of a dump folder (`<folder>/<db>/<collection>.bson` with its `.metadata.json`). */
export function dumpedCollections(folder: string): DumpedCollection[] {
  return readdirSync(folder)
    .filter((db) => !db.startsWith('.') && statSync(join(folder, db)).isDirectory())
    .flatMap((db) =>
      readdirSync(join(folder, db))
        .filter((file) => file.endsWith('.bson'))
        .map((file) => {
          const name = file.slice(0, -'.bson'.length);
          return { db, name, bson: join(folder, db, file), metadata: join(folder, db, `${name}.metadata.json`) };
        }),
    );
}

/** The documents of a `.bson` file: each one's first four bytes give its length. */
export function* bsonDocuments(bytes: Buffer): Generator<Document> {
  for (let at = 0; at < bytes.length;) {
    const length = bytes.readInt32LE(at);
    if (length < 5 || at + length > bytes.length) throw new Error(`a document at byte ${at} is cut short`);
    yield deserialize(bytes.subarray(at, at + length), { promoteValues: false });
    at += length;
  }
}

/**
 * Loads a dump into a store that does not hold its collections yet, as `mongorestore` does: each collection
 * created with its options, its indexes built, then its documents inserted in their order, through the driver
 * only. Numbers keep their BSON types, so documents come back byte for byte.
 */
export async function restoreDump(client: MongoClient, folder: string): Promise<Restored> {
  const restored: Restored = { collections: 0, documents: 0 };
  for (const dumped of dumpedCollections(folder)) {
    const metadata = EJSON.parse(readFileSync(dumped.metadata, 'utf8'), { relaxed: false }) as {
      options?: Document;
      indexes?: Array<{ key: Document; name: string } & Document>;
    };
    const db = client.db(dumped.db);
    await db.createCollection(dumped.name, metadata.options ?? {});
    const indexes = (metadata.indexes ?? [])
      .filter((index) => index.name !== '_id_')
      .map(({ v: _version, ns: _namespace, ...index }) => index);
    if (indexes.length > 0) await db.command({ createIndexes: dumped.name, indexes });
    const collection = db.collection(dumped.name);
    let batch: Document[] = [];
    for (const document of bsonDocuments(readFileSync(dumped.bson))) {
      batch.push(document);
      if (batch.length === BATCH) {
        await collection.insertMany(batch, { ordered: true });
        restored.documents += batch.length;
        batch = [];
      }
    }
    if (batch.length > 0) await collection.insertMany(batch, { ordered: true });
    restored.documents += batch.length;
    restored.collections += 1;
  }
  return restored;
}
