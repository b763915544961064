/**
 * Reading only the fields a read names. A find, count or distinct whose filter, projection and sort name their
 * fields (no `$expr`, `$where` or `$text`, an inclusion projection) decodes just those fields of each stored
 * document it tests, and steps over the bytes of every other: testing a plan's reassessment date then costs
 * the decoding of one date, not of its whole reassessment history. Documents so decoded serve reads only; a
 * write always decodes the whole document.
 */
import { decode } from './bson.js';
import { type Doc, isPlainObject } from './values.js';

/** The fields to decode: for each name, the whole value (true) or only some of its sub-fields. */
export type FieldTree = Map<string, FieldTree | true>;

/** Adds a dotted path; a path through an array position (`tags.0`) takes the whole field before it. */
function addPath(tree: FieldTree, path: string): void {
  const parts = path.split('.');
  let node = tree;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const known = node.get(part);
    if (known === true) return;
    const whole = i === parts.length - 1 || /^\d+$/.test(parts[i + 1]!);
    if (whole) {
      node.set(part, true);
      return;
    }
    const child: FieldTree = known ?? new Map();
    node.set(part, child);
    node = child;
  }
}

/** Adds the fields a filter reads; false when it may read any (`$expr`, `$where`, `$text`...). */
function addFilter(tree: FieldTree, filter: Doc): boolean {
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(value)) return false;
      for (const branch of value) if (!isPlainObject(branch) || !addFilter(tree, branch)) return false;
    } else if (key === '$comment') {
      continue;
    } else if (key.startsWith('$')) {
      return false;
    } else {
      addPath(tree, key);
    }
  }
  return true;
}

/**
 * Adds the fields an inclusion projection keeps; false for any other projection (`{ _id: 0 }` alone keeps
 * every other field).
 */
function addProjection(tree: FieldTree, projection: Doc): boolean {
  let kept = 0;
  for (const [key, value] of Object.entries(projection)) {
    if (key.startsWith('$')) return false;
    if (value === 1 || value === true) {
      addPath(tree, key);
      kept += 1;
    } else if (!(key === '_id' && (value === 0 || value === false))) return false;
  }
  return kept > 0;
}

/**
 * The fields a read needs: those its filter tests, its projection keeps (an inclusion projection) and its sort
 * and distinct key read, and `_id`; undefined when it needs the whole document.
 */
export function fieldsRead(read: {
  filter: Doc;
  projection?: Doc;
  sort?: Record<string, unknown>;
  key?: string;
}): FieldTree | undefined {
  const tree: FieldTree = new Map([['_id', true]]);
  if (!addFilter(tree, read.filter)) return undefined;
  if (read.projection && Object.keys(read.projection).length > 0 && !addProjection(tree, read.projection))
    return undefined;
  for (const path of Object.keys(read.sort ?? {})) addPath(tree, path);
  if (read.key !== undefined) addPath(tree, read.key);
  return tree;
}

/**
 * The fields an inclusion projection of plain paths keeps, `_id` with them unless it says `_id: 0`; undefined
 * for any other projection (an exclusion, operators, a path through an array position).
 */
export function inclusionTree(projection: Doc): FieldTree | undefined {
  const paths = Object.keys(projection);
  // Paths that collide (`a` and `a.b`) are mingo's to refuse.
  if (paths.some((path) => paths.some((other) => other.startsWith(`${path}.`)))) return undefined;
  const tree: FieldTree = new Map([['_id', true]]);
  let kept = 0;
  for (const [path, value] of Object.entries(projection)) {
    if (path.startsWith('$') || path.split('.').some((part) => /^\d+$/.test(part))) return undefined;
    if (value === 1 || value === true) {
      addPath(tree, path);
      kept += 1;
    } else if (path === '_id' && (value === 0 || value === false)) {
      tree.delete('_id');
    } else {
      return undefined;
    }
  }
  return kept > 0 ? tree : undefined;
}

/** The elements of an array an inclusion projection keeps: its documents (and arrays), projected. */
function pickFromArray(values: unknown[], tree: FieldTree): unknown[] {
  const out: unknown[] = [];
  for (const value of values) {
    if (isPlainObject(value)) out.push(pickFields(value, tree));
    else if (Array.isArray(value)) out.push(pickFromArray(value, tree));
  }
  return out;
}

/**
 * A document as an inclusion projection returns it: the fields of `tree` in the document's order; under a
 * dotted path, an embedded document keeps the sub-fields named, an array its documents so projected, and any
 * other value is left out.
 */
export function pickFields(doc: Doc, tree: FieldTree): Doc {
  const out: Doc = {};
  for (const [field, value] of Object.entries(doc)) {
    const under = tree.get(field);
    if (under === undefined) continue;
    if (under === true) out[field] = value;
    else if (isPlainObject(value)) out[field] = pickFields(value, under);
    else if (Array.isArray(value)) out[field] = pickFromArray(value, under);
  }
  return out;
}

/** Where a NUL-terminated name or string starting at `at` ends (after its NUL). */
function afterCString(bytes: Buffer, at: number): number {
  const end = bytes.indexOf(0, at);
  if (end < 0) throw new RangeError('unterminated string');
  return end + 1;
}

