/**
 * The wire protocol at the frame level: the legacy OP_QUERY handshake answered with OP_REPLY, OP_MSG
 * with checksums, document sequences and moreToCome, pipelined and fragmented frames.
 * Runs against a real MongoDB when MONGODB_TEST_URI is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OP_MSG, OP_REPLY } from '../wire.js';
import { startTarget, type Target } from './harness.js';
import { hostPort, opMsg, opQuery, RawConnection } from './raw.js';

let target: Target;
let address: { host: string; port: number };

beforeAll(async () => {
  target = await startTarget();
  address = hostPort(target.tcpUri);
});

afterAll(async () => {
  await target.close();
});

function open(): Promise<RawConnection> {
  return RawConnection.open(address.port, address.host);
}

describe('legacy OP_QUERY handshake', () => {
  it('answers isMaster and hello on admin.$cmd with an OP_REPLY', async () => {
    const c = await open();
    c.send(
      opQuery('admin.$cmd', { isMaster: 1, helloOk: true, client: { driver: { name: 'raw', version: '0' } } }, 77),
    );
    const reply = await c.next();
    if (typeof reply === 'string') throw new Error(reply);
    expect(reply.opCode).toBe(OP_REPLY);
    expect(reply.responseTo).toBe(77);
    expect(reply.doc).toMatchObject({ ismaster: true, helloOk: true, ok: 1 });
    expect(reply.doc.maxWireVersion).toBeGreaterThanOrEqual(21);

    c.send(opQuery('admin.$cmd', { hello: 1 }));
    const hello = await c.next();
    if (typeof hello === 'string') throw new Error(hello);
    expect(hello.doc.isWritablePrimary).toBe(true);
    c.close();
  });

  it('refuses other commands over OP_QUERY with UnsupportedOpQueryCommand (352)', async () => {
    const c = await open();
    c.send(opQuery(`${target.dbName}.$cmd`, { find: 'x', filter: {} }));
    const reply = await c.next();
    if (typeof reply === 'string') throw new Error(reply);
    expect(reply.doc.ok).toBe(0);
    expect(reply.doc.code).toBe(352);
    c.close();
  });
});

describe('OP_MSG', () => {
  it('answers with an OP_MSG whose responseTo is the request id', async () => {
    const c = await open();
    c.send(opMsg({ ping: 1, $db: 'admin' }, { requestId: 4242 }));
    const reply = await c.next();
    if (typeof reply === 'string') throw new Error(reply);
    expect(reply.opCode).toBe(OP_MSG);
    expect(reply.responseTo).toBe(4242);
    expect(reply.doc.ok).toBe(1);
    c.close();
  });

  it('accepts a CRC-32C checksum', async () => {
    const c = await open();
    expect(await c.command({ ping: 1, $db: 'admin' }, { checksum: true })).toMatchObject({ ok: 1 });
    c.close();
  });

  it('reads documents from a kind 1 document sequence', async () => {
    const c = await open();
    const reply = await c.command(
      { insert: 'sequenced', $db: target.dbName },
      {
        sequences: {
          documents: [
            { _id: 1, a: 'x' },
            { _id: 2, a: 'y' },
          ],
        },
      },
    );
    expect(reply).toMatchObject({ n: 2, ok: 1 });
    const updated = await c.command(
      { update: 'sequenced', $db: target.dbName },
      {
        sequences: {
          updates: [
            { q: { _id: 1 }, u: { $set: { a: 'z' } } },
            { q: { _id: 3 }, u: { $set: { a: 'w' } }, upsert: true },
          ],
        },
      },
    );
    expect(updated).toMatchObject({ n: 2, nModified: 1, upserted: [{ index: 1, _id: 3 }], ok: 1 });
    const found = await c.command({ find: 'sequenced', filter: {}, sort: { _id: 1 }, $db: target.dbName });
    expect(found.cursor.firstBatch).toEqual([
      { _id: 1, a: 'z' },
      { _id: 2, a: 'y' },
      { _id: 3, a: 'w' },
    ]);
    const deleted = await c.command(
      { delete: 'sequenced', $db: target.dbName },
      { sequences: { deletes: [{ q: { _id: 2 }, limit: 1 }] } },
    );
    expect(deleted).toMatchObject({ n: 1, ok: 1 });
    c.close();
  });

  it('sends no reply when moreToCome is set, and still applies the write', async () => {
    const c = await open();
    c.send(
      opMsg(
        { insert: 'fireforget', documents: [{ _id: 'ff' }], writeConcern: { w: 0 }, $db: target.dbName },
        { flags: 2, requestId: 500 },
      ),
    );
    c.send(opMsg({ find: 'fireforget', filter: {}, $db: target.dbName }, { requestId: 501 }));
    const reply = await c.next();
    if (typeof reply === 'string') throw new Error(reply);
    expect(reply.responseTo).toBe(501);
    expect(reply.doc.cursor.firstBatch).toEqual([{ _id: 'ff' }]);
    c.close();
  });

  it('answers pipelined frames in order and reassembles fragmented ones', async () => {
    const c = await open();
    const frames = [1, 2, 3].map((i) => opMsg({ ping: 1, $db: 'admin' }, { requestId: 900 + i }));
    c.send(Buffer.concat(frames));
    for (const i of [1, 2, 3]) {
      const reply = await c.next();
      if (typeof reply === 'string') throw new Error(reply);
      expect(reply.responseTo).toBe(900 + i);
    }
    const frame = opMsg({ ping: 1, $db: 'admin' }, { requestId: 950 });
    for (const byte of frame) {
      c.send(Buffer.from([byte]));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const reply = await c.next();
    if (typeof reply === 'string') throw new Error(reply);
    expect(reply.responseTo).toBe(950);
    c.close();
  });

  it('reports an unknown command as CommandNotFound (59)', async () => {
    const c = await open();
    expect(await c.command({ noSuchThing: 1, $db: 'admin' })).toMatchObject({
      ok: 0,
      code: 59,
      codeName: 'CommandNotFound',
    });
    c.close();
  });
});
