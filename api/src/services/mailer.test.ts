import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from './logger.js';
import { createMailer } from './mailer.js';
import { createRateCounter } from './rateCounter.js';
import { startTestServer, type TestServer } from '../../test/index.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ email: true, seedActivities: false });
});
afterAll(() => server?.close());

describe('the mailer', () => {
  it('holds MAIL_HOURLY_CAP across mailers that share nothing but the store (several API processes)', async () => {
    const config = { ...server.config, mailHourlyCap: 3 };
    const loggers = [createMemoryLogger(), createMemoryLogger()];
    // Each mailer has its own counter object, as each process would: only the store is shared.
    const [first, second] = loggers.map((logger) => createMailer(config, { logger, counter: createRateCounter() }));
    const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hello' });
    await first!.send(mail('one@example.com'));
    await second!.send(mail('two@example.com'));
    await first!.send(mail('three@example.com'));
    await second!.send(mail('four@example.com'));
    await first!.send(mail('five@example.com'));
    expect(server.mail!.messages.map((message) => message.to[0])).toEqual([
      'one@example.com',
      'two@example.com',
      'three@example.com',
    ]);
    const dropped = loggers.flatMap((logger) => logger.entries).filter((line) => line.level === 'error');
    expect(dropped.map((line) => line.msg)).toEqual([
      'E-MAIL HOURLY CAP REACHED: e-mail dropped, not sent',
      'E-MAIL HOURLY CAP REACHED: e-mail dropped, not sent',
    ]);
    expect(dropped[0]).toMatchObject({ cap: 3, subject: 'Hello' });
    first!.close();
    second!.close();
  });
});
