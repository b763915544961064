import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type SignedIn } from '../../../../test/index.js';
import {
  ACCOUNT_MESSAGES,
  API_PATHS,
  SESSION_PATHS,
  STATEMENT_MESSAGES,
  type Family,
  type Package as PackageReply,
  type Payment as PaymentReply,
  type Availability,
  type SessionStatus,
  type SiteInfo,
  type SoldPackage,
  type StudentAccount,
} from '../../../contract/index.js';
import { practiceToday } from '../../../domain/practiceDays.js';
import {
  AccessLogEntry,
  Availability as AvailabilityModel,
  CoachingSession,
  Package,
  PackageAssignment,
  Payment,
} from '../../../models/index.js';
import { startWorld, type World } from '../../client/test/world.js';
import { acceptAgreement, linkGuardian, signInAsGuardian, writeAgreement } from '../../family/test/guardians.js';

let world: World;
let sessionPrice: number;
let studentCount = 0;

/** A new student of their own, so each account starts empty. */
async function newStudent(): Promise<SignedIn> {
  studentCount += 1;
  return signInAs(world.server, {
    email: `account${studentCount}@example.com`,
    role: 'client',
    profile: { studentFirstName: `Acc${studentCount}`, studentLastName: 'Count' },
  });
}

async function createPackage(body: Record<string, unknown>): Promise<PackageReply> {
  const reply = await world.coach.agent.post(API_PATHS.coachPackages, body);
  expect(reply.status, reply.text()).toBe(201);
  return reply.json<PackageReply>();
}

async function assign(student: SignedIn, packageId: string): Promise<SoldPackage> {
  const reply = await world.coach.agent.post(API_PATHS.coachClientPackages(student.profileId!), { packageId });
  expect(reply.status, reply.text()).toBe(201);
  return reply.json<SoldPackage>();
}

async function accountOf(student: SignedIn): Promise<StudentAccount> {
  const reply = await world.coach.agent.get(API_PATHS.coachClientAccount(student.profileId!));
  expect(reply.status, reply.text()).toBe(200);
  return reply.json<StudentAccount>();
}

/** A session that happened `daysAgo` days ago, with its attendance. */
let nextHour = 0;
async function heldSession(student: SignedIn, daysAgo: number, status: Exclude<SessionStatus, 'booked'> = 'attended') {
  const start = new Date(Date.now() - daysAgo * 86_400_000 - (nextHour += 1) * 3_600_000);
  return CoachingSession.create({
    clientId: student.profileId!,
    start,
    end: new Date(start.getTime() + 50 * 60_000),
    status,
    bookedBy: 'coach',
  });
}

const today = () => practiceToday(new Date(), world.server.config.practiceTimeZone);

beforeAll(async () => {
  world = await startWorld();
  sessionPrice = (await world.anonymous.get(API_PATHS.site)).json<SiteInfo>().pricePerSession;
});
afterAll(() => world.close());

describe('POST /api/coach/packages', () => {
  it('creates a package, price in dollars stored as whole cents, and lists it; the write is logged', async () => {
    const created = await createPackage({
      name: '  Four sessions  ',
      sessions: 4,
      price: 319.99,
      paymentUrl: 'https://buy.stripe.com/test_4gw',
    });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Four sessions',
      sessions: 4,
      price: 319.99,
      paymentUrl: 'https://buy.stripe.com/test_4gw',
      retired: false,
      createdAt: expect.any(String),
    });
    expect((await Package.findById(created.id).lean())?.priceCents).toBe(31_999);
    const listed = (await world.coach.agent.get(API_PATHS.coachPackages)).json<PackageReply[]>();
    expect(listed).toContainEqual(created);
    expect(await AccessLogEntry.countDocuments({ action: 'package.create' })).toBeGreaterThan(0);
    // No payment link is fine too.
    expect((await createPackage({ name: 'Free intro', sessions: 1, price: 0 })).paymentUrl).toBe('');
  });

  it.each([
    [{ name: '', sessions: 4, price: 300 }, ACCOUNT_MESSAGES.packageName],
    [{ name: 'Two\nlines', sessions: 4, price: 300 }, 'Must be on one line'],
    [{ name: 'x'.repeat(101), sessions: 4, price: 300 }, 'Must be at most 100 characters'],
    [{ name: 'Pack', sessions: 0, price: 300 }, ACCOUNT_MESSAGES.sessions],
    [{ name: 'Pack', sessions: 101, price: 300 }, ACCOUNT_MESSAGES.sessions],
    [{ name: 'Pack', sessions: 2.5, price: 300 }, ACCOUNT_MESSAGES.sessions],
    [{ name: 'Pack', sessions: 4, price: -1 }, ACCOUNT_MESSAGES.price],
    [{ name: 'Pack', sessions: 4, price: '300' }, ACCOUNT_MESSAGES.price],
    [{ name: 'Pack', sessions: 4, price: 10.005 }, ACCOUNT_MESSAGES.cents],
    [{ name: 'Pack', sessions: 4, price: 300, paymentUrl: 'http://pay.example.com/x' }, ACCOUNT_MESSAGES.paymentUrl],
    [{ name: 'Pack', sessions: 4, price: 300, paymentUrl: 'javascript:alert(1)' }, ACCOUNT_MESSAGES.paymentUrl],
    [{ name: 'Pack', sessions: 4, price: 300, paymentUrl: 'https://pay.example.com/a b' }, ACCOUNT_MESSAGES.paymentUrl],
    [{ name: 'Pack', sessions: 4 }, ACCOUNT_MESSAGES.price],
  ])('refuses %j with a 400 naming the rule, storing nothing', async (body, message) => {
    const before = await Package.countDocuments();
    const reply = await world.coach.agent.post(API_PATHS.coachPackages, body);
    expect(reply.status).toBe(400);
    expect(reply.json<{ message: string }>().message).toContain(message);
    expect(await Package.countDocuments()).toBe(before);
  });
});

