/**
 * Bad input never brings the store down: malformed, truncated, oversized and random frames get an
 * error reply or a closed connection, and afterwards a normal client is still served.
 * Embedded only (a real MongoDB is not ours to throw garbage at).
 */
import { randomBytes } from 'node:crypto';
import { serialize } from 'bson';
import { type Document, MongoClient } from 'mongodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crc32c } from '../wire.js';
import { describeEmbedded, startTarget, type Target } from './harness.js';
import { hostPort, opMsg, opQuery, RawConnection } from './raw.js';

let target: Target;
let port: number;

beforeAll(async () => {
  target = await startTarget();
  port = hostPort(target.tcpUri).port;
});

afterAll(async () => {
  await target?.close();
});

/** A fresh driver client still gets correct answers. */
async function stillServes(): Promise<void> {
  const client = await new MongoClient(target.uri, { serverSelectionTimeoutMS: 3000 }).connect();
  try {
    const coll = client.db(target.dbName).collection('alive');
    const { insertedId } = await coll.insertOne({ at: new Date() });
    expect(await coll.findOne({ _id: insertedId })).not.toBeNull();
  } finally {
    await client.close();
  }
}

function withLength(frame: Buffer, length: number): Buffer {
  const copy = Buffer.from(frame);
  copy.writeInt32LE(length, 0);
  return copy;
}

/** Sends one frame on a new connection and reports what came back. */
async function sendOne(frame: Buffer, waitMs = 5000): Promise<Document | 'closed' | 'timeout'> {
  const c = await RawConnection.open(port);
  c.send(frame);
  const reply = await c.next(waitMs);
  c.close();
  return typeof reply === 'string' ? reply : reply.doc;
}

describeEmbedded('malformed frames', () => {
  const ping = () => opMsg({ ping: 1, $db: 'admin' });

  it('closes the connection on a length below the header size or above maxMessageSizeBytes', async () => {
    expect(await sendOne(withLength(ping(), 3))).toBe('closed');
    expect(await sendOne(withLength(ping(), 48_000_001))).toBe('closed');
    expect(await sendOne(withLength(ping(), -5))).toBe('closed');
    expect(target.logger.messages.some((m) => m.includes('out of bounds'))).toBe(true);
    await stillServes();
  });

  it('closes the connection on an unknown or legacy opcode', async () => {
    for (const opCode of [2012, 2002, 9999, 0]) {
      const frame = ping();
      frame.writeInt32LE(opCode, 12);
      expect(await sendOne(frame)).toBe('closed');
    }
    await stillServes();
  });

  it('answers an error for invalid BSON, bad sections, bad checksums and unknown required flags', async () => {
    const badBson = ping();
    badBson.writeInt32LE(0x7fffff, 21); // the body's BSON length now points past the frame
    expect(await sendOne(badBson)).toMatchObject({ ok: 0 });

    const garbageBody = Buffer.concat([
      ping().subarray(0, 21),
      Buffer.from([12, 0, 0, 0, 0x42, 0x61, 0, 1, 2, 3, 4, 0]),
    ]);
    expect(await sendOne(withLength(garbageBody, garbageBody.length))).toMatchObject({ ok: 0, code: 22 });

    const badKind = ping();
    badKind[20] = 7;
    expect(await sendOne(badKind)).toMatchObject({ ok: 0 });

    const badChecksum = opMsg({ ping: 1, $db: 'admin' }, { checksum: true });
    badChecksum.writeUInt32LE((crc32c(badChecksum.subarray(0, -4)) + 1) >>> 0, badChecksum.length - 4);
    expect(await sendOne(badChecksum)).toMatchObject({ ok: 0 });

    expect(await sendOne(opMsg({ ping: 1, $db: 'admin' }, { flags: 1 << 4 }))).toMatchObject({ ok: 0 });

    const badSequence = opMsg({ insert: 'x', $db: 'fuzz' }, { sequences: { documents: [{ a: 1 }] } });
    badSequence.writeInt32LE(1_000_000, badSequence.length - 4 - 12 - 'documents\0'.length);
    expect(await sendOne(badSequence)).toMatchObject({ ok: 0 });

    // A frame cut short is simply waited for; the connection stays open and nothing is answered.
    expect(await sendOne(opQuery('admin.$cmd', { isMaster: 1 }).subarray(0, 30), 1000)).toBe('timeout');
    await stillServes();
  });

  it('answers commands with wrong argument types with an error, never a crash', async () => {
    const c = await RawConnection.open(port);
    expect(await c.command({ insert: 'c', documents: [{ a: 1 }], $db: 'fuzz' })).toMatchObject({ ok: 1, n: 1 });
    const bad: Document[] = [
      { find: 12, $db: 'fuzz' },
      { find: 'c', filter: 'nope', $db: 'fuzz' },
      { insert: 'c', documents: 5, $db: 'fuzz' },
      { insert: 'c', documents: [1, 'two'], $db: 'fuzz' },
      { update: 'c', updates: [{ q: 1, u: 'x' }], $db: 'fuzz' },
      { delete: 'c', deletes: [{ q: {}, limit: 5 }], $db: 'fuzz' },
      { getMore: 'abc', collection: 'c', $db: 'fuzz' },
      { createIndexes: 'c', indexes: [{ key: { a: 'text' }, name: 't' }], $db: 'fuzz' },
      { createIndexes: 'c', indexes: [{ key: {}, name: 'e' }], $db: 'fuzz' },
      { aggregate: 'c', pipeline: [{ $out: 'other' }], cursor: {}, $db: 'fuzz' },
      { aggregate: 'c', pipeline: {}, cursor: {}, $db: 'fuzz' },
      { findAndModify: 'c', $db: 'fuzz' },
      { create: 'c', capped: true, size: 100, $db: 'fuzz' },
      { create: 'bad$name', $db: 'fuzz' },
      { insert: 'c', documents: [{ a: 1 }], $db: 'bad.db' },
      { ping: 1 },
      { find: 'c', sort: { a: 'sideways' }, $db: 'fuzz' },
      { count: 'c', query: { $where: 'sleep(1000)' }, $db: 'fuzz' },
    ];
    for (const command of bad) {
      const reply = await c.command(command);
      expect(reply.ok, JSON.stringify(command)).toBe(0);
      expect(typeof reply.code).toBe('number');
      expect(typeof reply.errmsg).toBe('string');
    }
    c.close();
    await stillServes();
  });
});

