/**
 * BSON values as the `bson` package deserializes them, classified and compared in MongoDB's order
 * (MinKey < null < numbers < strings < objects < arrays < binary < ObjectId < booleans < dates <
 * timestamps < regular expressions < MaxKey). Used for sorting and by the index key encoding.
 */
import { Binary, Long, Timestamp } from 'bson';

/** Rank of each BSON type class in MongoDB's comparison order. */
export const TypeRank = {
  MinKey: 1,
  Null: 2,
  Number: 3,
  String: 4,
  Object: 5,
  Array: 6,
  Binary: 7,
  ObjectId: 8,
  Boolean: 9,
  Date: 10,
  Timestamp: 11,
  RegExp: 12,
  MaxKey: 13,
} as const;

type Bsonish = { _bsontype?: string };

/** Document shape as deserialized from BSON. */
export type Doc = Record<string, unknown>;

/** True for a plain embedded document (not an array, Date, RegExp or BSON class instance). */
export function isPlainObject(value: unknown): value is Doc {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  if ((value as Bsonish)._bsontype !== undefined) return false;
  return !(value instanceof Date || value instanceof RegExp || value instanceof Uint8Array);
}

/** The comparison class of a value. */
export function typeRank(value: unknown): number {
  if (value === null || value === undefined) return TypeRank.Null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeRank.Number;
    case 'string':
      return TypeRank.String;
    case 'boolean':
      return TypeRank.Boolean;
  }
  if (Array.isArray(value)) return TypeRank.Array;
  if (value instanceof Date) return TypeRank.Date;
  if (value instanceof RegExp) return TypeRank.RegExp;
  if (value instanceof Uint8Array) return TypeRank.Binary;
  switch ((value as Bsonish)._bsontype) {
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return TypeRank.Number;
    case 'BSONSymbol':
    case 'Code':
      return TypeRank.String;
    case 'Binary':
      return TypeRank.Binary;
    case 'ObjectId':
      return TypeRank.ObjectId;
    case 'Timestamp':
      return TypeRank.Timestamp;
    case 'BSONRegExp':
      return TypeRank.RegExp;
    case 'MinKey':
      return TypeRank.MinKey;
    case 'MaxKey':
      return TypeRank.MaxKey;
  }
  return TypeRank.Object;
}

/** A numeric value as a JS number (Long and Decimal128 may round). */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  const bsonValue = value as Bsonish & { toNumber?: () => number; valueOf(): unknown; toString(): string };
  if (bsonValue._bsontype === 'Long') return (value as Long).toNumber();
  if (bsonValue._bsontype === 'Decimal128') return Number.parseFloat(bsonValue.toString());
  return Number(bsonValue.valueOf());
}