describe('retiring a package', () => {
  it('keeps it listed and marked, refuses to assign it (409), and leaves what was sold as sold', async () => {
    const student = await newStudent();
    const offered = await createPackage({ name: 'Retiring soon', sessions: 3, price: 240 });
    const sold = await assign(student, offered.id);

    const retired = await world.coach.agent.post(API_PATHS.coachPackageRetire(offered.id));
    expect(retired.status).toBe(200);
    expect(retired.json<PackageReply>()).toEqual({ ...offered, retired: true });
    expect(
      (await world.coach.agent.get(API_PATHS.coachPackages)).json<PackageReply[]>().find((entry) => entry.id === offered.id),
    ).toEqual({ ...offered, retired: true });
    expect(await AccessLogEntry.countDocuments({ action: 'package.retire' })).toBeGreaterThan(0);
    // Retiring again changes nothing.
    expect((await world.coach.agent.post(API_PATHS.coachPackageRetire(offered.id))).json()).toEqual({ ...offered, retired: true });

    const refused = await world.coach.agent.post(API_PATHS.coachClientPackages(student.profileId!), { packageId: offered.id });
    expect(refused.status).toBe(409);
    expect(refused.json()).toEqual({ message: ACCOUNT_MESSAGES.packageRetired });
    expect(await PackageAssignment.countDocuments({ clientId: student.profileId })).toBe(1);

    // The package's own record changing later leaves the sale as it was.
    await Package.updateOne({ _id: offered.id }, { $set: { name: 'Renamed', priceCents: 99_900, sessions: 9 } });
    const account = await accountOf(student);
    expect(account.packages).toEqual([{ ...sold, sessionsUsed: 0, sessionsLeft: 3 }]);
    expect(account.balanceDue).toBe(240);
    expect((await world.coach.agent.post(API_PATHS.coachPackageRetire('no-such-package'))).status).toBe(404);
  });
});

describe('POST /api/coach/client/{id}/packages', () => {
  it('sells the package as it is now, charging its price; the sale is logged under the student', async () => {
    const student = await newStudent();
    const offered = await createPackage({ name: 'Eight', sessions: 8, price: 600, paymentUrl: 'https://square.link/u/abc' });
    const sold = await assign(student, offered.id);
    expect(sold).toEqual({
      id: expect.any(String),
      packageId: offered.id,
      name: 'Eight',
      sessions: 8,
      price: 600,
      paymentUrl: 'https://square.link/u/abc',
      assignedAt: expect.any(String),
    });
    expect(await AccessLogEntry.countDocuments({ action: 'client.package.assign', clientId: student.profileId })).toBe(1);
    const account = await accountOf(student);
    expect(account.charges).toEqual([{ kind: 'package', id: sold.id, at: sold.assignedAt, label: 'Eight', amount: 600 }]);
  });

  it('answers 404 for an unknown package or client and 400 for no package, selling nothing', async () => {
    const student = await newStudent();
    const offered = await createPackage({ name: 'Two', sessions: 2, price: 170 });
    const path = API_PATHS.coachClientPackages(student.profileId!);
    const unknown = await world.coach.agent.post(path, { packageId: 'no-such-package' });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ message: ACCOUNT_MESSAGES.packageNotFound });
    const missing = await world.coach.agent.post(path, {});
    expect(missing.status).toBe(400);
    expect(missing.json<{ message: string }>().message).toContain(ACCOUNT_MESSAGES.packageId);
    expect((await world.coach.agent.post(API_PATHS.coachClientPackages('no-such-client'), { packageId: offered.id })).status).toBe(
      404,
    );
    expect(await PackageAssignment.countDocuments({ packageId: offered.id })).toBe(0);
  });
});

