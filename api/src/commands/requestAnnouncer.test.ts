import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '../contract/paths.js';
import { createMailer } from '../services/mailer.js';
import type { ConsultationRequestRecord } from '../models/index.js';
import { createAgent, startTestServer, type TestServer } from '../../test/index.js';
import { newRequestEvent } from '../presenters/consultationRequest.js';
import { announceRequest } from './requestAnnouncer.js';

/** A loopback port with nothing listening: every SMTP connection is refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.config.email = {
    user: 'practice@example.com',
    appPassword: 'app-password',
    notificationEmail: 'alerts@example.com',
    smtpHost: '127.0.0.1',
    smtpPort: await closedPort(),
    smtpSecure: false,
  };
  server.services.mailer = createMailer(server.config, { counter: server.services.rateCounter });
});
afterAll(() => server?.close());

const record = {
  _id: 'r1',
  studentFirstName: 'Ivy',
  studentLastName: 'Stone',
  gradeLevel: 'college-junior',
  phone: '555-111-2222',
  email: 'ivy@example.com',
} as ConsultationRequestRecord;

describe('announceRequest', () => {
  it('builds the live-alert event from the request', () => {
    expect(newRequestEvent(record)).toEqual({
      type: 'new_consultation_request',
      studentName: 'Ivy Stone',
      gradeLevel: 'college-junior',
    });
  });

  it('still pushes when e-mail fails, logging the failure instead of throwing', async () => {
    const outcome = await announceRequest(record, server.config, server.services);
    expect(outcome).toEqual({ push: 'sent', email: 'failed' });
    expect(server.logs.some((line) => line.msg === 'notification e-mail failed' && line.requestId === 'r1')).toBe(true);
  });

  it('never fails the submission when a channel fails', async () => {
    const response = await createAgent(server.url).post(API_PATHS.requestConsultation, {
      studentFirstName: 'Ivy',
      studentLastName: 'Stone',
      gradeLevel: 'college-junior',
      phone: '555-111-2222',
      email: 'ivy@example.com',
    });
    expect(response.status).toBe(201);
    await server.settle();
    expect(server.logs.filter((line) => line.msg === 'notification e-mail failed')).toHaveLength(2);
  });

  it('skips e-mail when no recipient is configured', async () => {
    server.config.email.notificationEmail = null;
    const outcome = await announceRequest(record, server.config, server.services);
    expect(outcome.email).toBe('off');
  });
});
