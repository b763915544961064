import { NotFoundError } from '../domain/errors.js';
import { ApprovedEmail, User, type ApprovedEmailRecord } from '../models/index.js';
import { endSessions } from './sessionsEnder.js';

/**
 * Withdraws an approved address and ends its user's sessions at once (on every process), so the
 * student is signed out now rather than only refused at the next sign-in. An address that is also
 * in COACH_EMAILS stays able to sign in, so its sessions are kept. A 404 when the address is absent.
 */
export async function removeApprovedEmail(email: string, coachEmails: readonly string[]): Promise<ApprovedEmailRecord> {
  const record = await ApprovedEmail.findOneAndDelete({ email }).lean<ApprovedEmailRecord>();
  if (!record) throw new NotFoundError('This email is not on the approved list');
  if (!coachEmails.includes(record.email)) {
    const user = await User.findOne({ email: record.email }, { _id: 1 }).lean();
    if (user) await endSessions(user._id);
  }
  return record;
}
