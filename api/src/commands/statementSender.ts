import type { AppConfig } from '../config.js';
import {
  API_PATHS,
  STATEMENT_MESSAGES,
  statementMailSubject,
  statementUrl,
  type SiteInfo,
  type StatementPeriod,
  type StatementRecipient,
} from '../contract/index.js';
import { ConflictError, NotDeliveredError } from '../domain/errors.js';
import type { PracticeClock } from '../domain/practiceDays.js';
import { Guardian, GuardianLink, User, type GuardianLinkRecord } from '../models/index.js';
import { guardiansWhoAccepted } from '../policies/familyAgreement.js';
import { sectionsShown } from '../policies/sharingAtAdulthood.js';
import type { Services } from '../services/index.js';
import { errorFields } from '../services/logger.js';
import { readPracticeProfile } from './practiceProfile.js';
import { periodText } from './statementPage.js';
import { escapeHtml } from './signInLinkSender.js';

/** The student a statement is sent for. */
interface StatementStudent {
  _id: string;
  userId: string;
  studentFirstName: string;
  studentLastName: string;
  dateOfBirth?: string | null;
}

/** A recipient with where their statement opens: the student's own account, or the guardian's view of it. */
interface Addressee extends StatementRecipient {
  link: string;
  accountPage: string;
}

/**
 * Who a statement goes to: the student, and each guardian who accepted the current agreement for families and
 * sees the student's account now (shared, and not paused at 18), each with a link into their own account.
 */
async function addressees(
  student: StatementStudent,
  period: StatementPeriod,
  clock: PracticeClock,
  publicUrl: string,
): Promise<Addressee[]> {
  const [user, links] = await Promise.all([
    User.findById(student.userId, { email: 1 }).lean(),
    GuardianLink.find({ clientId: student._id }).sort({ createdAt: 1, _id: 1 }).lean<GuardianLinkRecord[]>(),
  ]);
  const seeing = links.filter((link) => sectionsShown(student.dateOfBirth, link, clock).includes('account'));
  const accepted = await guardiansWhoAccepted(seeing.map((link) => link.guardianId));
  const guardians = await Guardian.find({ _id: { $in: [...accepted] } }, { name: 1, email: 1 })
    .sort({ _id: 1 })
    .lean();
  const own: Addressee[] = user
    ? [
        {
          name: `${student.studentFirstName} ${student.studentLastName}`,
          email: user.email,
          role: 'student',
          link: `${publicUrl}${statementUrl(API_PATHS.myStatement, period)}`,
          accountPage: `${publicUrl}/dashboard`,
        },
      ]
    : [];
  return [
    ...own,
    ...guardians.map((guardian) => ({
      name: guardian.name,
      email: guardian.email,
      role: 'guardian' as const,
      link: `${publicUrl}${statementUrl(API_PATHS.myStatement, period, student._id)}`,
      accountPage: `${publicUrl}/family`,
    })),
  ];
}

/** The e-mail to one addressee: the period, the link to the statement, and where their account is. */
function statementMail(to: Addressee, student: StatementStudent, period: StatementPeriod, practice: SiteInfo) {
  const whose = to.role === 'student' ? 'your' : `${student.studentFirstName}’s`;
  const intro = `${practice.coachName} has sent ${whose} statement from ${practice.businessName} for ${periodText(period)}.`;
  const open = 'Open the statement (sign in first if you are asked to):';
  const later = `You can open a statement for another period from ${to.role === 'student' ? 'your account' : 'your family page'}:`;
  return {
    to: to.email,
    subject: statementMailSubject(practice.shortName),
    text: [
      `Dear ${to.name},`,
      '',
      intro,
      '',
      open,
      to.link,
      '',
      later,
      to.accountPage,
      '',
      practice.coachName,
      practice.businessName,
    ].join('\n'),
    html: `<p>Dear ${escapeHtml(to.name)},</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(to.link)}">Open the statement</a> (sign in first if you are asked to).</p>
<p>${escapeHtml(later)} <a href="${escapeHtml(to.accountPage)}">${escapeHtml(to.accountPage)}</a></p>
<p>${escapeHtml(practice.coachName)}<br>${escapeHtml(practice.businessName)}</p>`,
  };
}

/**
 * E-mails a statement to the student and to each guardian who sees their account, with a link to open it from
 * their own account. Answers who it went to; one failed message does not keep it from the others, and none
 * delivered is an error. With e-mail not set up, nothing can be sent (409).
 */
export async function sendStatement(
  student: StatementStudent,
  period: StatementPeriod,
  clock: PracticeClock,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
): Promise<StatementRecipient[]> {
  if (!services.mailer.enabled) throw new ConflictError(STATEMENT_MESSAGES.mailOff);
  const [recipients, practice] = await Promise.all([
    addressees(student, period, clock, config.publicUrl),
    readPracticeProfile(config.site),
  ]);
  const sent: StatementRecipient[] = [];
  for (const recipient of recipients) {
    try {
      await services.mailer.send(statementMail(recipient, student, period, practice));
      sent.push({ name: recipient.name, email: recipient.email, role: recipient.role });
    } catch (error) {
      services.logger.error('statement e-mail failed', { clientId: student._id, ...errorFields(error) });
    }
  }
  if (sent.length === 0) throw new NotDeliveredError(STATEMENT_MESSAGES.notSent);
  return sent;
}
