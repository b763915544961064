/**
 * BSON in and out with one set of options, plus a writer for cursor replies that embeds stored
 * documents byte for byte (no parse and re-serialize on the read path).
 */
import { deserialize, Long, serialize } from 'bson';
import type { Doc } from './values.js';

/** MongoDB's limit for one document. */
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

/** Decodes a stored or received document. Numbers that fit are promoted, as the driver does. */
export function decode(bytes: Uint8Array): Doc {
  return deserialize(bytes, { promoteLongs: true, promoteValues: true, promoteBuffers: false, bsonRegExp: false });
}

/** Encodes a document; undefined fields are dropped (MongoDB stores no undefined). */
export function encode(doc: Doc): Buffer {
  return Buffer.from(serialize(doc, { checkKeys: false, ignoreUndefined: true }));
}

/**
 * `{ cursor: { <batchName>: [docs...], id, ns }, ok: 1 }` built around already-encoded documents,
 * written in one pass into one buffer.
 */
export function cursorReply(batchName: 'firstBatch' | 'nextBatch', docs: Buffer[], id: Long, ns: string): Buffer {
  const indexNames = docs.map((_, i) => String(i));
  const batchSize = 4 + docs.reduce((n, doc, i) => n + 1 + indexNames[i]!.length + 1 + doc.length, 0) + 1;
  const nsLength = Buffer.byteLength(ns, 'utf8');
  const cursorSize = 4 + (1 + batchName.length + 1 + batchSize) + (1 + 3 + 8) + (1 + 3 + 4 + nsLength + 1) + 1;
  const total = 4 + (1 + 7 + cursorSize) + (1 + 3 + 8) + 1;
  const out = Buffer.allocUnsafe(total);
  let at = 0;
  const int32 = (v: number) => {
    at = out.writeInt32LE(v, at);
  };
  const name = (type: number, key: string) => {
    out[at++] = type;
    at += out.write(key, at, 'latin1');
    out[at++] = 0;
  };
  int32(total);
  name(0x03, 'cursor');
  int32(cursorSize);
  name(0x04, batchName);
  int32(batchSize);
  docs.forEach((doc, i) => {
    name(0x03, indexNames[i]!);
    at += doc.copy(out, at);
  });
  out[at++] = 0;
  name(0x12, 'id');
  at = out.writeBigInt64LE(id.toBigInt(), at);
  name(0x02, 'ns');
  int32(nsLength + 1);
  at += out.write(ns, at, 'utf8');
  out[at++] = 0;
  out[at++] = 0; // end of cursor
  name(0x01, 'ok');
  at = out.writeDoubleLE(1, at);
  out[at++] = 0;
  return out;
}