function compareNumbers(a: unknown, b: unknown): number {
  const la = (a as Bsonish)._bsontype === 'Long';
  const lb = (b as Bsonish)._bsontype === 'Long';
  if (la && lb) return (a as Long).compare(b as Long);
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1; // NaN sorts below every number
  if (Number.isNaN(y)) return 1;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Compares strings by Unicode code point (UTF-8 byte order), as MongoDB does without a collation. */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // UTF-16 order differs from code point order only between surrogates and U+E000..U+FFFF.
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  return Buffer.compare(
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

function entriesOf(value: unknown): [string, unknown][] {
  const plain = (value as Bsonish)._bsontype === 'DBRef' ? (value as { toJSON(): unknown }).toJSON() : value;
  return Object.entries(plain as Doc);
}

/** Total order over BSON values, MongoDB's. Arrays compare element-wise here (sorting uses sortKey). */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case TypeRank.Null:
    case TypeRank.MinKey:
    case TypeRank.MaxKey:
      return 0;
    case TypeRank.Number:
      return compareNumbers(a, b);
    case TypeRank.String:
      return compareStrings(String(a), String(b));
    case TypeRank.Boolean:
      return Number(a) - Number(b);
    case TypeRank.Date:
      return Math.sign((a as Date).getTime() - (b as Date).getTime());
    case TypeRank.ObjectId:
      return compareBytes((a as { id: Uint8Array }).id, (b as { id: Uint8Array }).id);
    case TypeRank.Timestamp:
      return (a as Timestamp).compare(b as Timestamp);
    case TypeRank.Binary: {
      const x = a instanceof Uint8Array ? new Binary(a) : (a as Binary);
      const y = b instanceof Uint8Array ? new Binary(b) : (b as Binary);
      return x.position - y.position || x.sub_type - y.sub_type || compareBytes(x.value(), y.value());
    }
    case TypeRank.RegExp: {
      const x = a as { source?: string; pattern?: string; flags?: string; options?: string };
      const y = b as typeof x;
      return (
        compareStrings(x.source ?? x.pattern ?? '', y.source ?? y.pattern ?? '') ||
        compareStrings(x.flags ?? x.options ?? '', y.flags ?? y.options ?? '')
      );
    }
    case TypeRank.Array: {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareValues(x[i], y[i]);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
    default: {
      const x = entriesOf(a);
      const y = entriesOf(b);
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const [kx, vx] = x[i]!;
        const [ky, vy] = y[i]!;
        const c = typeRank(vx) - typeRank(vy) || compareStrings(kx, ky) || compareValues(vx, vy);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
  }
}

/** Marker for an empty array in a sort key: MongoDB sorts it below null and missing. */
const EMPTY_ARRAY = Symbol('empty array');

/**
 * The values a path reaches in a document, descending through arrays the way MongoDB queries and
 * indexes do: `a.b` over `{ a: [{ b: 1 }, { b: 2 }] }` yields 1 and 2. An array at the end of the path
 * is returned as is (the caller decides whether to expand it). Missing yields undefined.
 */
export function valuesAtPath(doc: unknown, path: string[], from = 0, out: unknown[] = []): unknown[] {
  if (from === path.length) {
    out.push(doc);
    return out;
  }
  const part = path[from]!;
  if (Array.isArray(doc)) {
    if (/^\d+$/.test(part)) {
      valuesAtPath(doc[Number(part)], path, from + 1, out);
    } else {
      let reached = false;
      for (const element of doc) {
        if (isPlainObject(element)) {
          valuesAtPath(element[part], path, from + 1, out);
          reached = true;
        }
      }
      if (!reached) out.push(undefined);
    }
    return out;
  }
  if (isPlainObject(doc)) return valuesAtPath(doc[part], path, from + 1, out);
  out.push(undefined);
  return out;
}

/** The value a document sorts by on one path and direction (arrays: smallest or largest element). */
export function sortKey(doc: Doc, path: string[], direction: 1 | -1): unknown {
  const reached = valuesAtPath(doc, path).flatMap((v) =>
    Array.isArray(v) ? (v.length === 0 ? [EMPTY_ARRAY] : v) : [v],
  );
  let best: unknown = reached[0];
  for (let i = 1; i < reached.length; i++) {
    const c = compareSortValues(reached[i], best);
    if ((direction === 1 && c < 0) || (direction === -1 && c > 0)) best = reached[i];
  }
  return best;
}

function compareSortValues(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) return a === b ? 0 : a === EMPTY_ARRAY ? -1 : 1;
  return compareValues(a, b);
}

/** A MongoDB sort specification such as `{ createdAt: -1, _id: 1 }`. */
export type SortSpec = Record<string, 1 | -1>;

/** Sorts items by their documents (stable), computing each sort key once. */
export function sortBy<T>(items: T[], docOf: (item: T) => Doc, spec: SortSpec): T[] {
  const fields = Object.entries(spec).map(([path, direction]) => ({ path: path.split('.'), direction }));
  const keyed = items.map((item) => ({ item, keys: fields.map((f) => sortKey(docOf(item), f.path, f.direction)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const c = compareSortValues(a.keys[i], b.keys[i]);
      if (c !== 0) return c * fields[i]!.direction;
    }
    return 0;
  });
  return keyed.map((k) => k.item);
}
