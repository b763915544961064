import { EventEmitter } from 'node:events';
import type { MongooseQueryMiddleware, Schema } from 'mongoose';

/**
 * Announces, in this process, every write a model makes to its collection: once before the write is
 * sent and once after it is acknowledged. The read caches (services/storeCache.ts) listen, so a value
 * read while the write was under way is never kept, and one kept before it is dropped at once.
 */
export const localWrites = new EventEmitter<{ write: [collection: string] }>();

const QUERY_WRITES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
];

/** A schema plugin: the model's writes (queries, saves, document deletes, insertMany) are announced. */
export function announcesWrites(collection: string) {
  return (schema: Schema) => {
    const announce = () => {
      localWrites.emit('write', collection);
    };
    schema.pre(QUERY_WRITES, announce);
    schema.post(QUERY_WRITES, announce);
    schema.pre(['save', 'deleteOne', 'updateOne'], { document: true, query: false }, announce);
    schema.post(['save', 'deleteOne', 'updateOne'], { document: true, query: false }, announce);
    schema.pre('insertMany', announce);
    schema.post('insertMany', announce);
  };
}
