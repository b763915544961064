import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANGED_ELSEWHERE, IDEMPOTENCY_MESSAGES } from '@app/api/contract/queuedSave';
import { db, enqueue, flushOutbox, listOutbox } from '@app/kit/drafts';
import { saveOrQueue } from './save-or-queue';

let server: Server;
let base: string;
let received: Array<{ url: string; body: string; ifMatch?: string }> = [];
/** The path the server refuses as changed elsewhere (412), if any. */
let conflictOn: string | null = null;
/** The path where the server is still making a save from an earlier send (409), if any. */
let stillBeingMadeOn: string | null = null;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ url: req.url!, body, ifMatch: req.headers['if-match'] });
    if (req.url === stillBeingMadeOn) {
      return res
        .writeHead(409, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: IDEMPOTENCY_MESSAGES.inProgress }));
    }
    if (req.url === conflictOn && req.headers['if-match']) {
      return res
        .writeHead(412, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: CHANGED_ELSEWHERE }));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ saved: body }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  received = [];
  conflictOn = null;
  stillBeingMadeOn = null;
  await db.outbox.clear();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

/** A save queued offline earlier, as the outbox keeps it. */
async function queuedEarlier(url: string, body: unknown, baseVersion?: string): Promise<void> {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  await enqueue({ userId: 'u1', method: 'PUT', url, body, baseVersion });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
}

describe('saveOrQueue', () => {
  it('sends a save at once when nothing waits for its record, with a key of its own', async () => {
    const outcome = await saveOrQueue({ userId: 'u1', method: 'PUT', url: `${base}/api/plan`, body: { n: 1 } });
    expect(outcome).toEqual({ kind: 'sent', data: { saved: '{"n":1}' } });
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('sends an older save waiting for the same record first, then the new one', async () => {
    await queuedEarlier(`${base}/api/plan`, { n: 1 });
    const outcome = await saveOrQueue({ userId: 'u1', method: 'PUT', url: `${base}/api/plan`, body: { n: 2 } });
    expect(outcome.kind).toBe('sent');
    expect(received.map((request) => request.body)).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('queues a new save behind a refused one to the same record, and says it is held by it', async () => {
    conflictOn = '/api/plan';
    await queuedEarlier(`${base}/api/plan`, { n: 1 }, 'v1');
    const outcome = await saveOrQueue({ userId: 'u1', method: 'PUT', url: `${base}/api/plan`, body: { n: 2 } });
    expect(outcome).toEqual({ kind: 'queued', held: true });
    expect((await listOutbox('u1')).map((row) => row.body)).toEqual([{ n: 1 }, { n: 2 }]);
    // Only the refused one reached the server (tried again as the new one was queued): the new one did not overtake it.
    expect(new Set(received.map((request) => request.body))).toEqual(new Set(['{"n":1}']));
  });

  it('queues a new save behind an older one to its record that is still being made', async () => {
    stillBeingMadeOn = '/api/plan';
    await queuedEarlier(`${base}/api/plan`, { n: 1 });
    const outcome = await saveOrQueue({ userId: 'u1', method: 'PUT', url: `${base}/api/plan`, body: { n: 2 } });
    expect(outcome).toEqual({ kind: 'queued', held: false });
    expect((await listOutbox('u1')).map((row) => row.body)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(new Set(received.map((request) => request.body))).toEqual(new Set(['{"n":1}']));
    // Made at last, both go in order (and no later retry is left to run).
    await flushOutbox('u1');
    stillBeingMadeOn = null;
    received = [];
    await flushOutbox('u1');
    expect(received.map((request) => request.body)).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('sends a save to another record at once, whatever waits for the first', async () => {
    conflictOn = '/api/plan';
    await queuedEarlier(`${base}/api/plan`, { n: 1 }, 'v1');
    const outcome = await saveOrQueue({ userId: 'u1', method: 'POST', url: `${base}/api/check-ins`, body: { n: 2 } });
    expect(outcome.kind).toBe('sent');
    expect(received.map((request) => request.url)).toEqual(['/api/check-ins']);
  });
});
