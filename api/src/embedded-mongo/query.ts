/**
 * Finding documents: an equality on `_id` or on the leading fields of a (non-partial) index, or else a
 * range on an index's leading field, is pushed down to SQLite (`_id` column or key table); everything
 * else scans the collection. mingo decides whether each candidate matches, except for a lone exact-key
 * equality, whose key lookup is already exact and whose stored BSON can then be returned without being
 * parsed. A read that names its fields parses only those (fields.ts); a count that the keys answer exactly
 * reads no document at all.
 */
import { Query } from 'mingo';
import { find as mingoFind } from 'mingo';
import { decode } from './bson.js';
import { fail } from './errors.js';
import { decodeFields, inclusionTree, pickFields, type FieldTree } from './fields.js';
import { encodeCompoundKey, encodeKey, isKeyableValue, prefixEnd } from './keys.js';
import { MINGO_OPTIONS, withMingo } from './mingo.js';
import type { Collection, Index, Storage, Stored } from './storage.js';
import { type Doc, isPlainObject, type SortSpec, sortBy } from './values.js';

/** A candidate or matching document: row id, stored BSON and, once parsed, the document. */
export interface Match extends Stored {
  doc?: Doc;
}

/** How a filter is answered. */
export type Plan =
  | { kind: 'id'; keys: Buffer[]; exact: boolean }
  | { kind: 'index'; index: Index; keys: Buffer[]; ranges: [Buffer, Buffer][]; exact: boolean }
  /**
   * Documents with a key in [low, high) and, for a range bounded on both sides, one in `also` too (an array
   * meets such a range when one element meets each side). `exact` when the filter is that range and nothing
   * else: those documents are exactly the matches (counted from the keys alone).
   */
  | { kind: 'range'; index: Index; low: Buffer; high: Buffer; also?: [Buffer, Buffer]; exact: boolean }
  | { kind: 'scan' };

/** The values an equality condition accepts (`v`, `{ $eq: v }`, `{ $in: [...] }`), or undefined if not one. */
function equalityValues(condition: unknown): unknown[] | undefined {
  if (condition === undefined) return undefined;
  if (isKeyableValue(condition)) return [condition];
  if (!isPlainObject(condition)) return undefined;
  const ops = Object.keys(condition);
  if (ops.length !== 1) return undefined;
  if (ops[0] === '$eq' && isKeyableValue(condition.$eq)) return [condition.$eq];
  if (
    ops[0] === '$in' &&
    Array.isArray(condition.$in) &&
    condition.$in.length > 0 &&
    condition.$in.every(isKeyableValue)
  ) {
    return condition.$in;
  }
  return undefined;
}

const MAX_PREFIXES = 256;

/** Chooses how to answer `filter` on `coll`. */
export function planQuery(storage: Storage, coll: Collection, filter: Doc): Plan {
  const fieldCount = Object.keys(filter).length;
  const ids = equalityValues(filter._id);
  if (ids) return { kind: 'id', keys: ids.map(encodeKey), exact: fieldCount === 1 };
  // A unique index first: its key names one document at most.
  for (const unique of [true, false]) {
    for (const index of coll.indexes) {
      if (index.unique !== unique || index.partial) continue;
      const plan = equalityPlan(storage, index, filter, fieldCount);
      if (plan) return plan;
    }
  }
  return rangePlan(storage, coll, filter, fieldCount) ?? { kind: 'scan' };
}

/** Whether any field of the index names an array position (`tags.0`), whose matching is the filter's own. */
function namesPosition(index: Index): boolean {
  return index.fields.some((path) => path.some((part) => /^\d+$/.test(part)));
}

/**
 * The plan for equalities on the leading fields of `index`, if the filter has one on its first field; a range
 * on the next field of the index narrows each equal prefix to a stretch of it.
 */
