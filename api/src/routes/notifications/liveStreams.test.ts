/**
 * Live streams hold across processes: a request saved by any process reaches them (through the
 * store's change stream), a session holds at most 3 and a process at most its limit, and a stream
 * ends when its session ends, wherever that happened.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/paths.js';
import { ConsultationRequest, Session } from '../../models/index.js';
import { createStreamRegistry } from '../../services/streams.js';
import {
  adminAgent,
  openEventStream,
  signInAs,
  startTestServer,
  type EventStream,
  type TestServer,
} from '../../../test/index.js';

const PROCESS_LIMIT = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    email: true,
    notificationEmail: 'alerts@example.com',
    services: { streams: createStreamRegistry({ perSession: 3, total: PROCESS_LIMIT }) },
  });
});
afterAll(() => server?.close());

const open: EventStream[] = [];
function closeAll() {
  for (const stream of open.splice(0)) stream.close();
}

describe('live streams', () => {
  it('carry a request another process saved, and this process sends no push or e-mail for it', async () => {
    const admin = await adminAgent(server);
    const stream = await openEventStream(admin, API_PATHS.notifications);
    open.push(stream);
    await stream.waitForComments(1);
    // Written straight to the store, as another API process saving a submission does.
    await ConsultationRequest.create({
      _id: 'elsewhere-1',
      studentFirstName: 'Ada',
      studentLastName: 'Park',
      gradeLevel: 'college-freshman',
      phone: '555-000-1111',
      email: 'ada.parent@example.com',
    });
    expect(await stream.waitForEvents(1)).toEqual([
      { type: 'new_consultation_request', studentName: 'Ada Park', gradeLevel: 'college-freshman' },
    ]);
    await server.settle();
    expect(server.mail!.messages).toHaveLength(0);
    closeAll();
  });

  it('are at most 3 per session: the 4th gets 429 until one closes', async () => {
    const admin = await adminAgent(server);
    for (let i = 0; i < 3; i++) {
      const stream = await openEventStream(admin, API_PATHS.notifications);
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    const fourth = await admin.get(API_PATHS.notifications);
    expect(fourth.status).toBe(429);
    expect(fourth.json()).toEqual({ message: 'At most 3 live streams may be open per session' });

    open.shift()!.close();
    await expect
      .poll(async () => {
        const again = await openEventStream(admin, API_PATHS.notifications);
        if (again.status === 200) open.push(again);
        return again.status;
      })
      .toBe(200);
    closeAll();
  });

  it('are bounded per process: past the limit a new one gets 503 whatever the session', async () => {
    await expect.poll(() => server.services.streams.size).toBe(0);
    for (let i = 0; i < PROCESS_LIMIT; i++) {
      const stream = await openEventStream(await adminAgent(server), API_PATHS.notifications);
      expect(stream.status).toBe(200);
      open.push(stream);
    }
    const refused = await (await adminAgent(server)).get(API_PATHS.notifications);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.json()).toEqual({ message: 'Too many live streams are open; try again later' });
    closeAll();
  });

  it('end when their session signs out', async () => {
    await expect.poll(() => server.services.streams.size).toBe(0);
    const admin = await adminAgent(server);
    const stream = await openEventStream(admin, API_PATHS.notifications);
    await stream.waitForComments(1);
    expect((await admin.post(API_PATHS.adminSignOut)).status).toBe(200);
    await stream.ended;
  });

  it("end when another process deletes their session's record (revocation)", async () => {
    const coach = await signInAs(server, { email: 'coach@example.com', role: 'coach' });
    const stream = await openEventStream(coach.agent, API_PATHS.notifications);
    await stream.waitForComments(1);
    // What revoking a user does on whichever process handles it: delete their session records.
    const { deletedCount } = await Session.deleteMany({ 'sess.userId': coach.userId });
    expect(deletedCount).toBe(1);
    await stream.ended;
    expect(server.logs.some((line) => line.msg === 'live streams closed: their session ended')).toBe(true);
  });
});