describe('POST /api/coach/client/{id}/payments', () => {
  it('records a payment in whole cents and answers it; the write is logged under the student', async () => {
    const student = await newStudent();
    const reply = await world.coach.agent.post(API_PATHS.coachClientPayments(student.profileId!), {
      amount: 85.5,
      paidAt: today(),
      method: 'check',
      note: 'Check #1042',
    });
    expect(reply.status, reply.text()).toBe(201);
    expect(reply.json<PaymentReply>()).toEqual({
      id: expect.any(String),
      amount: 85.5,
      paidAt: today(),
      method: 'check',
      note: 'Check #1042',
      recordedAt: expect.any(String),
    });
    expect((await Payment.findOne({ clientId: student.profileId }).lean())?.amountCents).toBe(8550);
    expect(await AccessLogEntry.countDocuments({ action: 'client.payment.record', clientId: student.profileId })).toBe(1);
  });

  it('is reported recorded when its access-log entry cannot be written, which the error log then holds', async () => {
    const student = await newStudent();
    // The store refuses any second entry about this student, as it would refuse one while failing.
    const refuseEntries = await AccessLogEntry.collection.createIndex(
      { clientId: 1 },
      { unique: true, partialFilterExpression: { clientId: student.profileId } },
    );
    try {
      await AccessLogEntry.create({ action: 'client.view', actor: { kind: 'coach' }, clientId: student.profileId });
      const paid = { amount: 40, paidAt: today(), method: 'cash' };
      const reply = await world.coach.agent.post(API_PATHS.coachClientPayments(student.profileId!), paid);
      expect(reply.status, reply.text()).toBe(201);
      expect(await Payment.countDocuments({ clientId: student.profileId })).toBe(1);
      expect(world.server.logs).toContainEqual(
        expect.objectContaining({
          level: 'error',
          msg: 'access log entry not written',
          route: 'POST /api/coach/client/:id/payments',
          entries: [{ action: 'client.payment.record', clientId: student.profileId, requestId: undefined }],
        }),
      );

      // A read fails instead: nothing is shown unrecorded.
      const read = await world.coach.agent.get(API_PATHS.coachClientAccount(student.profileId!));
      expect(read.status).toBeGreaterThanOrEqual(400);
      expect(read.text()).not.toContain('"payments"');
    } finally {
      await AccessLogEntry.collection.dropIndex(refuseEntries);
    }
  });

  const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  it.each([
    [{ amount: 0, paidAt: '2024-03-01', method: 'cash' }, ACCOUNT_MESSAGES.amount],
    [{ amount: -5, paidAt: '2024-03-01', method: 'cash' }, ACCOUNT_MESSAGES.amount],
    [{ amount: 12.345, paidAt: '2024-03-01', method: 'cash' }, ACCOUNT_MESSAGES.cents],
    [{ amount: 10, paidAt: '2024-02-30', method: 'cash' }, ACCOUNT_MESSAGES.paidAt],
    [{ amount: 10, paidAt: '03/01/2024', method: 'cash' }, ACCOUNT_MESSAGES.paidAt],
    [{ amount: 10, paidAt: 'tomorrow', method: 'cash' }, ACCOUNT_MESSAGES.paidAt],
    [{ amount: 10, paidAt: '2024-03-01', method: 'bitcoin' }, ACCOUNT_MESSAGES.method],
    [{ amount: 10, paidAt: '2024-03-01', method: 'cash', note: 'one\ntwo' }, 'Must be on one line'],
    [{ amount: 10, paidAt: 'FUTURE', method: 'cash' }, ACCOUNT_MESSAGES.paidAtFuture],
  ])('refuses %j with a 400 naming the rule, storing nothing', async (body, message) => {
    const student = await newStudent();
    const sent = body.paidAt === 'FUTURE' ? { ...body, paidAt: tomorrow() } : body;
    const reply = await world.coach.agent.post(API_PATHS.coachClientPayments(student.profileId!), sent);
    expect(reply.status).toBe(400);
    expect(reply.json<{ message: string }>().message).toContain(message);
    expect(await Payment.countDocuments({ clientId: student.profileId })).toBe(0);
    expect(await AccessLogEntry.countDocuments({ action: 'client.payment.record', clientId: student.profileId })).toBe(0);
  });
});