function equalityPlan(storage: Storage, index: Index, filter: Doc, fieldCount: number): Plan | undefined {
  const { paths } = index;
  const first = equalityValues(filter[paths[0]!]);
  if (!first) return undefined;
  let prefixes = first.map((v) => [v]);
  let covered = 1;
  for (; covered < paths.length; covered++) {
    const values = equalityValues(filter[paths[covered]!]);
    if (!values || prefixes.length * values.length > MAX_PREFIXES) break;
    prefixes = prefixes.flatMap((p) => values.map((v) => [...p, v]));
  }
  const encoded = prefixes.map(encodeCompoundKey);
  if (covered === paths.length) {
    const exact = fieldCount === 1 && paths.length === 1 && !index.leadsWithPosition;
    return { kind: 'index', index, keys: encoded, ranges: [], exact };
  }
  const stretch = namesPosition(index) ? undefined : rangeStretch(storage, index, filter[paths[covered]!]);
  if (!stretch) {
    return {
      kind: 'index',
      index,
      keys: [],
      ranges: encoded.map((k) => [k, prefixEnd(k)] as [Buffer, Buffer]),
      exact: false,
    };
  }
  // A document of an index without arrays has one entry: those in the stretches are exactly the matches.
  const exact = stretch.simple && !stretch.also && fieldCount === covered + 1 && !storage.isMultikey(index);
  const ranges = encoded.map(
    (k) => [Buffer.concat([k, stretch.low]), Buffer.concat([k, stretch.high])] as [Buffer, Buffer],
  );
  return { kind: 'index', index, keys: [], ranges, exact };
}

const LOWER_BOUNDS = ['$gte', '$gt'] as const;
const UPPER_BOUNDS = ['$lte', '$lt'] as const;

/** The keys a range condition reads in an index: see rangeStretch. */
interface Stretch {
  low: Buffer;
  high: Buffer;
  /** For a range bounded on both sides over an index with arrays: its upper side, which a match has a key in too. */
  also?: [Buffer, Buffer];
  /** The condition is a lower bound, an upper bound or both, and nothing else. */
  simple: boolean;
}

/**
 * The keys a range condition (`$gt`, `$gte`, `$lt`, `$lte`) on a field reads in an index, or undefined when it
 * has no bound of a type keys order. MongoDB compares a bound only with values of its type, so each bound reads
 * the keys from it to the end (or from the start) of its type, and a document meets the range when it has a key
 * on each side (an array may meet the two sides with two elements). Where no document has two entries in the
 * index, the keys between both bounds are the documents that meet the range. `$gt` starts after the keys equal
 * to its bound, `$lte` ends after them.
 */
function rangeStretch(storage: Storage, index: Index, condition: unknown): Stretch | undefined {
  if (!isPlainObject(condition)) return undefined;
  const lower = LOWER_BOUNDS.filter((op) => isScalar(condition[op]));
  const upper = UPPER_BOUNDS.filter((op) => isScalar(condition[op]));
  if (lower.length === 0 && upper.length === 0) return undefined;
  const simple =
    lower.length <= 1 && upper.length <= 1 && Object.keys(condition).length === lower.length + upper.length;
  const below = (op: (typeof UPPER_BOUNDS)[number]): [Buffer, Buffer] => {
    const key = encodeKey(condition[op]);
    return [Buffer.from([key[0]!]), op === '$lt' ? key : prefixEnd(key)];
  };
  if (lower.length === 0) {
    const [low, high] = below(upper[0]!);
    return { low, high, simple };
  }
  const key = encodeKey(condition[lower[0]!]);
  const low = lower[0] === '$gt' ? prefixEnd(key) : key;
  const high = Buffer.from([key[0]! + 1]);
  if (upper.length === 0) return { low, high, simple };
  const also = below(upper[0]!);
  // Both bounds of one type, and no array in the index: one stretch of keys holds every match.
  if (also[0][0] === key[0] && !storage.isMultikey(index)) return { low, high: also[1], simple };
  return { low, high, also, simple };
}

/** A range on the leading field of an index: exact when the filter is that range and nothing else. */
function rangePlan(storage: Storage, coll: Collection, filter: Doc, fieldCount: number): Plan | undefined {
  for (const index of coll.indexes) {
    if (index.partial || index.leadsWithPosition) continue;
    const stretch = rangeStretch(storage, index, filter[index.paths[0]!]);
    if (!stretch) continue;
    const { simple, ...keys } = stretch;
    return { kind: 'range', index, ...keys, exact: simple && fieldCount === 1 };
  }
  return undefined;
}

