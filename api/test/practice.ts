import { randomBytes } from 'node:crypto';
import { CONSULTATION_GRADE_LEVELS, REQUEST_STATUSES } from '../src/contract/index.js';
import { seedActivities } from '../src/commands/activitySeeder.js';
import {
  Activity,
  ActivityCompletion,
  ClientProfile,
  CoachingSession,
  ConsultationRequest,
  OrientationResponse,
  Plan,
  User,
} from '../src/models/index.js';

/** How much work each seeded student has done, and what else the practice holds. */
export interface PracticeSize {
  students: number;
  plansPerStudent: number;
  reassessmentsPerPlan: number;
  sessionsPerStudent: number;
  /** Library activities each student started, about two in three of them completed (the library is stored first). */
  activitiesPerStudent?: number;
  /** Whether each student answered the orientation questions. */
  orientation?: boolean;
  /** Consultation requests families sent through the public form over the year. */
  consultationRequests?: number;
}

/**
 * A year of weekly sessions, monthly reassessments of a handful of goals, most of the activity library and the
 * orientation answers.
 */
export const YEAR_OF_WORK: Omit<PracticeSize, 'students'> = {
  plansPerStudent: 4,
  reassessmentsPerPlan: 12,
  sessionsPerStudent: 50,
  activitiesPerStudent: 24,
  orientation: true,
};

/** A seeded student's ids. */
export interface SeededStudent {
  userId: string;
  profileId: string;
  email: string;
}