describeEmbedded('random frames', () => {
  it('survives thousands of random and mutated frames', async () => {
    const commands: Document[] = [
      { ping: 1, $db: 'admin' },
      { insert: 'fz', documents: [{ a: 1, b: [1, 2], c: { d: new Date() } }], $db: 'fuzz' },
      { find: 'fz', filter: { a: 1 }, sort: { b: -1 }, $db: 'fuzz' },
      { update: 'fz', updates: [{ q: { a: 1 }, u: { $inc: { a: 1 } }, upsert: true }], $db: 'fuzz' },
      { aggregate: 'fz', pipeline: [{ $group: { _id: '$a', n: { $sum: 1 } } }], cursor: {}, $db: 'fuzz' },
      { createIndexes: 'fz', indexes: [{ key: { a: 1 }, name: 'a_1' }], $db: 'fuzz' },
    ];
    const valid = [
      ...commands.map((c) => opMsg(c)),
      ...commands.map((c) => opMsg(c, { checksum: true })),
      opQuery('admin.$cmd', { isMaster: 1 }),
    ];
    // A well-behaved client keeps working alongside the garbage.
    const neighbour = await new MongoClient(target.uri).connect();
    const neighbourColl = neighbour.db(target.dbName).collection('neighbour');
    let neighbourWrites = 0;
    let fuzzing = true;
    const neighbourLoop = (async () => {
      while (fuzzing) {
        await neighbourColl.insertOne({ n: neighbourWrites });
        neighbourWrites++;
      }
    })();
    const started = Date.now();
    const maxFrames = 3000;
    const maxMs = 8000;
    let sent = 0;
    let conn = await RawConnection.open(port);
    while (sent < maxFrames && Date.now() - started < maxMs) {
      const base = Buffer.from(valid[sent % valid.length]!);
      let frame: Buffer;
      switch (sent % 5) {
        case 0: // random bytes with a plausible length
          frame = randomBytes(16 + (sent % 200));
          frame.writeInt32LE(frame.length, 0);
          break;
        case 1: // flip a few bytes of a valid frame, keeping its length
          frame = base;
          for (let i = 0; i < 3; i++) {
            const at = 4 + Math.floor(Math.random() * (frame.length - 4));
            frame[at] = frame[at]! ^ (1 + Math.floor(Math.random() * 255));
          }
          break;
        case 2: // truncate a valid frame but claim it is complete
          frame = base.subarray(0, 16 + Math.floor(Math.random() * (base.length - 16)));
          frame.writeInt32LE(frame.length, 0);
          break;
        case 3: // a random BSON document as the body
          frame = opMsg({ [`cmd${sent % 7}`]: randomBytes(8).toString('hex'), x: Math.random(), $db: 'fuzz' });
          break;
        default:
          frame = Buffer.concat([
            base.subarray(0, 21),
            Buffer.from(serialize({ $db: 'fuzz', v: randomBytes(4) })).subarray(0, 5 + (sent % 10)),
          ]);
          frame.writeInt32LE(frame.length, 0);
      }
      conn.send(frame);
      sent++;
      if (sent % 25 === 0 || conn.closed) {
        conn.close();
        conn = await RawConnection.open(port);
      }
    }
    conn.close();
    fuzzing = false;
    await neighbourLoop;
    expect(await neighbourColl.countDocuments()).toBe(neighbourWrites);
    expect(neighbourWrites).toBeGreaterThan(0);
    await neighbour.close();
    expect(sent).toBeGreaterThan(500);
    await stillServes();
  });
});