function candidates(storage: Storage, coll: Collection, plan: Plan): Stored[] {
  if (plan.kind === 'scan') return storage.scan(coll);
  if (plan.kind === 'id') {
    const rows = plan.keys.map((k) => storage.byIdKey(coll, k)).filter((r): r is Stored => r !== undefined);
    return rows.length > 1 ? dedupeByRid(rows) : rows;
  }
  // A two-sided range reads the keys of its lower side only: the upper side may hold every older key.
  if (plan.kind === 'range')
    return rowsOf(storage, coll, new Set(storage.ridsForRange(plan.index, plan.low, plan.high)));
  // An index plan has keys (the whole key is known) or prefix ranges, never both.
  if (plan.keys.length === 1) return storage.rowsForKey(plan.index, plan.keys[0]!);
  if (plan.keys.length > 1) return dedupeByRid(plan.keys.flatMap((key) => storage.rowsForKey(plan.index, key)));
  const rids = new Set<number>();
  for (const [low, high] of plan.ranges) for (const rid of storage.ridsForRange(plan.index, low, high)) rids.add(rid);
  return rowsOf(storage, coll, rids);
}

/** The stored rows of a set of row ids, in insertion order. */
function rowsOf(storage: Storage, coll: Collection, rids: Set<number>): Stored[] {
  return [...rids]
    .sort((a, b) => a - b)
    .map((rid) => storage.byRid(coll, rid))
    .filter((r): r is Stored => r !== undefined);
}

function dedupeByRid(rows: Stored[]): Stored[] {
  const seen = new Map<number, Stored>();
  for (const row of rows) seen.set(row.rid, row);
  return [...seen.values()].sort((a, b) => a.rid - b.rid);
}

/** Compiles a filter, turning mingo's complaints into MongoDB's BadValue. */
export function compileFilter(filter: Doc): Query {
  if (!isPlainObject(filter)) fail('TypeMismatch', 'filter must be an object');
  return withMingo(() => new Query(filter, MINGO_OPTIONS));
}

/** Parses a candidate: only the fields of `fields` when given (a read that named them), else all of it. */
function parse(body: Buffer, fields: FieldTree | undefined): Doc {
  return fields ? decodeFields(body, fields) : decode(body);
}

/**
 * The documents of `coll` matching `filter`, in insertion order. `limit` stops early (0 = all).
 * Documents are parsed only when the filter needs them; `doc` is then set, holding only the fields of
 * `fields` when given (for reads that named every field they use).
 */
export function findMatches(
  storage: Storage,
  coll: Collection | undefined,
  filter: Doc = {},
  limit = 0,
  fields?: FieldTree,
): Match[] {
  if (!isPlainObject(filter)) fail('TypeMismatch', 'filter must be an object');
  if (!coll) {
    compileFilter(filter); // a bad filter is an error even on a missing collection
    return [];
  }
  const plan = planQuery(storage, coll, filter);
  // Candidates of an exact plan all match, but for a two-sided range's, which meet its lower side only.
  const exact = plan.kind !== 'scan' && plan.exact && !(plan.kind === 'range' && plan.also);
  const testAll = Object.keys(filter).length > 0 && !exact;
  // Compiling a mingo query costs more than an exact key lookup, so it is skipped when not needed.
  const query = testAll ? compileFilter(filter) : undefined;
  const rows = candidates(storage, coll, plan);
  const out: Match[] = [];
  for (const row of rows) {
    if (testAll) {
      const doc = parse(row.body, fields);
      if (!query!.test(doc)) continue;
      out.push({ ...row, doc });
    } else {
      out.push(row);
    }
    if (limit > 0 && out.length >= limit) break;
  }
  return out;
}

