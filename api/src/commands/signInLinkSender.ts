import type { AppConfig } from '../config.js';
import { isApprovedEmail } from '../policies/currentUser.js';
import type { Services } from '../services/index.js';
import { SIGN_IN_LINK_TTL_MS } from '../services/lifetimes.js';
import { errorFields } from '../services/logger.js';
import { readPracticeProfile } from './practiceProfile.js';
import { issueSignInLink } from './signInLinkIssuer.js';

/**
 * Sends a one-time sign-in link (single use, 15 minutes) to an approved address or a configured
 * coach, by e-mail or, with e-mail off, to the log so a fresh machine can still sign in. Any other
 * address gets nothing: the practice's mail account never writes to strangers. Callers run this
 * after replying, so neither the reply nor its timing shows whether an address is approved; for the
 * same reason a mail failure is only logged.
 */
export async function sendSignInLink(
  email: string,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
  { newDevice, now = new Date() }: { newDevice: boolean; now?: Date },
): Promise<void> {
  if (!(await isApprovedEmail(email, config.coachEmails))) {
    services.logger.info('sign-in link not sent: address not approved', { email });
    return;
  }
  const link = await issueSignInLink(email, config.publicUrl, { now });

  if (!services.mailer.enabled) {
    services.logger.info('sign-in link', { email, link });
    return;
  }
  const minutes = Math.round(SIGN_IN_LINK_TTL_MS / 60000);
  try {
    // The practice as the coach last saved it; the SITE_* settings only seed the profile.
    const practice = await readPracticeProfile(config.site);
    await services.mailer.send({
      signInLink: true,
      newDevice,
      to: email,
      subject: `Your sign-in link for ${practice.shortName}`,
      text: [
        `Hello,`,
        ``,
        `Follow this link to sign in to ${practice.businessName}:`,
        ``,
        link,
        ``,
        `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
      ].join('\n'),
      html: `<p>Hello,</p><p>Follow this link to sign in to ${escapeHtml(practice.businessName)}:</p>
<p><a href="${escapeHtml(link)}">Sign in</a></p>
<p>The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
    });
  } catch (error) {
    services.logger.error('sign-in e-mail failed', { email, ...errorFields(error) });
  }
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
