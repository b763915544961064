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

function cstring(s: string): Buffer {
  return Buffer.from(`${s}\0`, 'utf8');
}

function element(type: number, name: string, payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from([type]), cstring(name), payload]);
}

function document(elements: Buffer[]): Buffer {
  const size = 4 + elements.reduce((n, e) => n + e.length, 0) + 1;
  const head = Buffer.allocUnsafe(4);
  head.writeInt32LE(size, 0);
  return Buffer.concat([head, ...elements, Buffer.from([0])]);
}

/**
 * `{ cursor: { <batchName>: [docs...], id, ns }, ok: 1 }` built around already-encoded documents.
 */
export function cursorReply(batchName: 'firstBatch' | 'nextBatch', docs: Buffer[], id: Long, ns: string): Buffer {
  const batch = document(docs.map((doc, i) => element(0x03, String(i), doc)));
  const idBytes = Buffer.allocUnsafe(8);
  idBytes.writeBigInt64LE(id.toBigInt(), 0);
  const nsBytes = Buffer.from(ns, 'utf8');
  const nsPayload = Buffer.allocUnsafe(4);
  nsPayload.writeInt32LE(nsBytes.length + 1, 0);
  const cursor = document([
    element(0x04, batchName, batch),
    element(0x12, 'id', idBytes),
    element(0x02, 'ns', Buffer.concat([nsPayload, nsBytes, Buffer.from([0])])),
  ]);
  const ok = Buffer.allocUnsafe(8);
  ok.writeDoubleLE(1, 0);
  return document([element(0x03, 'cursor', cursor), element(0x01, 'ok', ok)]);
}