/**
 * How many documents of `coll` match `filter`. Counted from SQLite alone, without reading a document, when
 * the filter is empty, an exact key equality or a lone range on an index's leading field; otherwise each
 * candidate is tested, parsing only the fields the filter names.
 */
export function countMatches(storage: Storage, coll: Collection | undefined, filter: Doc, fields?: FieldTree): number {
  if (!isPlainObject(filter)) fail('TypeMismatch', 'filter must be an object');
  if (!coll) return findMatches(storage, coll, filter).length;
  if (Object.keys(filter).length === 0) return storage.count(coll);
  const plan = planQuery(storage, coll, filter);
  if (plan.kind === 'range' && plan.exact) return storage.countInRange(plan.index, plan.low, plan.high, plan.also);
  if (plan.kind === 'index' && plan.exact && plan.ranges.length > 0) {
    // Exact stretches are of an index without arrays: each document is in one of them at most.
    return plan.ranges.reduce((sum, [low, high]) => sum + storage.countInRange(plan.index, low, high), 0);
  }
  if (plan.kind === 'index' && plan.exact) {
    // An exact plan is one single-field key per value; keys are self-delimiting, so [key, prefixEnd) is that key.
    // A document holds each key once, and with several values (an array) may hold more than one of them.
    if (plan.keys.length === 1) return storage.countInRange(plan.index, plan.keys[0]!, prefixEnd(plan.keys[0]!));
    const rids = new Set<number>();
    for (const key of plan.keys) for (const rid of storage.ridsForRange(plan.index, key, prefixEnd(key))) rids.add(rid);
    return rids.size;
  }
  return findMatches(storage, coll, filter, 0, fields).length;
}

/**
 * An index that yields documents in `sort` order: `_id` for a sort on `_id` alone, or an index that
 * holds every document (not sparse, not partial) and whose leading fields are the sort's fields. Keys
 * are stored ascending, so every field must go the same way: walked ascending, a document is met first
 * at its smallest values, descending at its largest (MongoDB's array rule; a compound index holds at
 * most one array field). Documents tied on the sort fields come in index order, then insertion order.
 */
function sortIndex(coll: Collection, sort: SortSpec): Index | '_id' | undefined {
  const fields = Object.keys(sort);
  if (new Set(Object.values(sort)).size !== 1) return undefined;
  if (fields.length === 1 && fields[0] === '_id') return '_id';
  return coll.indexes.find(
    (i) =>
      !i.partial &&
      !i.sparse &&
      fields.length <= i.paths.length &&
      fields.every((field, n) => i.paths[n] === field),
  );
}

/**
 * Matches of `filter` in `sort` order, at most `limit` of them (0 = all). When the filter cannot use
 * an index but the sort can, the index is walked in order and matching stops at `limit`; otherwise
 * the matches are sorted in memory.
 */
export function findSorted(
  storage: Storage,
  coll: Collection | undefined,
  filter: Doc,
  sort: SortSpec | undefined,
  limit = 0,
  fields?: FieldTree,
): Match[] {
  if (!sort) return findMatches(storage, coll, filter, limit, fields);
  const plan = coll && planQuery(storage, coll, filter);
  // A walk of the sort index from the filter's bound serves a scan, and a range on the sort's own field.
  const walkable = plan?.kind === 'scan' || plan?.kind === 'range' ? sortIndex(coll!, sort) : undefined;
  const index = plan?.kind === 'range' && plan.index !== walkable ? undefined : walkable;
  if (!coll || !index) {
    const sorted = sortMatches(findMatches(storage, coll, filter, 0, fields), sort, fields);
    return limit > 0 ? sorted.slice(0, limit) : sorted;
  }
  const query = Object.keys(filter).length > 0 ? compileFilter(filter) : undefined;
  const [field, direction] = Object.entries(sort)[0]!;
  const from = index === '_id' ? undefined : walkStart(filter, field, direction as 1 | -1);
  const seen = new Set<number>();
  const out: Match[] = [];
  walk: for (const rows of storage.pagesInKeyOrder(coll, index, direction as 1 | -1, from, limit || Infinity)) {
    for (const row of rows) {
      if (seen.has(row.rid)) continue;
      seen.add(row.rid);
      const match: Match = row;
      if (query && !query.test(docOf(match, fields))) continue;
      out.push(match);
      if (limit > 0 && out.length >= limit) break walk;
    }
  }
  return out;
}

