import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLogger } from './logger.js';
import { MailDropped, alertMailCap, createMailer, newDeviceLinkCap, otherMailCap, type Mailer } from './mailer.js';
import { createRateCounter } from './rateCounter.js';
import { comingHour, startTestServer, type TestServer } from '../../test/index.js';

let server: TestServer;

/** Sends each message, and answers how many the cap dropped (MailDropped): none may fail otherwise. */
async function sendAll(sends: Array<Promise<void>>): Promise<number> {
  const outcomes = await Promise.allSettled(sends);
  const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  for (const failure of failures) expect(failure).toBeInstanceOf(MailDropped);
  return failures.length;
}
const sendOne = (mailer: Mailer, mail: Parameters<Mailer['send']>[0]) => sendAll([mailer.send(mail)]);

/**
 * Two processes' mailers under an hourly cap, each with its own counter as each process would have (only the store
 * is shared), with one logger, and nothing counted or sent yet.
 */
async function twoProcessesUnderCap(mailHourlyCap: number) {
  await server.services.rateCounter.reset();
  server.mail!.messages.length = 0;
  const config = { ...server.config, mailHourlyCap };
  const logger = createMemoryLogger();
  const mailers = [0, 1].map(() => createMailer(config, { logger, counter: createRateCounter() }));
  return { logger, mailers };
}

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
    const mail = (to: string) => ({ to, subject: 'Hello', text: 'Hello', signInLink: true });
    await first!.send(mail('one@example.com'));
    await second!.send(mail('two@example.com'));
    await first!.send(mail('three@example.com'));
    await expect(second!.send(mail('four@example.com'))).rejects.toBeInstanceOf(MailDropped);
    await expect(first!.send(mail('five@example.com'))).rejects.toBeInstanceOf(MailDropped);
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

  it('keeps a quarter of the cap for sign-in links, which a flood of other mail from several processes cannot use', async () => {
    expect(otherMailCap(8)).toBe(6);
    const { logger, mailers } = await twoProcessesUnderCap(8);
    const dropped = await sendAll(
      Array.from({ length: 20 }, (_, n) =>
        mailers[n % 2]!.send({ to: `notice${n}@example.com`, subject: 'Session booked', text: 'Booked' }),
      ),
    );
    expect(server.mail!.messages).toHaveLength(6);
    expect(dropped).toBe(14);
    expect(logger.entries.filter((line) => line.level === 'error')).toHaveLength(14);
    expect(logger.entries[0]).toMatchObject({ cap: 6, subject: 'Session booked' });

    // The two messages left are for sign-in links, and then the cap holds for them too.
    for (const n of [1, 2, 3]) {
      await sendOne(mailers[n % 2]!, {
        to: `student${n}@example.com`,
        subject: 'Sign in',
        text: 'Link',
        signInLink: true,
      });
    }
    expect(server.mail!.messages.map((message) => message.to[0]).filter((to) => to!.startsWith('student'))).toEqual([
      'student1@example.com',
      'student2@example.com',
    ]);
    expect(logger.entries.at(-1)).toMatchObject({ msg: 'E-MAIL HOURLY CAP REACHED: e-mail dropped, not sent', cap: 8 });
    for (const mailer of mailers) mailer.close();
  });

  it('lets alerts of new requests use a third of the other mail’s share, leaving the rest to students’ mail', async () => {
    expect([otherMailCap(40), alertMailCap(40)]).toEqual([30, 10]);
    const { logger, mailers } = await twoProcessesUnderCap(40);
    const dropped = await sendAll(
      Array.from({ length: 25 }, (_, n) =>
        mailers[n % 2]!.send({ to: 'coach@example.com', subject: `New request ${n}`, text: 'New', alert: true }),
      ),
    );
    expect(server.mail!.messages).toHaveLength(10);
    expect(dropped).toBe(15);
    expect(logger.entries.filter((line) => line.level === 'error')).toHaveLength(15);
    expect(logger.entries[0]).toMatchObject({
      msg: 'E-MAIL HOURLY SHARE OF ALERTS REACHED: alert e-mail dropped, not sent (the inbox has the request)',
      cap: 10,
    });
    // Students' mail still has the other 20 of the share.
    for (let n = 0; n < 20; n++)
      await mailers[n % 2]!.send({ to: `s${n}@example.com`, subject: 'Booked', text: 'Booked' });
    expect(server.mail!.messages).toHaveLength(30);
    for (const mailer of mailers) mailer.close();
  });

  it('lets sign-in links asked for on new devices use half the cap, leaving the rest to other mail and known devices', async () => {
    expect(newDeviceLinkCap(8)).toBe(4);
    const { logger, mailers } = await twoProcessesUnderCap(8);
    const link = (n: number) => ({ to: `asked${n}@example.com`, subject: 'Sign in', text: 'Link', signInLink: true });
    const dropped = await sendAll(
      Array.from({ length: 12 }, (_, n) => mailers[n % 2]!.send({ ...link(n), newDevice: true })),
    );
    expect(server.mail!.messages).toHaveLength(4);
    expect(dropped).toBe(8);
    expect(logger.entries[0]).toMatchObject({
      level: 'error',
      msg: 'E-MAIL HOURLY SHARE OF SIGN-IN LINKS FOR NEW DEVICES REACHED: sign-in link dropped, not sent (the rest is kept for other mail and known devices)',
      cap: 4,
    });

    // The other half still carries a known device's link and a confirmation, up to the cap.
    expect(await sendOne(mailers[0]!, link(100))).toBe(0);
    expect(await sendOne(mailers[1]!, { to: 'booked@example.com', subject: 'Session booked', text: 'Booked' })).toBe(0);
    expect(server.mail!.messages).toHaveLength(6);
    for (const mailer of mailers) mailer.close();
  });

  it('counts no message it drops, so mail tried again later goes out as the hour makes room', async () => {
    await server.services.rateCounter.reset();
    server.mail!.messages.length = 0;
    const first = comingHour();
    let now = first;
    // A cap of 4 leaves 3 an hour to mail other than sign-in links.
    const config = { ...server.config, mailHourlyCap: 4 };
    const mailer = createMailer(config, { logger: createMemoryLogger(), counter: createRateCounter(() => now) });
    let waiting = [1, 2, 3, 4, 5];
    /** One sweep `minutes` into the first hour: sends what waits, one after another, and keeps what was dropped. */
    const sweepAt = async (minutes: number) => {
      now = first + minutes * 60_000;
      const left: number[] = [];
      for (const n of waiting) {
        const dropped = await sendOne(mailer, { to: `r${n}@example.com`, subject: `Reminder ${n}`, text: 'Soon' });
        if (dropped) left.push(n);
      }
      waiting = left;
      return waiting.length;
    };
    expect(await sweepAt(0)).toBe(2);
    for (const minutes of [15, 30, 45]) expect(await sweepAt(minutes)).toBe(2);
    // The first hour's three fade from the sliding window; counted, the retries would have kept it full two hours on.
    expect(await sweepAt(90)).toBe(1);
    expect(await sweepAt(105)).toBe(0);
    expect(server.mail!.messages.map((message) => message.subject)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Reminder ${n}`),
    );
    mailer.close();
  });
});