/** Where the value of an element of type `type` starting at `at` ends; undefined for an unknown type. */
function valueEnd(bytes: Buffer, type: number, at: number): number | undefined {
  switch (type) {
    case 0x01: // double
    case 0x09: // date
    case 0x11: // timestamp
    case 0x12: // int64
      return at + 8;
    case 0x02: // string
    case 0x0d: // code
    case 0x0e: // symbol
      return at + 4 + bytes.readInt32LE(at);
    case 0x03: // document
    case 0x04: // array
    case 0x0f: // code with scope
      return at + bytes.readInt32LE(at);
    case 0x05: // binary
      return at + 4 + 1 + bytes.readInt32LE(at);
    case 0x06: // undefined
    case 0x0a: // null
    case 0x7f: // max key
    case 0xff: // min key
      return at;
    case 0x07: // ObjectId
      return at + 12;
    case 0x08: // boolean
      return at + 1;
    case 0x0b: // regular expression: pattern and options
      return afterCString(bytes, afterCString(bytes, at));
    case 0x0c: // DBPointer
      return at + 4 + bytes.readInt32LE(at) + 12;
    case 0x10: // int32
      return at + 4;
    case 0x13: // decimal128
      return at + 16;
    default:
      return undefined;
  }
}

/** No value: the element is not one of the plain kinds `plainValue` reads. */
const OTHER = Symbol('other');

/**
 * The value of a string, number, boolean, date or null element, read directly as `decode` would give it; OTHER
 * for any other kind, which goes through `decode`.
 */
function plainValue(bytes: Buffer, type: number, at: number): unknown {
  switch (type) {
    case 0x01:
      return bytes.readDoubleLE(at);
    case 0x02:
      return bytes.toString('utf8', at + 4, at + 4 + bytes.readInt32LE(at) - 1);
    case 0x08:
      return bytes[at] === 1;
    case 0x09:
      return new Date(bytes.readUInt32LE(at) + bytes.readInt32LE(at + 4) * 0x1_0000_0000);
    case 0x0a:
      return null;
    case 0x10:
      return bytes.readInt32LE(at);
    default:
      return OTHER;
  }
}

/** Any other element's value, decoded as the only field of a small document. */
function otherValue(bytes: Buffer, start: number, end: number): unknown {
  const one = Buffer.allocUnsafe(4 + (end - start) + 1);
  one.writeInt32LE(one.length, 0);
  bytes.copy(one, 4, start, end);
  one[one.length - 1] = 0;
  return Object.values(decode(one))[0];
}

/** An element's value: read directly when plain, else decoded. */
function wholeValue(bytes: Buffer, type: number, start: number, value: number, end: number): unknown {
  const plain = plainValue(bytes, type, value);
  return plain === OTHER ? otherValue(bytes, start, end) : plain;
}

/** A tree's names as UTF-8 bytes, to be found among a document's element names without decoding those. */
type Wanted = Array<{ name: string; bytes: Buffer; under: FieldTree | true }>;
const compiled = new WeakMap<FieldTree, Wanted>();

function wantedOf(tree: FieldTree): Wanted {
  let wanted = compiled.get(tree);
  if (!wanted) {
    wanted = [...tree].map(([name, under]) => ({ name, bytes: Buffer.from(name, 'utf8'), under }));
    compiled.set(tree, wanted);
  }
  return wanted;
}

/** The wanted field whose name is the bytes [from, to), if any. */
function find(wanted: Wanted, bytes: Buffer, from: number, to: number): Wanted[number] | undefined {
  const length = to - from;
  next: for (const field of wanted) {
    if (field.bytes.length !== length) continue;
    for (let i = 0; i < length; i++) if (field.bytes[i] !== bytes[from + i]) continue next;
    return field;
  }
  return undefined;
}

/**
 * Decodes the fields of `tree` from the document whose bytes start at `offset` (its length first, as BSON
 * writes it): the whole value of a field marked true, and of an embedded document, or of each document in an
 * array, only the sub-fields its subtree names. Fields keep the document's order. Undefined when the bytes
 * hold a type this reader does not know (the caller then decodes the whole document).
 */
function decodeTree(bytes: Buffer, offset: number, tree: FieldTree): Doc | undefined {
  const last = offset + bytes.readInt32LE(offset) - 1;
  const wanted = wantedOf(tree);
  const doc: Doc = {};
  let found = 0;
  // Reading stops once every wanted field is found (a name appears once in a document MongoDB stores).
  for (let at = offset + 4; at < last && found < wanted.length;) {
    const type = bytes[at]!;
    const value = afterCString(bytes, at + 1);
    const end = valueEnd(bytes, type, value);
    if (end === undefined || end > last) return undefined;
    const field = find(wanted, bytes, at + 1, value - 1);
    if (field) {
      const { name, under } = field;
      let read: unknown;
      if (under !== true && type === 0x03) read = decodeTree(bytes, value, under);
      else if (under !== true && type === 0x04) read = decodeArray(bytes, value, under);
      else read = wholeValue(bytes, type, at, value, end);
      if (read === undefined && (type === 0x03 || type === 0x04)) return undefined;
      doc[name] = read;
      found += 1;
    }
    at = end;
  }
  return doc;
}

/** An array whose documents are decoded to the sub-fields of `tree`, its other elements whole. */
function decodeArray(bytes: Buffer, offset: number, tree: FieldTree): unknown[] | undefined {
  const last = offset + bytes.readInt32LE(offset) - 1;
  const out: unknown[] = [];
  for (let at = offset + 4; at < last;) {
    const type = bytes[at]!;
    const value = afterCString(bytes, at + 1);
    const end = valueEnd(bytes, type, value);
    if (end === undefined || end > last) return undefined;
    if (type === 0x03) {
      const element = decodeTree(bytes, value, tree);
      if (element === undefined) return undefined;
      out.push(element);
    } else {
      out.push(wholeValue(bytes, type, at, value, end));
    }
    at = end;
  }
  return out;
}

/** The fields of `tree` of a stored document (the whole document when it holds what this reader does not know). */
export function decodeFields(bytes: Buffer, tree: FieldTree): Doc {
  try {
    return decodeTree(bytes, 0, tree) ?? decode(bytes);
  } catch {
    return decode(bytes);
  }
}