const BOUND_OPERATORS = { [-1]: ['$lt', '$lte'], [1]: ['$gt', '$gte'] } as const;

/** A value whose key order is its query order: a date, a number or a string. */
function isScalar(value: unknown): value is Date | number | string {
  return value instanceof Date || typeof value === 'string' || (typeof value === 'number' && !Number.isNaN(value));
}

/**
 * The encoded bound of `field` that every document matching `filter` lies within, on the side the walk
 * starts from (upper for a descending walk, lower for an ascending one): from an equality, a range
 * operator, any branch of an `$and`, or every branch of an `$or`. A walk from there skips only keys no
 * match can have (the filter is still tested on every row); undefined when the filter sets no bound.
 */
function boundOf(filter: Doc, field: string, direction: 1 | -1): Buffer | undefined {
  const condition = filter[field];
  // Equal to null also matches a missing field, which is indexed as null.
  if (isScalar(condition) || condition === null) return encodeKey(condition);
  if (isPlainObject(condition))
    for (const op of BOUND_OPERATORS[direction]) if (isScalar(condition[op])) return encodeKey(condition[op]);
  if (Array.isArray(filter.$and))
    for (const branch of filter.$and) {
      const bound = isPlainObject(branch) ? boundOf(branch, field, direction) : undefined;
      if (bound) return bound;
    }
  if (Array.isArray(filter.$or) && filter.$or.length > 0) {
    const bounds = filter.$or.map((branch) => (isPlainObject(branch) ? boundOf(branch, field, direction) : undefined));
    if (bounds.some((bound) => !bound)) return undefined;
    // The widest: a document may match any branch.
    return (bounds as Buffer[]).reduce((a, b) => (Buffer.compare(a, b) > 0 === (direction === -1) ? a : b));
  }
  return undefined;
}

/** Where a walk of the sort index may start: keys >= it ascending, keys below it descending. */
function walkStart(filter: Doc, field: string, direction: 1 | -1): Buffer | undefined {
  const bound = boundOf(filter, field, direction);
  if (!bound) return undefined;
  // Compound keys continue past the first field: descending, every key that starts with the bound is kept.
  return direction === -1 ? prefixEnd(bound) : bound;
}

/**
 * The parsed document of a match (parsing it on first use): only the fields of `fields` when given, which a
 * read passes for every use of its matches.
 */
export function docOf(match: Match, fields?: FieldTree): Doc {
  match.doc ??= parse(match.body, fields);
  return match.doc;
}

/** Validates a sort document and returns it with directions as 1 / -1. */
export function parseSort(sort: unknown): SortSpec | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (!isPlainObject(sort)) fail('TypeMismatch', 'sort must be an object');
  const spec: SortSpec = {};
  for (const [path, direction] of Object.entries(sort)) {
    const d = Number(direction);
    if (d !== 1 && d !== -1) fail('BadValue', `$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    spec[path] = d;
  }
  return Object.keys(spec).length > 0 ? spec : undefined;
}

/** Sorts matches in MongoDB order (stable, so ties keep insertion order). */
export function sortMatches(matches: Match[], sort: SortSpec | undefined, fields?: FieldTree): Match[] {
  return sort ? sortBy(matches, (match) => docOf(match, fields), sort) : matches;
}

/**
 * Applies a projection to documents: an inclusion of plain paths (what most reads ask for) by copying those
 * fields (fields.ts), any other with mingo.
 */
export function project(docs: Doc[], projection: Doc): Doc[] {
  if (!isPlainObject(projection)) fail('TypeMismatch', 'projection must be an object');
  const kept = inclusionTree(projection);
  if (kept) return docs.map((doc) => pickFields(doc, kept));
  return withMingo(() => mingoFind(docs, {}, projection, MINGO_OPTIONS).all() as Doc[]);
}
