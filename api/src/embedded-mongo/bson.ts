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

/** Byte length of `text` in UTF-8, counted without a call into the runtime when it is ASCII (names always are). */
function utf8Length(text: string): number {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return Buffer.byteLength(text, 'utf8');
  return text.length;
}

/** Writes `text` (of `length` UTF-8 bytes) at `at`; ASCII byte by byte, which beats a runtime call for short names. */
function writeText(out: Buffer, at: number, text: string, length: number): number {
  if (length !== text.length) return at + out.write(text, at, 'utf8');
  for (let i = 0; i < length; i++) out[at++] = text.charCodeAt(i);
  return at;
}

/**
 * `{ cursor: { <batchName>: [docs...], id, ns }, ok: 1 }` built around already-encoded documents,
 * written in one pass into one buffer. Every find and getMore answers with it, so it writes bytes directly.
 */
export function cursorReply(batchName: 'firstBatch' | 'nextBatch', docs: Buffer[], id: Long, ns: string): Buffer {
  let batchSize = 4 + 1;
  for (let i = 0; i < docs.length; i++) batchSize += 1 + String(i).length + 1 + docs[i]!.length;
  const nsLength = utf8Length(ns);
  const cursorSize = 4 + (1 + batchName.length + 1 + batchSize) + (1 + 3 + 8) + (1 + 3 + 4 + nsLength + 1) + 1;
  const total = 4 + (1 + 7 + cursorSize) + (1 + 3 + 8) + 1;
  const out = Buffer.allocUnsafe(total);
  let at = out.writeInt32LE(total, 0);
  at = name(out, at, 0x03, 'cursor');
  at = out.writeInt32LE(cursorSize, at);
  at = name(out, at, 0x04, batchName);
  at = out.writeInt32LE(batchSize, at);
  for (let i = 0; i < docs.length; i++) {
    at = name(out, at, 0x03, String(i));
    out.set(docs[i]!, at);
    at += docs[i]!.length;
  }
  out[at++] = 0;
  at = name(out, at, 0x12, 'id');
  at = out.writeInt32LE(id.low, at);
  at = out.writeInt32LE(id.high, at);
  at = name(out, at, 0x02, 'ns');
  at = out.writeInt32LE(nsLength + 1, at);
  at = writeText(out, at, ns, nsLength);
  out[at++] = 0;
  out[at++] = 0; // end of cursor
  at = name(out, at, 0x01, 'ok');
  at = out.writeDoubleLE(1, at);
  out[at] = 0;
  return out;
}

/** An element's type byte and (ASCII) name. */
function name(out: Buffer, at: number, type: number, key: string): number {
  out[at++] = type;
  at = writeText(out, at, key, key.length);
  out[at++] = 0;
  return at;
}
