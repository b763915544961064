/**
 * Index keys: BSON values encoded as byte strings whose equality is MongoDB's equality (1, 1.0 and
 * Long(1) encode alike) and whose byte order follows MongoDB's type order, so SQLite's memcmp on BLOB
 * columns can do equality lookups, compound-prefix ranges and the TTL sweep's date ranges.
 * Every component is self-delimiting, so a compound key is the concatenation of its components.
 */
import { Decimal128, Long } from 'bson';
import { MongoCommandError } from './errors.js';
import { type Doc, isPlainObject, TypeRank, typeRank, valuesAtPath } from './values.js';

const TAG = {
  EmptyArray: 0x01, // sorts below everything, as an empty array does in a MongoDB sort
  MinKey: 0x02,
  Null: 0x03,
  Number: 0x10,
  String: 0x20,
  Code: 0x22,
  Object: 0x30,
  Array: 0x40,
  Binary: 0x50,
  ObjectId: 0x60,
  Boolean: 0x70,
  Date: 0x80,
  Timestamp: 0x90,
  RegExp: 0xa0,
  MaxKey: 0xf0,
} as const;

/** First byte of a date key component: the TTL sweep scans [DATE_TAG, encoded cut-off). */
export const DATE_TAG = TAG.Date;

/** A value stored in an index for an empty array (MongoDB indexes it as undefined). */
const EMPTY_ARRAY = Symbol('empty array');

class KeyWriter {
  private buf = Buffer.allocUnsafe(64);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buf.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.length + n));
    this.buf.copy(next, 0, 0, this.length);
    this.buf = next;
  }

  byte(b: number): void {
    this.room(1);
    this.buf[this.length++] = b;
  }

  bytes(b: Uint8Array): void {
    this.room(b.length);
    this.buf.set(b, this.length);
    this.length += b.length;
  }

  /** A string, escaped so that it cannot contain the terminator 00 00 and still sorts by bytes. */
  text(s: string): void {
    const utf8 = Buffer.from(s, 'utf8');
    this.room(utf8.length * 2 + 2);
    for (const b of utf8) {
      this.buf[this.length++] = b;
      if (b === 0) this.buf[this.length++] = 0xff;
    }
    this.buf[this.length++] = 0;
    this.buf[this.length++] = 0;
  }

  double(x: number): void {
    this.room(8);
    if (Number.isNaN(x)) {
      this.buf.fill(0, this.length, this.length + 8); // below -Infinity, as MongoDB sorts NaN
    } else {
      this.buf.writeDoubleBE(x === 0 ? 0 : x, this.length);
      const negative = (this.buf[this.length]! & 0x80) !== 0;
      for (let i = 0; i < 8; i++)
        this.buf[this.length + i] = this.buf[this.length + i]! ^ (negative ? 0xff : i === 0 ? 0x80 : 0);
    }
    this.length += 8;
  }

  int64(x: bigint): void {
    this.room(8);
    this.buf.writeBigUInt64BE(BigInt.asUintN(64, x) ^ (1n << 63n), this.length);
    this.length += 8;
  }

  result(): Buffer {
    return Buffer.from(this.buf.subarray(0, this.length));
  }
}

function writeNumber(w: KeyWriter, value: unknown): void {
  w.byte(TAG.Number);
  const type = (value as { _bsontype?: string })._bsontype;
  if (type === 'Long') {
    const long = value as Long;
    const approx = long.toNumber();
    w.double(approx);
    if (Long.fromNumber(approx).equals(long)) w.byte(0);
    else {
      w.byte(1);
      w.int64(long.toBigInt());
    }
    return;
  }
  if (type === 'Decimal128') {
    const text = (value as Decimal128).toString();
    const approx = Number.parseFloat(text);
    w.double(approx);
    if (Number.isSafeInteger(approx) && /^-?\d+(\.0*)?$/.test(text)) w.byte(0);
    else {
      w.byte(2);
      w.text(text);
    }
    return;
  }
  w.double(typeof value === 'number' ? value : Number((value as { valueOf(): unknown }).valueOf()));
  w.byte(0);
}