describe('the account', () => {
  it('draws sessions from the oldest package first, charges sessions beyond them at the session price, and nets payments', async () => {
    const student = await newStudent();
    const two = await createPackage({ name: 'Two', sessions: 2, price: 160 });
    const three = await createPackage({ name: 'Three', sessions: 3, price: 225 });
    const first = await assign(student, two.id);
    const second = await assign(student, three.id);
    // Six sessions that used one (a no-show counts), one cancelled, one still booked.
    for (const daysAgo of [10, 9, 8, 7]) await heldSession(student, daysAgo);
    await heldSession(student, 6, 'no-show');
    await heldSession(student, 5, 'cancelled');
    const beyond = await heldSession(student, 4);

    let account = await accountOf(student);
    expect(account.packages.map((entry) => [entry.id, entry.sessionsUsed, entry.sessionsLeft])).toEqual([
      [first.id, 2, 0],
      [second.id, 3, 0],
    ]);
    expect(account.sessionsLeft).toBe(0);
    expect(account.charges.filter((charge) => charge.kind === 'session')).toEqual([
      { kind: 'session', id: beyond._id, at: beyond.start.toISOString(), label: 'Coaching session', amount: sessionPrice },
    ]);
    expect(account.balanceDue).toBe(160 + 225 + sessionPrice);

    for (const amount of [160, 100]) {
      const paid = await world.coach.agent.post(API_PATHS.coachClientPayments(student.profileId!), {
        amount,
        paidAt: '2024-05-01',
        method: 'card',
      });
      expect(paid.status).toBe(201);
    }
    account = await accountOf(student);
    expect(account.payments.map((payment) => payment.amount)).toEqual([160, 100]);
    expect(account.balanceDue).toBe(160 + 225 + sessionPrice - 260);
  });

  it('counts a session whose attendance the coach records through the sessions API', async () => {
    const student = await newStudent();
    await assign(student, (await createPackage({ name: 'Pair', sessions: 2, price: 150 })).id);
    const booked = await heldSession(student, 1);
    await CoachingSession.updateOne({ _id: booked._id }, { $set: { status: 'booked' } });
    expect((await accountOf(student)).sessionsLeft).toBe(2);
    const recorded = await world.coach.agent.put(SESSION_PATHS.attendance(booked._id), { status: 'attended' });
    expect(recorded.status, recorded.text()).toBe(200);
    const account = await accountOf(student);
    expect(account.sessionsLeft).toBe(1);
    expect(account.packages[0]).toMatchObject({ sessionsUsed: 1, sessionsLeft: 1 });
  });

  it('adds money in whole cents: three packages at $33.33 owe exactly $99.99, less payments of $0.10 and $0.20', async () => {
    const student = await newStudent();
    const cheap = await createPackage({ name: 'Thirds', sessions: 1, price: 33.33 });
    for (let count = 0; count < 3; count += 1) await assign(student, cheap.id);
    expect((await accountOf(student)).balanceDue).toBe(99.99);
    for (const amount of [0.1, 0.2]) {
      await world.coach.agent.post(API_PATHS.coachClientPayments(student.profileId!), { amount, paidAt: today(), method: 'cash' });
    }
    const account = await accountOf(student);
    expect(account.balanceDue).toBe(99.69);
    expect(account.sessionsLeft).toBe(3);
  });

  it('cannot be e-mailed as a statement while e-mail is not set up: 409 saying why, nothing logged', async () => {
    const student = await newStudent();
    const reply = await world.coach.agent.post(API_PATHS.coachClientStatementSend(student.profileId!), {
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(reply.status).toBe(409);
    expect(reply.json()).toEqual({ message: STATEMENT_MESSAGES.mailOff });
    expect(await AccessLogEntry.countDocuments({ action: 'client.statement.send', clientId: student.profileId })).toBe(0);
  });

  it('logs the coach’s reading under the student, and answers 404 for an unknown client', async () => {
    const student = await newStudent();
    await accountOf(student);
    expect(await AccessLogEntry.countDocuments({ action: 'client.account.view', clientId: student.profileId })).toBe(1);
    expect((await world.coach.agent.get(API_PATHS.coachClientAccount('no-such-client'))).status).toBe(404);
  });
});

describe('who reads and writes the account', () => {
  it('gives the student their own account only, unlogged, and refuses them the coach’s routes', async () => {
    const student = await newStudent();
    const other = await newStudent();
    await assign(other, (await createPackage({ name: 'Other’s', sessions: 5, price: 400 })).id);
    await assign(student, (await createPackage({ name: 'Mine', sessions: 2, price: 150 })).id);

    const mine = await student.agent.get(API_PATHS.myAccount);
    expect(mine.status).toBe(200);
    expect(mine.json()).toEqual(await accountOf(student));
    expect(mine.json<StudentAccount>().packages.map((entry) => entry.name)).toEqual(['Mine']);
    expect(await AccessLogEntry.countDocuments({ action: 'client.account.view', 'actor.kind': 'client' })).toBe(0);

    const packageId = (await Package.findOne({ name: 'Mine' }).lean())!._id;
    for (const [method, path, body] of [
      ['GET', API_PATHS.coachClientAccount(other.profileId!), undefined],
      ['GET', API_PATHS.coachClientAccount(student.profileId!), undefined],
      ['POST', API_PATHS.coachClientPackages(student.profileId!), { packageId }],
      ['POST', API_PATHS.coachClientPayments(student.profileId!), { amount: 10, paidAt: today(), method: 'cash' }],
      ['POST', API_PATHS.coachPackages, { name: 'Sneaky', sessions: 1, price: 0 }],
      ['POST', API_PATHS.coachPackageRetire(packageId), undefined],
      ['GET', API_PATHS.coachPackages, undefined],
    ] as const) {
      expect((await student.agent.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect(await PackageAssignment.countDocuments({ clientId: student.profileId })).toBe(1);
    expect(await Payment.countDocuments({ clientId: student.profileId })).toBe(0);
    expect((await world.anonymous.get(API_PATHS.myAccount)).status).toBe(401);
    expect((await world.coach.agent.get(API_PATHS.myAccount)).status).toBe(403);
  });

  it('shows a guardian the account on the Family page only when the student shares it, and refuses them the account routes', async () => {
    const student = await newStudent();
    await assign(student, (await createPackage({ name: 'Family pack', sessions: 4, price: 320 })).id);
    await heldSession(student, 3);
    const parent = await linkGuardian(student.profileId!, { email: 'account.parent@example.com', name: 'Acc Parent' });
    const agent = await signInAsGuardian(world.server, parent);
    await writeAgreement(world.coach, 'What coaching is, and is not.');
    await acceptAgreement(agent);

    const sectionsOf = async () =>
      (await agent.get(API_PATHS.family)).json<Family>().students.find((entry) => entry.id === student.profileId)!.sections;
    expect(await sectionsOf()).not.toHaveProperty('account');

    const shared = await student.agent.put(API_PATHS.sharingGuardian(parent.id), { sections: ['sessions', 'account'] });
    expect(shared.status, shared.text()).toBe(200);
    const account = (await sectionsOf()).account as StudentAccount;
    expect(account).toEqual((await student.agent.get(API_PATHS.myAccount)).json());
    expect(account).toMatchObject({ sessionsLeft: 3, balanceDue: 320 });
    // The student's preview of that guardian shows the same.
    expect((await student.agent.get(API_PATHS.sharingPreview(parent.id))).json<{ sections: { account: unknown } }>().sections.account).toEqual(
      account,
    );

    for (const path of [API_PATHS.myAccount, API_PATHS.coachClientAccount(student.profileId!), API_PATHS.coachPackages]) {
      expect((await agent.get(path)).status, path).toBe(403);
    }
    expect((await agent.post(API_PATHS.coachClientPayments(student.profileId!), { amount: 5, paidAt: today(), method: 'cash' })).status).toBe(403);
    expect(await Payment.countDocuments({ clientId: student.profileId })).toBe(0);
  });
});

describe('the practice’s policy on no-shows and late cancels', () => {
  /** Sets whether a no-show and a late cancel use up a session, as the Availability page saves it. */
  async function setPolicy(noShowUsesSession: boolean, lateCancelUsesSession: boolean) {
    const current = (await world.coach.agent.get(SESSION_PATHS.availability)).json<Availability>();
    const saved = await world.coach.agent.put(SESSION_PATHS.availability, { ...current, noShowUsesSession, lateCancelUsesSession });
    expect(saved.status, saved.text()).toBe(200);
  }

  /** A student with a package of two sessions, one attended, one no-show and one late cancel, and one session held beyond. */
  async function studentWithMissedSessions() {
    const student = await newStudent();
    await assign(student, (await createPackage({ name: 'Policy pair', sessions: 2, price: 150 })).id);
    await heldSession(student, 9, 'no-show');
    await heldSession(student, 8, 'late-cancel');
    await heldSession(student, 7);
    return student;
  }

  it('by default draws a no-show and a late cancel from the package, and charges them beyond it', async () => {
    const student = await studentWithMissedSessions();
    const account = await accountOf(student);
    expect(account.packages[0]).toMatchObject({ sessionsUsed: 2, sessionsLeft: 0 });
    expect(account.charges.filter((charge) => charge.kind === 'session').map((charge) => [charge.label, charge.amount])).toEqual([
      ['Coaching session', sessionPrice],
    ]);
    expect(account.balanceDue).toBe(150 + sessionPrice);
    // Charged beyond the package, a late cancel says so.
    const late = await heldSession(student, 6, 'late-cancel');
    expect((await accountOf(student)).charges.find((charge) => charge.id === late._id)).toEqual({
      kind: 'session',
      id: late._id,
      at: late.start.toISOString(),
      label: 'Coaching session (cancelled late)',
      amount: sessionPrice,
    });
  });

  it('reads an availability saved before the policy existed as yes for both', async () => {
    const student = await studentWithMissedSessions();
    await setPolicy(false, false);
    await AvailabilityModel.collection.updateOne(
      { _id: 'practice' as never },
      { $unset: { noShowUsesSession: '', lateCancelUsesSession: '' } },
    );
    expect((await accountOf(student)).packages[0]).toMatchObject({ sessionsUsed: 2, sessionsLeft: 0 });
  });

  it('turned off, neither draws nor charges a no-show or a late cancel, for the coach, the student and a guardian', async () => {
    const student = await studentWithMissedSessions();
    const parent = await linkGuardian(student.profileId!, { email: 'policy.parent@example.com', name: 'Policy Parent' });
    const agent = await signInAsGuardian(world.server, parent);
    await writeAgreement(world.coach, 'What coaching is, and is not.');
    await acceptAgreement(agent);
    expect((await student.agent.put(API_PATHS.sharingGuardian(parent.id), { sections: ['account'] })).status).toBe(200);
    const guardianView = async () =>
      (await agent.get(API_PATHS.family)).json<Family>().students.find((entry) => entry.id === student.profileId)!.sections
        .account as StudentAccount;
    try {
      await setPolicy(false, true);
      let account = await accountOf(student);
      expect(account.packages[0]).toMatchObject({ sessionsUsed: 2, sessionsLeft: 0 });
      expect(account.balanceDue).toBe(150);

      await setPolicy(true, false);
      account = await accountOf(student);
      expect(account.packages[0]).toMatchObject({ sessionsUsed: 2, sessionsLeft: 0 });

      await setPolicy(false, false);
      account = await accountOf(student);
      expect(account.packages[0]).toMatchObject({ sessionsUsed: 1, sessionsLeft: 1 });
      expect(account.sessionsLeft).toBe(1);
      expect(account.charges.filter((charge) => charge.kind === 'session')).toEqual([]);
      expect(account.balanceDue).toBe(150);
      expect((await student.agent.get(API_PATHS.myAccount)).json()).toEqual(account);
      expect(await guardianView()).toEqual(account);

      // Beyond the package, a no-show or late cancel is not charged the session price either; an attended one is.
      await heldSession(student, 5, 'no-show');
      await heldSession(student, 4, 'late-cancel');
      await heldSession(student, 3);
      await heldSession(student, 2);
      account = await accountOf(student);
      expect(account.sessionsLeft).toBe(0);
      expect(account.charges.filter((charge) => charge.kind === 'session').map((charge) => charge.label)).toEqual([
        'Coaching session',
      ]);
      expect(account.balanceDue).toBe(150 + sessionPrice);
    } finally {
      await setPolicy(true, true);
    }
  });
});
