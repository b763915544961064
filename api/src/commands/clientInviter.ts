import { approvedEmailSchema, firstError } from '../contract/index.js';
import type { AppConfig } from '../config.js';
import { InvalidError, NotDeliveredError, NotFoundError, RateLimitedError } from '../domain/errors.js';
import { ApprovedEmail, ConsultationRequest, newId, type ConsultationRequestRecord } from '../models/index.js';
import type { Services } from '../services/index.js';
import { INVITATION_RESEND_INTERVAL_MS, INVITATION_TTL_MS } from '../services/lifetimes.js';
import { errorFields } from '../services/logger.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { readPracticeProfile } from './practiceProfile.js';
import { issueSignInLink, withdrawSignInLink } from './signInLinkIssuer.js';
import { escapeHtml } from './signInLinkSender.js';
import { refuseGuardianAddress, STUDENT_INVITATION_KIND } from '../policies/guardianAddress.js';

export const REQUEST_NOT_FOUND = 'Consultation request not found';
export const INVITATION_TOO_SOON = 'An invitation was just sent for this request. Please wait a minute and try again.';
export const INVITATION_NOT_SENT = 'The invitation e-mail could not be sent. Please try again.';

/**
 * Approves an address as Platform Access does; an address already approved stays as it is (never twice). Answers the
 * approval's id when this call made it.
 */
async function approve(email: string, addedBy: string): Promise<string | null> {
  const _id = newId();
  try {
    const result = await ApprovedEmail.updateOne(
      { email },
      { $setOnInsert: { _id, email, addedBy } },
      { upsert: true, setDefaultsOnInsert: true },
    );
    return result.upsertedCount > 0 ? _id : null;
  } catch (error) {
    // Approved at the same moment elsewhere: the address is approved, which is what was asked.
    if (!isDuplicateKey(error)) throw error;
    return null;
  }
}

/** What an invitation says besides its link: its subject and the sentence before the link. */
export interface InvitationWording {
  subject: (practice: { shortName: string }) => string;
  /** The sentence before the link (plain text; escaped for the HTML part). */
  intro: (practice: { businessName: string; coachName: string }) => string;
}

const STUDENT_INVITATION: InvitationWording = {
  subject: ({ shortName }) => `You're invited to ${shortName}`,
  intro: ({ businessName, coachName }) =>
    `${coachName} has invited you to ${businessName}. Follow this link to sign in and set up your profile:`,
};

/** E-mails an invitation, or writes its link to the log when e-mail is off (as sign-in links are). */
export async function sendInvitation(
  email: string,
  link: string,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
  wording: InvitationWording = STUDENT_INVITATION,
): Promise<void> {
  if (!services.mailer.enabled) {
    services.logger.info('invitation link', { email, link });
    return;
  }
  // The practice as the coach last saved it; the SITE_* settings only seed the profile.
  const practice = await readPracticeProfile(config.site);
  const intro = wording.intro(practice);
  await services.mailer.send({
    signInLink: true,
    to: email,
    subject: wording.subject(practice),
    text: [
      `Hello,`,
      ``,
      intro,
      ``,
      link,
      ``,
      `The link works once and expires in 7 days. If you did not expect this, you can ignore this e-mail.`,
    ].join('\n'),
    html: `<p>Hello,</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>
<p>The link works once and expires in 7 days. If you did not expect this, you can ignore this e-mail.</p>`,
  });
}

/**
 * Invites the family of a consultation request as a client: approves the address (the request's unless
 * another is given), e-mails a single-use sign-in link that works for 7 days, and records when and whom.
 * Inviting again resends, at most once a minute per request (the time is claimed in the store, so every
 * process agrees). A mail that fails is reported and leaves the request, and the address, as they were.
 */
export async function inviteClient(
  requestId: string,
  email: string | undefined,
  coachUserId: string,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
  now = new Date(),
): Promise<ConsultationRequestRecord> {
  const request = await ConsultationRequest.findById(requestId).lean();
  if (!request) throw new NotFoundError(REQUEST_NOT_FOUND);
  const address = approvedEmailSchema.shape.email.safeParse(email ?? request.email);
  if (!address.success) {
    throw new InvalidError(`email: ${firstError(address.error) ?? 'Please enter a valid email address.'}`);
  }
  await refuseGuardianAddress(address.data);

  const claimed = await ConsultationRequest.updateOne(
    {
      _id: requestId,
      $or: [{ invitationSentAt: null }, { invitationSentAt: { $lte: new Date(now.getTime() - INVITATION_RESEND_INTERVAL_MS) } }],
    },
    { $set: { invitationSentAt: now } },
  );
  if (claimed.matchedCount === 0) {
    throw new RateLimitedError(INVITATION_TOO_SOON, Math.ceil(INVITATION_RESEND_INTERVAL_MS / 1000));
  }

  const approval = await approve(address.data, coachUserId);
  const link = await issueSignInLink(address.data, config.publicUrl, {
    kind: STUDENT_INVITATION_KIND,
    ttlMs: INVITATION_TTL_MS,
    now,
  });
  try {
    await sendInvitation(address.data, link, config, services);
  } catch (error) {
    services.logger.error('invitation e-mail failed', { requestId, ...errorFields(error) });
    // Nothing of an invitation that did not go: its link, the approval it made, the time it claimed.
    await withdrawSignInLink(link);
    if (approval) await ApprovedEmail.deleteOne({ _id: approval });
    await ConsultationRequest.updateOne(
      { _id: requestId, invitationSentAt: now },
      { $set: { invitationSentAt: request.invitationSentAt ?? null } },
    );
    throw new NotDeliveredError(INVITATION_NOT_SENT);
  }
  // The triage status follows the invitation, except for a family that already joined.
  const status = request.joinedAt ? 'joined' : 'invited';
  const updated = await ConsultationRequest.findByIdAndUpdate(
    requestId,
    { $set: { invitedAt: now, invitedEmail: address.data, status } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new NotFoundError(REQUEST_NOT_FOUND);
  return updated as ConsultationRequestRecord;
}

/**
 * Marks the invitations of an address as joined once it created its profile: the inbox then shows
 * "Joined" with a link to the client, and the triage status moves to joined.
 */
export async function recordJoin(email: string, clientId: string, now = new Date()): Promise<void> {
  await ConsultationRequest.updateMany(
    { invitedEmail: email.trim().toLowerCase(), joinedAt: null },
    { $set: { joinedAt: now, clientId, status: 'joined' } },
  );
}
