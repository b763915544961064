/** Read commands: find, count, distinct. */
import { encode } from '../bson.js';
import { fail } from '../errors.js';
import { encodeKey } from '../keys.js';
import { fieldsRead } from '../fields.js';
import { countMatches, docOf, findMatches, findSorted, parseSort, project } from '../query.js';
import { compareValues, valuesAtPath } from '../values.js';
import { collectionArg, countArg, docArg, type Handler } from './context.js';

/** Read commands. */
export const readCommands: Record<string, Handler> = {
  find: (cmd, { storage, cursors, db }) => {
    const name = collectionArg(cmd, 'find');
    if (cmd.tailable === true) fail('CommandNotSupported', 'tailable cursors are not supported by the embedded store');
    const filter = docArg(cmd, 'filter') ?? {};
    const sort = parseSort(docArg(cmd, 'sort'));
    const projection = docArg(cmd, 'projection');
    const skip = countArg(cmd, 'skip') ?? 0;
    let limit = countArg(cmd, 'limit') ?? 0;
    let singleBatch = cmd.singleBatch === true;
    if (skip < 0) fail('BadValue', 'skip value must be non-negative');
    if (limit < 0) {
      limit = -limit;
      singleBatch = true;
    }
    const coll = storage.collection(db, name);
    const fields = fieldsRead({ filter, projection, sort });
    // Matching can stop as soon as skip + limit documents are found in order.
    const matches = findSorted(storage, coll, filter, sort, limit > 0 ? skip + limit : 0, fields).slice(skip);
    const bodies =
      projection && Object.keys(projection).length > 0
        ? project(
            matches.map((match) => docOf(match, fields)),
            projection,
          ).map(encode)
        : matches.map((m) => m.body);
    return cursors.first(`${db}.${name}`, bodies, { batchSize: countArg(cmd, 'batchSize'), singleBatch });
  },

  count: (cmd, { storage, db }) => {
    const name = collectionArg(cmd, 'count');
    const coll = storage.collection(db, name);
    const query = docArg(cmd, 'query') ?? {};
    const skip = Math.max(0, countArg(cmd, 'skip') ?? 0);
    const limit = Math.abs(countArg(cmd, 'limit') ?? 0);
    let n = !coll ? 0 : countMatches(storage, coll, query, fieldsRead({ filter: query }));
    n = Math.max(0, n - skip);
    return { n: limit > 0 ? Math.min(n, limit) : n, ok: 1 };
  },

  distinct: (cmd, { storage, db }) => {
    const name = collectionArg(cmd, 'distinct');
    const key = cmd.key;
    if (typeof key !== 'string' || key.length === 0)
      fail('TypeMismatch', "BSON field 'distinct.key' is missing or is not a string");
    const path = key.split('.');
    const query = docArg(cmd, 'query') ?? {};
    const fields = fieldsRead({ filter: query, key });
    const seen = new Map<string, unknown>();
    for (const match of findMatches(storage, storage.collection(db, name), query, 0, fields)) {
      for (const value of valuesAtPath(docOf(match, fields), path)) {
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item === undefined) continue;
          const id = encodeKey(item).toString('latin1');
          if (!seen.has(id)) seen.set(id, item);
        }
      }
    }
    return { values: [...seen.values()].sort(compareValues), ok: 1 };
  },
};
