import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANGED_ELSEWHERE, IDEMPOTENCY_MESSAGES, QUEUED_SAVE_NOT_YOURS } from '@app/api/contract/queuedSave';
import { db } from './database';
import { deleteDraft, loadDraft, saveDraft } from './drafts';
import {
  clearUserData,
  discardQueuedSave,
  enqueue,
  flushOutbox,
  keepQueuedSave,
  listOutbox,
  type QueuedSave,
} from './outbox';
import { replayOutbox } from './replay';
import { useSyncStatus } from '../sync-status/sync-status';

let server: Server;
let base: string;
let received: Array<{ method: string; url: string; body: string; queuedBy?: string; key?: string; ifMatch?: string }> =
  [];
/** Whether the server refuses every save, the saves to one path, or those whose body says so. */
let refuse: boolean | string | ((body: string) => boolean) = false;
/**
 * Each record's version, as the API keeps its updatedAt ("v1" at first): a save naming another gets 412. A path's
 * "/reassess" changes the record at the path before it, as a plan's reassessment does.
 */
let versions = new Map<string, number>();
/** The path where the server answers that the save is still being made (from an earlier send whose reply was lost). */
let stillBeingMade: string | false = false;
/** Who the server's session belongs to: a save queued by anyone else is refused, as the API does. */
let signedIn: string | null = null;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const queuedBy = req.headers['x-queued-by'] as string | undefined;
    const key = req.headers['idempotency-key'] as string | undefined;
    const ifMatch = req.headers['if-match'];
    received.push({ method: req.method!, url: req.url!, body, queuedBy, key, ifMatch });
    if (signedIn && queuedBy !== signedIn) {
      const reply = JSON.stringify({ message: QUEUED_SAVE_NOT_YOURS });
      return res.writeHead(409, { 'content-type': 'application/json' }).end(reply);
    }
    const refused = refuse === true || refuse === req.url || (typeof refuse === 'function' && refuse(body));
    if (refused) return res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Please select a goal"}');
    if (stillBeingMade === req.url) {
      return res.writeHead(409, { 'content-type': 'application/json' }).end(JSON.stringify({ message: IDEMPOTENCY_MESSAGES.inProgress }));
    }
    const record = req.url!.replace(/\/reassess$/, '');
    const version = versions.get(record) ?? 1;
    if (ifMatch && ifMatch !== `"v${version}"`) {
      return res.writeHead(412, { 'content-type': 'application/json' }).end(JSON.stringify({ message: CHANGED_ELSEWHERE }));
    }
    versions.set(record, version + 1);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ updatedAt: `v${version + 1}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  received = [];
  refuse = false;
  signedIn = null;
  versions = new Map();
  stillBeingMade = false;
  await db.drafts.clear();
  await db.outbox.clear();
  useSyncStatus.setState({ phase: 'saved', pending: 0, lastError: null, changedElsewhere: false, refusedId: null });
});

/** Queues one save per draft for u1 while the browser is offline, so nothing is sent yet. */
async function queueOffline(drafts: Array<{ key: string; value: unknown }>, more: QueuedSave[] = []): Promise<void> {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  try {
    for (const draft of drafts) {
      await enqueue({ userId: 'u1', method: 'PUT', url: `${base}/api/${draft.key}`, body: draft.value, draft });
    }
    for (const save of more) await enqueue(save);
  } finally {
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  }
}

/** The student changes a queued save's draft afterwards (a later write carries a later time). */
async function typeAfterQueuing(key: string, value: unknown): Promise<void> {
  const row = (await listOutbox('u1')).find((queued) => queued.draft?.key === key);
  await db.drafts.put({ userId: 'u1', key, value, updatedAt: row!.draft!.updatedAt + 1 });
}

describe('drafts', () => {
  it('keeps, reads and forgets a draft per user and key', async () => {
    await saveDraft('u1', 'orientation', { goalOne: 'Finish essays early' });
    await saveDraft('u2', 'orientation', { goalOne: 'Other user' });
    expect(await loadDraft('u1', 'orientation')).toEqual({ goalOne: 'Finish essays early' });
    await deleteDraft('u1', 'orientation');
    expect(await loadDraft('u1', 'orientation')).toBeUndefined();
    expect(await loadDraft('u2', 'orientation')).toEqual({ goalOne: 'Other user' });
  });
});

describe('outbox', () => {
  it('writes the draft and the queued save together, and shows them as pending', async () => {
    await queueOffline([{ key: 'orientation', value: { goalOne: 'a' } }]);
    expect(await loadDraft('u1', 'orientation')).toEqual({ goalOne: 'a' });
    expect(await listOutbox('u1')).toHaveLength(1);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'pending', pending: 1 });
    expect(received).toHaveLength(0);
  });

  it('sends queued saves in order and ends in the saved phase', async () => {
    await db.outbox.bulkAdd([
      { userId: 'u1', method: 'POST', url: `${base}/api/barriers-strategies`, body: { n: 1 }, createdAt: 1, attempts: 0, lastError: null },
      { userId: 'u1', method: 'PUT', url: `${base}/api/barriers-strategies/p1`, body: { n: 2 }, createdAt: 2, attempts: 0, lastError: null },
      { userId: 'u2', method: 'PUT', url: `${base}/api/other`, body: {}, createdAt: 3, attempts: 0, lastError: null },
    ]);
    const result = await flushOutbox('u1');
    expect(result.sent).toHaveLength(2);
    expect(received.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'POST /api/barriers-strategies {"n":1}',
      'PUT /api/barriers-strategies/p1 {"n":2}',
    ]);
    expect(await listOutbox('u1')).toHaveLength(0);
    expect(await listOutbox('u2')).toHaveLength(1);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'saved', pending: 0 });
  });

  it('keeps a refused save and later saves to its address, sends the others, and reports the error', async () => {
    refuse = '/api/a';
    await db.outbox.bulkAdd([
      { userId: 'u1', method: 'PUT', url: `${base}/api/a`, body: { n: 1 }, createdAt: 1, attempts: 0, lastError: null },
      { userId: 'u1', method: 'PUT', url: `${base}/api/b`, body: {}, createdAt: 2, attempts: 0, lastError: null },
      { userId: 'u1', method: 'PUT', url: `${base}/api/a`, body: { n: 2 }, createdAt: 3, attempts: 0, lastError: null },
    ]);
    const result = await flushOutbox('u1');
    expect(result).toMatchObject({ remaining: 2, error: '400: {"message":"Please select a goal"}' });
    expect(received.map((request) => request.url)).toEqual(['/api/a', '/api/b']);
    const rows = await listOutbox('u1');
    expect(rows.map((row) => row.body)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(rows[0]).toMatchObject({ attempts: 1, lastError: '400: {"message":"Please select a goal"}' });
    expect(rows[1]).toMatchObject({ attempts: 0, lastError: null });
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'error', pending: 2 });
    // What the student reads is the server's own reason.
    expect(useSyncStatus.getState().lastError).toBe('Please select a goal');

    // Accepted at last, the two go in the order they were made: the newer version lands last.
    refuse = false;
    received = [];
    await flushOutbox('u1');
    expect(received.map((request) => request.body)).toEqual(['{"n":1}', '{"n":2}']);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'saved', pending: 0, lastError: null });
  });

  it('keeps saves pending when the server cannot be reached', async () => {
    await db.outbox.add({ userId: 'u1', method: 'PUT', url: 'http://127.0.0.1:9/api/unreachable', body: {}, createdAt: 1, attempts: 0, lastError: null });
    const result = await flushOutbox('u1');
    expect(result.remaining).toBe(1);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'pending', pending: 1 });
  });

  it('forgets the draft written with a save once the server has it, but not a draft changed since', async () => {
    await queueOffline([
      { key: 'orientation', value: { goalOne: 'a' } },
      { key: 'plan:p1', value: { goal: 'b' } },
    ]);
    await typeAfterQueuing('plan:p1', { goal: 'b, and more typed after the save' });
    await flushOutbox('u1');
    expect(await listOutbox('u1')).toHaveLength(0);
    expect(await loadDraft('u1', 'orientation')).toBeUndefined();
    expect(await loadDraft('u1', 'plan:p1')).toEqual({ goal: 'b, and more typed after the save' });
  });

  it('names each save with a key of its own, sent unchanged every time it is sent', async () => {
    const sentBefore = { userId: 'u1', method: 'POST', url: `${base}/api/check-ins`, body: {}, idempotencyKey: 'sent-before-1' } as const;
    await queueOffline(
      [
        { key: 'orientation', value: { goalOne: 'a' } },
        { key: 'plan:p1', value: { goal: 'b' } },
      ],
      [sentBefore],
    );
    refuse = '/api/orientation';
    await flushOutbox('u1');
    refuse = false;
    await flushOutbox('u1');
    expect(received.map((request) => request.url)).toEqual(['/api/orientation', '/api/plan:p1', '/api/check-ins', '/api/orientation']);
    const keys = received.map((request) => request.key);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('sent-before-1');
    expect(keys[3]).toBe(keys[0]);
  });

  it('names the version each save replaces; a later save to the same record replaces the version the one before made', async () => {
    const edit = (n: number): QueuedSave => ({ userId: 'u1', method: 'PUT', url: `${base}/api/plan`, body: { n }, baseVersion: 'v1' });
    await queueOffline([], [edit(1), edit(2), edit(3)]);
    // The third is refused for a reason of its own: it stays, stored with the version the second made.
    refuse = (body) => body === '{"n":3}';
    await flushOutbox('u1');
    expect(received.map((request) => request.ifMatch)).toEqual(['"v1"', '"v2"', '"v3"']);
    expect(await listOutbox('u1')).toMatchObject([{ body: { n: 3 }, baseVersion: 'v3' }]);
    refuse = false;
    await flushOutbox('u1');
    expect(received.at(-1)?.ifMatch).toBe('"v3"');
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'saved', pending: 0 });
  });

  it('keeps a save refused because the record changed on another device, over that change, when the student says so', async () => {
    versions.set('/api/plan', 2);
    await queueOffline([], [{ userId: 'u1', method: 'PUT', url: `${base}/api/plan`, body: { n: 1 }, baseVersion: 'v1' }]);
    await flushOutbox('u1');
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'error', lastError: CHANGED_ELSEWHERE, changedElsewhere: true });

    const [row] = await listOutbox('u1');
    expect(useSyncStatus.getState().refusedId).toBe(row!.id);
    const result = await keepQueuedSave('u1', row!.id!);
    expect(result).toMatchObject({ remaining: 0, error: null });
    expect(received.map((request) => request.ifMatch)).toEqual(['"v1"', undefined]);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'saved', lastError: null, changedElsewhere: false });
  });

  it('kept over another device’s change, a save is followed by the later ones to the same record, not refused again', async () => {
    versions.set('/api/plan', 2);
    const edit = (n: number): QueuedSave => ({ userId: 'u1', method: 'PUT', url: `${base}/api/plan`, body: { n }, baseVersion: 'v1' });
    await queueOffline([], [edit(1), edit(2)]);
    await flushOutbox('u1');
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'error', changedElsewhere: true, pending: 2 });
    await keepQueuedSave('u1', useSyncStatus.getState().refusedId!);
    expect(received.map((request) => request.ifMatch)).toEqual(['"v1"', undefined, '"v3"']);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'saved', pending: 0 });
  });

  it('holds by record: a plan’s reassessment and its edit are one record, and an edit is asked about after a reassessment', async () => {
    const plan = { userId: 'u1', method: 'PUT', record: 'plan:p1' } as const;
    await queueOffline([], [
      { ...plan, url: `${base}/api/plan/reassess`, body: { n: 1 } },
      { ...plan, url: `${base}/api/plan`, body: { n: 2 }, baseVersion: 'v1' },
    ]);
    await flushOutbox('u1');
    // The reassessment merged into the plan: the edit, made over the plan before it, would overwrite what it merged.
    expect(received.map((request) => `${request.url} ${request.ifMatch}`)).toEqual(['/api/plan/reassess undefined', '/api/plan "v1"']);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'error', pending: 1, changedElsewhere: true });
    await keepQueuedSave('u1', useSyncStatus.getState().refusedId!);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'saved', pending: 0 });

    // Refused, a plan's edit holds back its reassessment too.
    received = [];
    refuse = '/api/plan';
    await queueOffline([], [
      { ...plan, url: `${base}/api/plan`, body: { n: 3 }, baseVersion: 'v3' },
      { ...plan, url: `${base}/api/plan/reassess`, body: { n: 4 }, baseVersion: 'v3' },
    ]);
    const result = await flushOutbox('u1');
    expect(received.map((request) => request.url)).toEqual(['/api/plan']);
    expect(result).toMatchObject({ remaining: 2, refused: [{ body: { n: 3 } }] });
  });

  it('holds a save whose first send the server is still making, sends the others, and sends it again later', async () => {
    stillBeingMade = '/api/check-ins';
    const save = (path: string, n: number): QueuedSave => ({ userId: 'u1', method: 'POST', url: `${base}${path}`, body: { n } });
    await queueOffline([], [save('/api/check-ins', 1), save('/api/other', 2), save('/api/check-ins', 3)]);
    const flushed = await flushOutbox('u1');
    expect(received.map((request) => request.url)).toEqual(['/api/check-ins', '/api/other']);
    expect(flushed).toMatchObject({ remaining: 2, refused: [] });
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'pending', pending: 2, lastError: null });
    // The service worker asks the browser to sync again later.
    expect(await replayOutbox()).toMatchObject({ sent: [], stillBeingMade: true });

    stillBeingMade = false;
    received = [];
    await flushOutbox('u1');
    expect(received.map((request) => request.body)).toEqual(['{"n":1}', '{"n":3}']);
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'saved', pending: 0 });
  });

  it('keeps the draft of a save the server refused', async () => {
    await queueOffline([{ key: 'orientation', value: { goalOne: 'a' } }]);
    refuse = true;
    await flushOutbox('u1');
    expect(await loadDraft('u1', 'orientation')).toEqual({ goalOne: 'a' });
  });

  it('discards a refused save with its draft, but keeps a draft changed since', async () => {
    await queueOffline([
      { key: 'orientation', value: { goalOne: 'a' } },
      { key: 'plan:p1', value: { selectedGoal: 'b' } },
    ]);
    refuse = true;
    await flushOutbox('u1');
    await typeAfterQueuing('plan:p1', { selectedGoal: 'typed since' });
    const [orientation, plan] = await listOutbox('u1');
    expect(await discardQueuedSave('u1', orientation!.id!)).toMatchObject({ draft: { key: 'orientation' } });
    expect(await loadDraft('u1', 'orientation')).toBeUndefined();
    await discardQueuedSave('u1', plan!.id!);
    expect(await loadDraft('u1', 'plan:p1')).toEqual({ selectedGoal: 'typed since' });
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('clears everything a user left on the device', async () => {
    await saveDraft('u1', 'plan:new', { selectedGoal: 'x' });
    await saveDraft('u2', 'plan:new', { selectedGoal: 'y' });
    await db.outbox.add({ userId: 'u1', method: 'POST', url: `${base}/api/a`, body: {}, createdAt: 1, attempts: 0, lastError: null });
    await clearUserData('u1');
    expect(await loadDraft('u1', 'plan:new')).toBeUndefined();
    expect(await listOutbox('u1')).toHaveLength(0);
    expect(await loadDraft('u2', 'plan:new')).toEqual({ selectedGoal: 'y' });
  });
});

describe('replayOutbox (the service worker side)', () => {
  it('sends every user’s queued saves in order under the outbox lock, and removes them', async () => {
    await db.outbox.bulkAdd([
      { userId: 'u1', method: 'PUT', url: `${base}/api/orientation-responses`, body: { goalOne: 'a' }, createdAt: 1, attempts: 0, lastError: null },
      { userId: 'u2', method: 'POST', url: `${base}/api/barriers-strategies`, body: { n: 2 }, createdAt: 2, attempts: 0, lastError: null },
    ]);
    const result = await replayOutbox();
    expect(result.sent.map((row) => row.userId)).toEqual(['u1', 'u2']);
    expect(received.map((r) => `${r.method} ${r.url} ${r.body}`)).toEqual([
      'PUT /api/orientation-responses {"goalOne":"a"}',
      'POST /api/barriers-strategies {"n":2}',
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends each save over the version the one before it made', async () => {
    const edit = (n: number): QueuedSave => ({ userId: 'u1', method: 'PUT', url: `${base}/api/plan`, body: { n }, baseVersion: 'v1' });
    await queueOffline([], [edit(1), edit(2)]);
    await replayOutbox();
    expect(received.map((request) => request.ifMatch)).toEqual(['"v1"', '"v2"']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a save with the key it was queued with', async () => {
    await queueOffline([{ key: 'orientation', value: { goalOne: 'a' } }]);
    const [row] = await listOutbox('u1');
    await replayOutbox();
    expect(received.map((request) => request.key)).toEqual([row!.idempotencyKey]);
  });

  it('forgets the draft written with a sent save, but not a draft changed since', async () => {
    await queueOffline([
      { key: 'orientation', value: { goalOne: 'a' } },
      { key: 'plan:p1', value: { goal: 'b' } },
    ]);
    await typeAfterQueuing('plan:p1', { goal: 'b, and more typed after the save' });
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
    expect(await loadDraft('u1', 'orientation')).toBeUndefined();
    expect(await loadDraft('u1', 'plan:p1')).toEqual({ goal: 'b, and more typed after the save' });
  });

  it('keeps a refused save with its error, and later saves to its address; sends the others', async () => {
    refuse = '/api/a';
    await db.outbox.bulkAdd([
      { userId: 'u1', method: 'POST', url: `${base}/api/a`, body: {}, createdAt: 1, attempts: 0, lastError: null },
      { userId: 'u1', method: 'PUT', url: `${base}/api/b`, body: {}, createdAt: 2, attempts: 0, lastError: null },
      { userId: 'u1', method: 'PUT', url: `${base}/api/a`, body: {}, createdAt: 3, attempts: 0, lastError: null },
      { userId: 'u2', method: 'PUT', url: `${base}/api/a`, body: {}, createdAt: 4, attempts: 0, lastError: null },
    ]);
    const result = await replayOutbox();
    expect(result.refused).toEqual(['u1', 'u2']);
    expect(result.sent.map((row) => row.url)).toEqual([`${base}/api/b`]);
    expect(received.map((request) => request.url)).toEqual(['/api/a', '/api/b', '/api/a']);
    const rows = await listOutbox('u1');
    expect(rows.map((row) => row.createdAt)).toEqual([1, 3]);
    expect(rows[0]).toMatchObject({ attempts: 1, lastError: '400: {"message":"Please select a goal"}' });
    expect(rows[1]).toMatchObject({ attempts: 0, lastError: null });
  });

  it('names who queued each save, and leaves the queue of someone not signed in now as it is, for them', async () => {
    signedIn = 'u2';
    await db.outbox.bulkAdd([
      { userId: 'u1', method: 'POST', url: `${base}/api/check-ins`, body: { task: 'a' }, createdAt: 1, attempts: 0, lastError: null },
      { userId: 'u1', method: 'PUT', url: `${base}/api/b`, body: {}, createdAt: 2, attempts: 0, lastError: null },
      { userId: 'u2', method: 'POST', url: `${base}/api/check-ins`, body: { task: 'b' }, createdAt: 3, attempts: 0, lastError: null },
    ]);
    const result = await replayOutbox();
    expect(result).toMatchObject({ refused: [], waiting: ['u1'] });
    expect(result.sent.map((row) => row.userId)).toEqual(['u2']);
    expect(received.map((r) => r.queuedBy)).toEqual(['u1', 'u2']);
    expect(await listOutbox('u1')).toMatchObject([
      { attempts: 0, lastError: null },
      { attempts: 0, lastError: null },
    ]);

    // A page still showing u1 waits too, without an error to show.
    const flushed = await flushOutbox('u1');
    expect(flushed).toMatchObject({ sent: [], remaining: 2, error: null });
    expect(useSyncStatus.getState()).toMatchObject({ phase: 'pending', pending: 2, lastError: null });

    // Signed in again, u1's saves go in, in order.
    signedIn = 'u1';
    expect((await replayOutbox()).sent.map((row) => row.url)).toEqual([`${base}/api/check-ins`, `${base}/api/b`]);
  });

  it('rejects while the server cannot be reached, so the browser retries the sync later', async () => {
    await db.outbox.add({ userId: 'u1', method: 'PUT', url: 'http://127.0.0.1:9/api/unreachable', body: {}, createdAt: 1, attempts: 0, lastError: null });
    await expect(replayOutbox()).rejects.toBeInstanceOf(TypeError);
    expect(await listOutbox('u1')).toMatchObject([{ attempts: 1 }]);
  });
});
