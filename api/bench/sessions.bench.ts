/**
 * Booking benchmark: what the booking page waits for. The free times it lists, 8 weeks ahead with 200 sessions
 * already booked (budget: p99 under 50 ms), and a booking of one of them (shown, not held to a budget). Runs the
 * commands the routes run against a fresh embedded store over its Unix socket, as the app does.
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
import { Availability, ClientProfile } from '../src/models/index.js';
import { percentile, type BenchRow } from './row.js';

const ZONE = 'America/New_York';
const BOOKED = 200;
const LISTINGS = 300;
const LISTING_BUDGET_MS = 50;

/**
 * Runs `task` `times` times one after another: per-call times in ms and this process's CPU time per call (on a
 * busy shared machine the wall times swing with whatever else runs; CPU much less).
 */
async function timed(times: number, task: (index: number) => Promise<unknown>) {
  const durations: number[] = [];
  const cpu = process.cpuUsage();
  for (let index = 0; index < times; index += 1) {
    const at = performance.now();
    await task(index);
    durations.push(performance.now() - at);
  }
  const used = process.cpuUsage(cpu);
  durations.sort((a, b) => a - b);
  return {
    p50Ms: percentile(durations, 50),
    p99Ms: percentile(durations, 99),
    cpuMs: (used.user + used.system) / 1000 / times,
  };
}

const cpuNote = (result: { cpuMs: number }) => `${result.cpuMs.toFixed(2)} ms CPU per call (store included)`;

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

    const listing = await timed(LISTINGS, () => listFreeSlots(query));
    // Bookings one after another, each by another student into a free time (a student may hold one upcoming
    // session by default): the bound's check, the insert and its unique marks.
    const free = slots.slice(0, 100);
    const students = await ClientProfile.insertMany(
      free.map((_, index) => ({
        userId: `bench-booker-${index}`,
        studentFirstName: 'Booker',
        studentLastName: `${index}`,
        gradeLevel: '10th Grade',
      })),
    );
    const booking = await timed(free.length, (index) =>
      bookSession({ clientId: students[index]!._id, start: new Date(free[index]!.start), bookedBy: 'client' }),
    );
    const rows: BenchRow[] = [
      {
        name: `free times, 8 weeks, ${BOOKED} booked (${slots.length} free)`,
        p50Ms: listing.p50Ms,
        p99Ms: listing.p99Ms,
        budget: `p99 < ${LISTING_BUDGET_MS} ms`,
        met: listing.p99Ms < LISTING_BUDGET_MS,
        note: `${LISTINGS} listings; ${cpuNote(listing)}`,
      },
      {
        name: 'a booking of a free time',
        p50Ms: booking.p50Ms,
        p99Ms: booking.p99Ms,
        note: `${free.length} bookings one after another; ${cpuNote(booking)}`,
      },
    ];
    return rows;
  } finally {
    await mongoose.disconnect();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  }
}
