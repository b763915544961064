import { ACCESS_LOG_NAME_FIELDS, ClientProfile, Session, StudentDeletion } from '../models/index.js';
import { STUDENT_RECORDS, type StudentKeys, type StudentRecordKind } from '../models/studentRecords.js';
import { studentKeysOf } from './studentExporter.js';
import { endSessions } from './sessionsEnder.js';

/** Kinds of record removed by a command of their own rather than a plain deleteMany. */
const REMOVERS = new Map<StudentRecordKind['model'], (keys: StudentKeys) => Promise<unknown>>([
  [Session, (keys) => endSessions(keys.userId)],
]);

const forgetNames = Object.fromEntries(ACCESS_LOG_NAME_FIELDS.map((field) => [field, 1]));

/** Called after each step of a deletion (tests stop a deletion half-way here). */
export type AfterStep = (step: number, kind: StudentRecordKind) => void | Promise<void>;

/** Runs every step of a deletion whose work-list entry exists; each step can be run again. */
async function finishDeletion(keys: StudentKeys, afterStep?: AfterStep): Promise<void> {
  for (const [step, kind] of STUDENT_RECORDS.entries()) {
    const filter = kind.filter(keys);
    if (kind.deletion === 'forgetNames') await kind.model.updateMany(filter, { $unset: forgetNames });
    else await (REMOVERS.get(kind.model)?.(keys) ?? kind.model.deleteMany(filter));
    await afterStep?.(step, kind);
  }
  await StudentDeletion.deleteOne({ _id: keys.profileId });
}

/**
 * Deletes everything held about a student (the registry in models/studentRecords.ts, in its order).
 * The deletion is first written to the work list, so if the process dies part-way the next start
 * finishes it (resumeStudentDeletions). Returns false when there is no such student.
 */
export async function deleteStudent(profileId: string, afterStep?: AfterStep): Promise<boolean> {
  const profile = await ClientProfile.findById(profileId).lean();
  if (!profile) {
    const pending = await StudentDeletion.findById(profileId).lean();
    if (!pending) return false;
    await finishDeletion({ profileId, userId: pending.userId, email: pending.email ?? '' }, afterStep);
    return true;
  }
  const keys = await studentKeysOf(profile);
  await StudentDeletion.updateOne(
    { _id: keys.profileId },
    { $setOnInsert: { userId: keys.userId, email: keys.email } },
    { upsert: true },
  );
  await finishDeletion(keys, afterStep);
  return true;
}

/** Finishes every deletion a previous process started and did not end; returns how many. */
export async function resumeStudentDeletions(): Promise<number> {
  const pending = await StudentDeletion.find().lean();
  for (const entry of pending) {
    await finishDeletion({ profileId: entry._id as string, userId: entry.userId, email: entry.email ?? '' });
  }
  return pending.length;
}