function writeValue(w: KeyWriter, value: unknown): void {
  if (value === EMPTY_ARRAY) return w.byte(TAG.EmptyArray);
  const rank = typeRank(value);
  switch (rank) {
    case TypeRank.MinKey:
      return w.byte(TAG.MinKey);
    case TypeRank.MaxKey:
      return w.byte(TAG.MaxKey);
    case TypeRank.Null:
      return w.byte(TAG.Null);
    case TypeRank.Number:
      return writeNumber(w, value);
    case TypeRank.String:
      w.byte((value as { _bsontype?: string })._bsontype === 'Code' ? TAG.Code : TAG.String);
      return w.text(
        typeof value === 'string'
          ? value
          : String((value as { code?: string; value?: string }).code ?? (value as { value?: string }).value),
      );
    case TypeRank.Boolean:
      w.byte(TAG.Boolean);
      return w.byte(value ? 1 : 0);
    case TypeRank.Date:
      w.byte(TAG.Date);
      return w.int64(BigInt((value as Date).getTime() || 0));
    case TypeRank.ObjectId:
      w.byte(TAG.ObjectId);
      return w.bytes((value as { id: Uint8Array }).id);
    case TypeRank.Timestamp:
      w.byte(TAG.Timestamp);
      return w.int64((value as Long).toBigInt() ^ (1n << 63n)); // unsigned order
    case TypeRank.Binary: {
      const bytes = value instanceof Uint8Array ? value : (value as { value(): Uint8Array }).value();
      const subType = value instanceof Uint8Array ? 0 : (value as { sub_type: number }).sub_type;
      w.byte(TAG.Binary);
      w.int64(BigInt(bytes.length));
      w.byte(subType);
      return w.bytes(bytes);
    }
    case TypeRank.RegExp: {
      const re = value as { source?: string; pattern?: string; flags?: string; options?: string };
      w.byte(TAG.RegExp);
      w.text(re.source ?? re.pattern ?? '');
      return w.text(re.flags ?? re.options ?? '');
    }
    case TypeRank.Array:
      w.byte(TAG.Array);
      for (const element of value as unknown[]) {
        w.byte(1);
        writeValue(w, element);
      }
      return w.byte(0);
    default: {
      w.byte(TAG.Object);
      const plain =
        (value as { _bsontype?: string })._bsontype === 'DBRef'
          ? (value as { toJSON(): Doc }).toJSON()
          : (value as Doc);
      // MongoDB compares embedded documents field by field: value type, then name, then value.
      for (const [name, field] of Object.entries(plain)) {
        if (field === undefined) continue;
        w.byte(typeRank(field));
        w.text(name);
        writeValue(w, field);
      }
      return w.byte(0);
    }
  }
}

/** Encodes a single value as a one-component key. */
export function encodeKey(value: unknown): Buffer {
  const w = new KeyWriter();
  writeValue(w, value);
  return w.result();
}

/** Encodes several values as one compound key. */
export function encodeCompoundKey(values: unknown[]): Buffer {
  const w = new KeyWriter();
  for (const value of values) writeValue(w, value);
  return w.result();
}

/** The smallest key greater than every key starting with `prefix`: components never start with 0xff. */
export function prefixEnd(prefix: Buffer): Buffer {
  return Buffer.concat([prefix, Buffer.from([0xff])]);
}

/** One index entry of a document: its encoded key and the field values it was built from. */
export interface IndexEntry {
  key: Buffer;
  values: unknown[];
}

/** The values an index field takes in a document, arrays expanded (an empty array indexes as one value). */
function fieldValues(doc: Doc, path: string[]): unknown[] {
  const out: unknown[] = [];
  for (const v of valuesAtPath(doc, path)) {
    if (!Array.isArray(v)) out.push(v);
    else if (v.length === 0) out.push(EMPTY_ARRAY);
    else out.push(...v);
  }
  return out;
}

/**
 * The entries a document contributes to an index over `fields` (paths split on dots): one per
 * array element for a multikey index, none for a sparse index when every field is missing.
 */
export function indexEntries(doc: Doc, fields: string[][], sparse: boolean): IndexEntry[] {
  const perField = fields.map((path) => fieldValues(doc, path));
  if (sparse && perField.every((values) => values.every((v) => v === undefined))) return [];
  const multi = perField.map((values, i) => (values.length > 1 ? i : -1)).filter((i) => i >= 0);
  if (multi.length > 1) {
    const names = multi.map((i) => `[${fields[i]!.join('.')}]`).join(' ');
    throw new MongoCommandError('CannotIndexParallelArrays', `cannot index parallel arrays ${names}`);
  }
  const spread = multi[0] ?? -1;
  const variants = spread >= 0 ? perField[spread]! : [undefined];
  const seen = new Set<string>();
  const entries: IndexEntry[] = [];
  for (const variant of variants) {
    const values = perField.map((values, i) => (i === spread ? variant : values[0]));
    const key = encodeCompoundKey(values);
    const id = key.toString('latin1');
    if (seen.has(id)) continue;
    seen.add(id);
    entries.push({ key, values: values.map((v) => (v === undefined ? null : v === EMPTY_ARRAY ? [] : v)) });
  }
  return entries;
}

/** True when a query value can be looked up by exact key (not an operator document, regex or array). */
export function isKeyableValue(value: unknown): boolean {
  if (value === null || value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  const type = (value as { _bsontype?: string })._bsontype;
  if (type === 'BSONRegExp' || type === 'MinKey' || type === 'MaxKey') return false;
  if (isPlainObject(value)) return Object.keys(value).every((k) => !k.startsWith('$'));
  return true;
}
