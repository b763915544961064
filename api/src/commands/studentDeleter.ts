import { AgreementAcceptance, ClientProfile, Guardian, Session, StudentDeletion } from '../models/index.js';
import { STUDENT_RECORDS, type StudentKeys, type StudentRecordKind } from '../models/studentRecords.js';
import { studentKeys, studentKeysOf } from './studentExporter.js';
import { endSessions } from './sessionsEnder.js';
import { guardiansOnlyOf, removeGuardiansOnlyOf } from './guardianRemover.js';

/** Kinds of record removed by a command of their own rather than a plain deleteMany. */
const REMOVERS = new Map<StudentRecordKind['model'], (keys: StudentKeys) => Promise<unknown>>([
  [Session, (keys) => endSessions(keys.userId)],
  // A guardian who is also a sibling's keeps their record and acceptances; one left with no student goes.
  [
    AgreementAcceptance,
    async (keys) => {
      const guardianIds = (await guardiansOnlyOf(keys.profileId)).map((guardian) => guardian._id);
      return AgreementAcceptance.deleteMany({ guardianId: { $in: guardianIds } });
    },
  ],
  [Guardian, (keys) => removeGuardiansOnlyOf(keys.profileId)],
]);

/**
 * What the access log keeps of a deleted student: every entry, but none names them (their name, their
 * address) and none of their own says where they came from. What others did stays, with who did it.
 */
async function forgetInLog(kind: StudentRecordKind, keys: StudentKeys): Promise<void> {
  const filter = await kind.filter(keys);
  await kind.model.updateMany({ $and: [filter, { 'actor.userId': keys.userId }] }, { $unset: { subject: 1, ip: 1 } });
  await kind.model.updateMany(filter, { $unset: { subject: 1 } });
}

/** Called after each step of a deletion (tests stop a deletion half-way here). */
export type AfterStep = (step: number, kind: StudentRecordKind) => void | Promise<void>;

/**
 * How long after a deletion's first pass its last pass waits: a request of the student's let in before the deletion
 * began may still write (a check-in, a plan) after the step that removed its kind, and is done by then.
 */
export const LATE_WRITES_GRACE_MS = 10 * 60 * 1000;

/** Runs every step of a deletion; each step can be run again. */
async function runSteps(keys: StudentKeys, afterStep?: AfterStep): Promise<void> {
  for (const [step, kind] of STUDENT_RECORDS.entries()) {
    if (kind.deletion === 'forgetNames') await forgetInLog(kind, keys);
    else await (REMOVERS.get(kind.model)?.(keys) ?? kind.model.deleteMany(await kind.filter(keys)));
    await afterStep?.(step, kind);
  }
}

/** Runs a deletion's first pass, then keeps its work-list entry, without the address, for the last. */
async function finishDeletion(keys: StudentKeys, afterStep?: AfterStep): Promise<void> {
  await runSteps(keys, afterStep);
  await StudentDeletion.updateOne({ _id: keys.profileId }, { $set: { finishedAt: new Date(), email: '' } });
}

/**
 * Runs the last pass of the deletions whose first ended LATE_WRITES_GRACE_MS or more before `now`, removing what a
 * request let in before them wrote after its step, then drops their work-list entries. Returns how many.
 */
export async function finishLastPasses(now = new Date()): Promise<number> {
  const due = await StudentDeletion.find({
    finishedAt: { $lte: new Date(now.getTime() - LATE_WRITES_GRACE_MS) },
  }).lean();
  for (const entry of due) {
    await runSteps(studentKeys({ profileId: entry._id as string, userId: entry.userId, email: '' }));
    await StudentDeletion.deleteOne({ _id: entry._id });
  }
  return due.length;
}

/**
 * Deletes everything held about a student (the registry in models/studentRecords.ts, in its order).
 * The deletion is first written to the work list, so if the process dies part-way the next start
 * finishes it (resumeStudentDeletions). Returns false when there is no such student.
 */
export async function deleteStudent(profileId: string, afterStep?: AfterStep): Promise<boolean> {
  const profile = await ClientProfile.findById(profileId).lean();
  if (!profile) {
    const pending = await StudentDeletion.findOne({ _id: profileId, finishedAt: null }).lean();
    if (!pending) return false;
    await finishDeletion(studentKeys({ profileId, userId: pending.userId, email: pending.email ?? '' }), afterStep);
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

/** Finishes the first pass of every deletion a previous process started and did not end; returns how many. */
export async function resumeStudentDeletions(): Promise<number> {
  const pending = await StudentDeletion.find({ finishedAt: null }).lean();
  for (const entry of pending) {
    await finishDeletion(
      studentKeys({ profileId: entry._id as string, userId: entry.userId, email: entry.email ?? '' }),
    );
  }
  return pending.length;
}
