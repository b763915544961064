import { randomBytes } from 'node:crypto';
import { ClientProfile, CoachingSession, Plan, User } from '../src/models/index.js';

/** How much work each seeded student has done. */
export interface PracticeSize {
  students: number;
  plansPerStudent: number;
  reassessmentsPerPlan: number;
  sessionsPerStudent: number;
}

/** A year of weekly sessions and monthly reassessments of a handful of goals. */
export const YEAR_OF_WORK: Omit<PracticeSize, 'students'> = {
  plansPerStudent: 4,
  reassessmentsPerPlan: 12,
  sessionsPerStudent: 50,
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

/**
 * Writes a practice of `students` students, each with an account, a profile, plans with their reassessments
 * and past sessions, straight through the models (insertMany, a thousand at a time): set-up for tests and
 * benchmarks that need a practice's volume, not its history.
 */
export async function seedPractice(
  size: PracticeSize,
  start = new Date('2025-09-01T15:00:00Z'),
): Promise<SeededStudent[]> {
  const students: SeededStudent[] = Array.from({ length: size.students }, (_, n) => ({
    userId: id(),
    profileId: id(),
    email: `student${n}-${id().slice(0, 6).toLowerCase()}@example.com`,
  }));
  await User.insertMany(students.map((s) => ({ _id: s.userId, email: s.email, role: 'client' })));
  await ClientProfile.insertMany(
    students.map((s, n) => ({
      _id: s.profileId,
      userId: s.userId,
      studentFirstName: `Student${n}`,
      studentLastName: 'Seeded',
      gradeLevel: '11th',
      challenges: words(40),
      goals: words(30),
      notes: words(20),
    })),
  );
  const plans = students.flatMap((s) =>
    Array.from({ length: size.plansPerStudent }, (_, p) => ({
      _id: id(),
      clientId: s.profileId,
      selectedGoal: `Goal ${p}: ${words(8)}`,
      internalBarriers: [words(6), words(5)],
      externalBarriers: [words(6)],
      strategies: [words(10), words(8), words(9)],
      implementationPlan: words(60),
      reassessmentDate: new Date(start.getTime() + (size.reassessmentsPerPlan + 1) * 30 * DAY_MS),
      reassessments: Array.from({ length: size.reassessmentsPerPlan }, (_, r) => ({
        currentStatus: 'in-progress',
        whatWorked: words(25),
        whatDidntWork: words(20),
        createdAt: new Date(start.getTime() + (r + 1) * 30 * DAY_MS),
      })),
    })),
  );
  for (let at = 0; at < plans.length; at += 1000) await Plan.insertMany(plans.slice(at, at + 1000));
  const sessions = students.flatMap((s) =>
    Array.from({ length: size.sessionsPerStudent }, (_, w) => {
      const begins = new Date(start.getTime() + w * 7 * DAY_MS);
      return {
        _id: id(),
        clientId: s.profileId,
        start: begins,
        end: new Date(begins.getTime() + 50 * 60 * 1000),
        status: 'booked',
        bookedBy: 'client',
      };
    }),
  );
  for (let at = 0; at < sessions.length; at += 1000) await CoachingSession.insertMany(sessions.slice(at, at + 1000));
  return students;
}
