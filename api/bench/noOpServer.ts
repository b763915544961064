/**
 * A wire server that does no work, the floor under the store benchmark's driver figures: a findOne gets one
 * canned document, a longer find the canned listing in the two batches the store sends (the first batch, then
 * the rest on getMore), anything else ok. Run as its own process, as the store is, with the store's command line:
 * `node --import tsx bench/noOpServer.ts --dir D [--port P]` serves on a Unix socket in D and, when asked, on TCP,
 * and prints the connection strings (TCP first).
 */
import { join } from 'node:path';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { deserialize, Long, serialize } from 'bson';
import { cursorReply } from '../src/embedded-mongo/bson.js';
import { helloReply } from '../src/embedded-mongo/commands/handshake.js';
import { DEFAULT_FIRST_BATCH } from '../src/embedded-mongo/cursors.js';
import { encodeMsgReply, encodeOpReply, parseMessage } from '../src/embedded-mongo/wire.js';
import { person, topOfSort } from './people.js';

const ns = 'bench.people';
const found = cursorReply('firstBatch', [Buffer.from(serialize(person(0)))], Long.fromNumber(0), ns);
const bodies = topOfSort().map((doc) => Buffer.from(serialize(doc)));
const listed = cursorReply('firstBatch', bodies.slice(0, DEFAULT_FIRST_BATCH), Long.fromNumber(1), ns);
const rest = cursorReply('nextBatch', bodies.slice(DEFAULT_FIRST_BATCH), Long.fromNumber(0), ns);

function answer(socket: net.Socket): void {
  socket.setNoDelay(true);
  let pending = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
      const request = parseMessage(pending.subarray(0, pending.readInt32LE(0)));
      pending = pending.subarray(pending.readInt32LE(0));
      if (request.kind === 'query') {
        const hello = Buffer.from(serialize(helloReply(deserialize(request.query), { connectionId: 1 }, true)));
        socket.write(encodeOpReply(0, request.requestId, hello));
        continue;
      }
      const command = deserialize(request.body);
      const name = Object.keys(command)[0];
      const reply =
        name === 'find'
          ? command.limit === 1
            ? found
            : listed
          : name === 'getMore'
            ? rest
            : Buffer.from(serialize(name === 'hello' ? helloReply(command, { connectionId: 1 }, false) : { ok: 1 }));
      if (!request.moreToCome) socket.write(encodeMsgReply(0, request.requestId, reply));
    }
  });
  socket.on('error', () => undefined);
}

const { values } = parseArgs({ options: { dir: { type: 'string' }, port: { type: 'string' } } });
if (!values.dir) throw new Error('usage: noOpServer --dir <directory for its socket> [--port <TCP port>]');
if (values.port !== undefined) {
  const tcp = net.createServer(answer);
  await new Promise<void>((resolve) => tcp.listen(Number(values.port), '127.0.0.1', resolve));
  console.log(`mongodb://127.0.0.1:${(tcp.address() as net.AddressInfo).port}`);
}
const path = join(values.dir, 'no-op.sock');
await new Promise<void>((resolve) => net.createServer(answer).listen(path, resolve));
console.log(`mongodb://${encodeURIComponent(path)}`);