const id = () => randomBytes(12).toString('base64url');
const DAY_MS = 24 * 60 * 60 * 1000;
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 97}`).join(' ');

/** Days of work the seeded year spans from `start`: most students worked until its last days. */
export const WORK_DAYS = 350;
/** Every tenth student (n % 10 === 3) stopped after this many days, so the coach sees them as inactive. */
const STOPPED_AFTER_DAYS = 250;
/** Every seventh student (n % 7 === 0) let their plans' reassessment dates pass this many days before the end. */
const OVERDUE_BY_DAYS = 10;

/**
 * Writes documents a thousand at a time, one insert command each. They go in as plain objects with the schema's
 * defaults applied: hydrating each into a mongoose document would take most of the seeding's time.
 */
async function insertAll(
  model: { applyDefaults(doc: object): object; insertMany(docs: object[], options: { lean: true }): Promise<unknown> },
  docs: object[],
): Promise<void> {
  for (let at = 0; at < docs.length; at += 1000) {
    await model.insertMany(
      docs.slice(at, at + 1000).map((doc) => model.applyDefaults(doc)),
      { lean: true },
    );
  }
}

/**
 * Writes a practice of `students` students, each with an account, a profile, plans with their reassessments,
 * weekly sessions and, when asked for, orientation answers, started and completed activities, plus consultation
 * requests, straight through the models (insertMany, a thousand at a time): set-up for tests and benchmarks that
 * need a practice's volume, not its history. The work is dated over the WORK_DAYS days from `start`, the weekly
 * sessions up to a week past them: every tenth student stopped after STOPPED_AFTER_DAYS, every seventh let their
 * plans' reassessment dates pass without reassessing.
 */
export async function seedPractice(
  size: PracticeSize,
  start = new Date('2025-09-01T15:00:00Z'),
): Promise<SeededStudent[]> {
  const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
  const students: SeededStudent[] = Array.from({ length: size.students }, (_, n) => ({
    userId: id(),
    profileId: id(),
    email: `student${n}-${id().slice(0, 6).toLowerCase()}@example.com`,
  }));
  /** The last day (from start) on which student n did something. */
  const lastDay = (n: number) => (n % 10 === 3 ? STOPPED_AFTER_DAYS : WORK_DAYS);
  await insertAll(
    User,
    students.map((s) => ({ _id: s.userId, email: s.email, role: 'client', createdAt: at(0), updatedAt: at(0) })),
  );
  await insertAll(
    ClientProfile,
    students.map((s, n) => ({
      _id: s.profileId,
      userId: s.userId,
      studentFirstName: `Student${n}`,
      studentLastName: 'Seeded',
      gradeLevel: '11th',
      parentName: `Parent${n} Seeded`,
      phone: `555-${String(n).padStart(7, '0')}`,
      challenges: words(40),
      goals: words(30),
      notes: words(20),
      createdAt: at(0),
      updatedAt: at(0),
    })),
  );
  const plans = students.flatMap((s, n) => {
    const span = lastDay(n);
    const overdue = n % 7 === 0;
    return Array.from({ length: size.plansPerStudent }, (_, p) => {
      const reassessments = Array.from({ length: size.reassessmentsPerPlan }, (_, r) => ({
        currentStatus: 'in-progress',
        whatWorked: words(25),
        whatDidntWork: words(20),
        createdAt: at(((r + 1) * (span - OVERDUE_BY_DAYS - 5)) / (size.reassessmentsPerPlan + 1)),
      }));
      const createdAt = at(2 + p * 7);
      return {
        _id: id(),
        clientId: s.profileId,
        selectedGoal: `Goal ${p}: ${words(8)}`,
        internalBarriers: [words(6), words(5)],
        externalBarriers: [words(6)],
        strategies: [words(10), words(8), words(9)],
        implementationPlan: words(60),
        reassessmentDate: overdue ? at(WORK_DAYS - OVERDUE_BY_DAYS) : at((size.reassessmentsPerPlan + 1) * 30),
        reassessments,
        createdAt,
        updatedAt: reassessments.at(-1)?.createdAt ?? createdAt,
      };
    });
  });
  await insertAll(Plan, plans);
  // Weekly, the last one a week after the work's end, each student on a weekday and hour of their own; past
  // ones attended until the student stopped, missed after.
  const sessions = students.flatMap((s, n) =>
    Array.from({ length: size.sessionsPerStudent }, (_, w) => {
      const day = WORK_DAYS + 7 - (size.sessionsPerStudent - 1 - w) * 7 + (n % 5);
      const begins = new Date(at(day).getTime() + (n % 8) * 60 * 60 * 1000);
      return {
        _id: id(),
        clientId: s.profileId,
        start: begins,
        end: new Date(begins.getTime() + 50 * 60 * 1000),
        status: day >= WORK_DAYS ? 'booked' : day <= lastDay(n) ? 'attended' : 'no-show',
        bookedBy: 'client',
        createdAt: at(Math.max(0, day - 14)),
        updatedAt: at(Math.max(0, day - 14)),
      };
    }),
  );
  await insertAll(CoachingSession, sessions);
  if (size.orientation) {
    await insertAll(
      OrientationResponse,
      students.map((s) => ({
        _id: id(),
        clientId: s.profileId,
        whoAreYou: words(30),
        whatAreYouInControl: words(30),
        whoDoYouFeelCalled: words(30),
        visionOfFuture: words(30),
        goalOne: words(6),
        goalTwo: words(7),
        goalThree: words(5),
        createdAt: at(1),
        updatedAt: at(1),
      })),
    );
  }
  const perStudent = size.activitiesPerStudent ?? 0;
  if (perStudent > 0) {
    await seedActivities();
    const library = (await Activity.find({}, { _id: 1 }).sort({ _id: 1 }).lean()).map((activity) => activity._id);
    if (perStudent > library.length) throw new Error(`The library holds only ${library.length} activities`);
    const completions = students.flatMap((s, n) =>
      Array.from({ length: perStudent }, (_, k) => {
        // Spread over the student's working days, the last one started on their last day.
        const createdAt = at(((k + 1) * lastDay(n)) / perStudent);
        const completed = k % 3 !== 2 && k < perStudent - 1;
        return {
          _id: id(),
          clientId: s.profileId,
          activityId: library[(k + n) % library.length],
          completed,
          rating: completed ? 'medium' : null,
          completedAt: completed ? new Date(createdAt.getTime() - DAY_MS) : null,
          createdAt: new Date(createdAt.getTime() - (completed ? 3 : 0) * DAY_MS),
        };
      }),
    );
    await insertAll(ActivityCompletion, completions);
  }
  const requests = size.consultationRequests ?? 0;
  if (requests > 0) {
    await insertAll(
      ConsultationRequest,
      Array.from({ length: requests }, (_, n) => ({
        _id: id(),
        studentFirstName: `Applicant${n}`,
        studentLastName: 'Seeded',
        gradeLevel: CONSULTATION_GRADE_LEVELS[n % CONSULTATION_GRADE_LEVELS.length]!.value,
        parentName: `Family${n} Seeded`,
        phone: `555-${String(n).padStart(7, '0')}`,
        email: `family${n}@example.com`,
        challenges: words(50),
        weekdayAfternoon: n % 2 === 0,
        weekend: n % 3 === 0,
        status: REQUEST_STATUSES[n % REQUEST_STATUSES.length]!.value,
        createdAt: at((n * WORK_DAYS) / requests),
      })),
    );
  }
  return students;
}
