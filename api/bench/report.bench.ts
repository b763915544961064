/**
 * Practice report benchmark: the Report page's one read (GET /api/coach/report/months; /report and the export run the
 * same) for the last 12 months, at a practice of 1,000 students with a year of weekly sessions, two packages sold and
 * ten payments each. Budget: p50 under 1.5 s; the CPU time per read is shown beside it, as the wall time swings with
 * whatever else the machine runs. Also shown, not held to a budget: the same practice's accounts read one by one
 * (readAccount for each student), what summing the balances due client by client would cost once. Runs the commands
 * the routes run against a fresh embedded store over its Unix socket, as the app does.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { DEFAULT_SITE, DAY_MS, addMonths } from '../src/contract/index.js';
import { readAccount } from '../src/commands/accountReader.js';
import { readReportFigures } from '../src/commands/reportReader.js';
import { practiceToday } from '../src/domain/practiceDays.js';
import { connectMongoose } from '../src/db.js';
import { startEmbeddedMongo } from '../src/embedded-mongo/index.js';
import { PackageAssignment, Payment } from '../src/models/index.js';
import { seedPractice, WORK_DAYS } from '../test/practice.js';
import { percentile, type BenchRow } from './row.js';

const ZONE = 'America/New_York';
const STUDENTS = 1000;
const RUNS = 7;
const REPORT_BUDGET_MS = 1500;

/** Runs `task` `times` times one after another: the median time, and this process's CPU time per call (store included). */
async function timed(times: number, task: () => Promise<unknown>) {
  const durations: number[] = [];
  const cpu = process.cpuUsage();
  for (let index = 0; index < times; index += 1) {
    const at = performance.now();
    await task();
    durations.push(performance.now() - at);
  }
  const used = process.cpuUsage(cpu);
  durations.sort((a, b) => a - b);
  return { p50Ms: percentile(durations, 50), cpuMs: (used.user + used.system) / 1000 / times };
}

/** Two packages of ten sessions and ten payments for each student, spread over the year. */
async function seedAccounts(clientIds: string[], start: Date): Promise<void> {
  const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
  const packages = clientIds.flatMap((clientId, n) =>
    [0, 150].map((days, k) => ({
      _id: `bench-package-${n}-${k}`,
      clientId,
      packageId: 'bench-package',
      name: 'Ten sessions',
      sessions: 10,
      priceCents: 80_000,
      paymentUrl: '',
      createdAt: at(days),
    })),
  );
  const payments = clientIds.flatMap((clientId, n) =>
    Array.from({ length: 10 }, (_, k) => ({
      _id: `bench-payment-${n}-${k}`,
      clientId,
      amountCents: 15_000,
      paidAt: at(k * 33)
        .toISOString()
        .slice(0, 10),
      method: 'card',
      note: '',
      createdAt: at(k * 33),
    })),
  );
  for (let from = 0; from < packages.length; from += 1000) {
    await PackageAssignment.collection.insertMany(packages.slice(from, from + 1000) as never[]);
  }
  for (let from = 0; from < payments.length; from += 1000) {
    await Payment.collection.insertMany(payments.slice(from, from + 1000) as never[]);
  }
}

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'report-bench-'));
  const store = await startEmbeddedMongo({
    dir: path.join(dir, 'db'),
    logger: { info: () => {}, warn: (m) => console.error(m), error: (m) => console.error(m) },
  });
  try {
    await connectMongoose(`${store.socketUri ?? store.uri}/bench`);
    const start = new Date(Date.now() - WORK_DAYS * DAY_MS);
    const students = await seedPractice(
      { students: STUDENTS, plansPerStudent: 1, reassessmentsPerPlan: 1, sessionsPerStudent: 50 },
      start,
    );
    await seedAccounts(
      students.map((student) => student.profileId),
      start,
    );
    const today = practiceToday(new Date(), ZONE);
    const period = { from: `${addMonths(today.slice(0, 7), -11)}-01`, to: today };
    const report = await timed(RUNS, () => readReportFigures(period, ZONE, DEFAULT_SITE));
    const accounts = await timed(1, async () => {
      for (const student of students) await readAccount(student.profileId, DEFAULT_SITE);
    });
    return [
      {
        name: `the last 12 months' report, ${STUDENTS} students with a year of sessions and payments`,
        p50Ms: report.p50Ms,
        budget: `p50 < ${REPORT_BUDGET_MS} ms`,
        met: report.p50Ms < REPORT_BUDGET_MS,
        note: `${RUNS} reads; ${report.cpuMs.toFixed(0)} ms CPU per read (store included)`,
      },
      {
        name: `the same ${STUDENTS} accounts read one by one`,
        p50Ms: accounts.p50Ms,
        note: `for comparison; ${accounts.cpuMs.toFixed(0)} ms CPU`,
      },
    ];
  } finally {
    await mongoose.disconnect();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}
