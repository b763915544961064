import { DateTime } from 'luxon';
import type { AppConfig } from '../config.js';
import {
  BRIEF_ALREADY_SENT,
  BRIEF_NOT_FOUND,
  DAY_MS,
  briefMailSubject,
  suggestedBriefText,
} from '../contract/index.js';
import { ConflictError, NotFoundError } from '../domain/errors.js';
import {
  ActivityCompletion,
  Brief,
  CoachingSession,
  Guardian,
  GuardianLink,
  Plan,
  type BriefRecord,
} from '../models/index.js';
import { guardiansWhoAccepted } from '../policies/familyAgreement.js';
import type { Services } from '../services/index.js';
import { errorFields } from '../services/logger.js';
import { withActivityTitles } from './activityProgress.js';
import { readPracticeProfile } from './practiceProfile.js';

/** The days a brief's first draft looks back over. */
const BRIEF_WEEK_MS = 7 * DAY_MS;

/** A student's briefs, newest first: drafts and sent. */
export function listBriefs(clientId: string): Promise<BriefRecord[]> {
  return Brief.find({ clientId }).sort({ createdAt: -1, _id: -1 }).lean<BriefRecord[]>();
}

/** A brief's first draft, from the student's last 7 days: sessions held, activities finished, plans reassessed. */
export async function suggestBrief(
  profile: { _id: string; studentFirstName: string },
  now: Date,
  timeZone: string,
): Promise<string> {
  const clientId = profile._id;
  const since = new Date(now.getTime() - BRIEF_WEEK_MS);
  const [sessions, completions, plans] = await Promise.all([
    CoachingSession.find({ clientId, status: 'attended', start: { $gte: since, $lte: now } }, { start: 1 })
      .sort({ start: 1 })
      .lean(),
    ActivityCompletion.find({ clientId, completed: true, completedAt: { $gte: since, $lte: now } })
      .sort({ completedAt: 1 })
      .lean(),
    Plan.countDocuments({ clientId, reassessments: { $elemMatch: { createdAt: { $gte: since, $lte: now } } } }),
  ]);
  const finished = await withActivityTitles(completions);
  return suggestedBriefText({
    firstName: profile.studentFirstName,
    sessionDays: sessions.map((session) =>
      DateTime.fromJSDate(session.start, { zone: timeZone }).toFormat('cccc d LLLL'),
    ),
    activities: finished.map((progress) => progress.activity?.title ?? null),
    plansReassessed: plans,
  });
}

/** Saves a draft brief to the student's family. */
export async function writeBrief(clientId: string, text: string, coachUserId: string): Promise<BriefRecord> {
  const created = await Brief.create({ clientId, text, status: 'draft', createdBy: coachUserId });
  return created.toObject() as BriefRecord;
}

/** The guardians of a student who accepted the current agreement for families: whom a brief is e-mailed to. */
async function briefRecipients(clientId: string): Promise<Array<{ name: string; email: string }>> {
  const links = await GuardianLink.find({ clientId }, { guardianId: 1 }).lean();
  const accepted = await guardiansWhoAccepted(links.map((link) => link.guardianId));
  return Guardian.find({ _id: { $in: [...accepted] } }, { name: 1, email: 1 }).sort({ _id: 1 }).lean();
}

/** The e-mail of a brief to one guardian: the brief as written, and where the family page is. */
function briefMail(
  brief: BriefRecord,
  guardian: { name: string; email: string },
  student: { studentFirstName: string },
  practice: { shortName: string; coachName: string; businessName: string },
  publicUrl: string,
) {
  return {
    to: guardian.email,
    subject: briefMailSubject(student.studentFirstName, practice.shortName),
    text: [
      `Dear ${guardian.name},`,
      '',
      brief.text,
      '',
      `${practice.coachName}`,
      `${practice.businessName}`,
      '',
      `Every brief, and what ${student.studentFirstName} shares with you, is on your family page: ${publicUrl}/family`,
    ].join('\n'),
  };
}

/**
 * Sends a draft brief: marks it sent in one atomic step, so it is sent once however many ask at the same time (the
 * student and the family page have it from then on), then e-mails it to every guardian of the student who accepted
 * the current agreement, before the reply: `sentTo` counts the e-mails delivered, never those only meant to be. Once
 * sent its text never changes. Another student's brief is the same 404 as a missing one.
 */
export async function sendBrief(
  profile: { _id: string; studentFirstName: string },
  briefId: string,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
  now = new Date(),
): Promise<BriefRecord> {
  const clientId = profile._id;
  const sent = await Brief.findOneAndUpdate(
    { _id: briefId, clientId, status: 'draft' },
    { $set: { status: 'sent', sentAt: now, sentTo: 0 } },
    { returnDocument: 'after' },
  ).lean<BriefRecord>();
  if (!sent) {
    const found = await Brief.exists({ _id: briefId, clientId });
    throw found ? new ConflictError(BRIEF_ALREADY_SENT) : new NotFoundError(BRIEF_NOT_FOUND);
  }
  if (!services.mailer.enabled) return sent;
  const [recipients, practice] = await Promise.all([briefRecipients(clientId), readPracticeProfile(config.site)]);
  let delivered = 0;
  for (const guardian of recipients) {
    // One guardian's failed mail does not keep the brief from the others.
    try {
      await services.mailer.send(briefMail(sent, guardian, profile, practice, config.publicUrl));
      delivered += 1;
    } catch (error) {
      services.logger.error('brief e-mail failed', { briefId, ...errorFields(error) });
    }
  }
  if (delivered === 0) return sent;
  await Brief.updateOne({ _id: briefId }, { $set: { sentTo: delivered } });
  return { ...sent, sentTo: delivered };
}
