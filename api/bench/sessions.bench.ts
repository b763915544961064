/**
 * Booking benchmark: free-slot listing for 8 weeks with 200 booked sessions (budget: p99 under 50 ms), and
 * booking throughput (one at a time, and 20 at once racing for the same 10 slots). Runs the commands the
 * routes run against a fresh embedded store over its Unix socket, as the app does; a one-document read by
 * id in the same run is the baseline the ratios are taken against.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import mongoose from 'mongoose';
import { connectMongoose } from '../src/db.js';
import { startEmbeddedMongo } from '../src/embedded-mongo/index.js';
import { bookSession } from '../src/commands/sessionBooker.js';
import { listFreeSlots } from '../src/commands/slotFinder.js';
import { Availability, ClientProfile, CoachingSession } from '../src/models/index.js';

interface BenchRow {
  name: string;
  opsPerSec?: number;
  p50Ms?: number;
  p99Ms?: number;
  ratio?: number;
  note?: string;
}

const ZONE = 'America/New_York';
const BOOKED = 200;
const LISTINGS = 300;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs `task` `times` times one after another: per-call times in ms, calls per second, and this process's
 * CPU time per call (on a busy shared machine the wall times swing with whatever else runs; CPU much less).
 */
async function timed(times: number, task: (index: number) => Promise<unknown>) {
  const durations: number[] = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let index = 0; index < times; index += 1) {
    const at = performance.now();
    await task(index);
    durations.push(performance.now() - at);
  }
  const total = performance.now() - started;
  const used = process.cpuUsage(cpu);
  durations.sort((a, b) => a - b);
  return {
    opsPerSec: (times / total) * 1000,
    p50Ms: percentile(durations, 50),
    p99Ms: percentile(durations, 99),
    cpuMs: (used.user + used.system) / 1000 / times,
  };
}

const cpuNote = (result: { cpuMs: number }) => `${result.cpuMs.toFixed(2)} ms CPU per call (store included)`;
const row = (name: string, result: Awaited<ReturnType<typeof timed>>, ratio: number, note = ''): BenchRow => ({
  name,
  opsPerSec: result.opsPerSec,
  p50Ms: result.p50Ms,
  p99Ms: result.p99Ms,
  ratio,
  note: [note, cpuNote(result)].filter(Boolean).join('; '),
});

export async function run(): Promise<BenchRow[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sessions-bench-'));
  const store = await startEmbeddedMongo({
    dir: path.join(dir, 'db'),
    logger: { info: () => {}, warn: (m) => console.error(m), error: (m) => console.error(m) },
  });
  try {
    await connectMongoose(`${store.socketUri ?? store.uri}/bench`);
    const profile = await ClientProfile.create({
      userId: 'bench-user',
      studentFirstName: 'Bench',
      studentLastName: 'Student',
      gradeLevel: '11th Grade',
    });
    // Weekdays 08:00 to 20:00: 12 sessions a day, 60 a week, 480 over 8 weeks.
    await Availability.create({
      _id: 'practice',
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })),
      datesOff: [],
      minNoticeHours: 24,
      horizonWeeks: 8,
    });
    const now = new Date();
    const firstDay = DateTime.fromJSDate(now, { zone: ZONE }).plus({ days: 2 }).startOf('day');
    // 200 sessions spread over the 8 weeks, on the hour within the weekly hours.
    let booked = 0;
    for (let day = 0; booked < BOOKED; day += 1) {
      const date = firstDay.plus({ days: day });
      if (date.weekday > 5) continue;
      for (const hour of [8, 10, 12, 14, 16]) {
        if (booked === BOOKED) break;
        await bookSession({ clientId: profile._id, start: date.set({ hour }).toJSDate(), bookedBy: 'coach' });
        booked += 1;
      }
    }
    const query = { from: now, to: new Date(now.getTime() + 8 * 7 * 24 * 3_600_000), now, timeZone: ZONE };
    const slots = await listFreeSlots(query);

    const rows: BenchRow[] = [];
    const baseline = await timed(LISTINGS, () => CoachingSession.findById('none').lean());
    rows.push(row('baseline: one read by id', baseline, 1));

    const listing = await timed(LISTINGS, () => listFreeSlots(query));
    rows.push(
      row(
        `free slots, 8 weeks, ${BOOKED} booked (${slots.length} free)`,
        listing,
        listing.opsPerSec / baseline.opsPerSec,
        listing.p99Ms < 50 ? 'within budget (p99 < 50 ms)' : 'OVER BUDGET (p99 < 50 ms)',
      ),
    );

    // Bookings one after another, each into a free slot (the insert and its unique marks).
    const free = slots.slice(0, 100);
    const sequential = await timed(free.length, (index) =>
      bookSession({ clientId: profile._id, start: new Date(free[index]!.start), bookedBy: 'client' }),
    );
    rows.push(row('bookings one at a time', sequential, sequential.opsPerSec / baseline.opsPerSec));

    // 20 bookings at once, two for each of 10 free slots: exactly one of each pair may win.
    const contested = slots.slice(100, 110);
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      contested.flatMap((slot) =>
        [0, 1].map(() => bookSession({ clientId: profile._id, start: new Date(slot.start), bookedBy: 'client' })),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    rows.push({
      name: '20 bookings at once for 10 slots',
      opsPerSec: outcomes.length / seconds,
      note: won === contested.length ? `${won} booked, ${outcomes.length - won} refused (409): correct` : `WRONG: ${won} booked`,
    });
    return rows;
  } finally {
    await mongoose.disconnect();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}
