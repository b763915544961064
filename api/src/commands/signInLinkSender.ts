import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_LINK_TTL_MS } from '../contract/index.js';
import type { AppConfig } from '../config.js';
import { SignInToken } from '../models/index.js';
import type { Services } from '../services/index.js';
import { errorFields } from '../services/logger.js';

/** The stored form of a sign-in token: only its SHA-256 ever reaches the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a one-time sign-in link for an address (single use, 15 minutes) and e-mails it, or,
 * with e-mail off, writes it to the log so a fresh machine can still sign in. Every address gets
 * a link, approved or not: following it decides, so the reply never reveals who is approved.
 * A mail failure is logged and not reported to the caller, for the same reason.
 */
export async function sendSignInLink(
  email: string,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await SignInToken.create({ _id: hashToken(token), email, expire: new Date(now.getTime() + SIGN_IN_LINK_TTL_MS) });
  const link = `${config.publicUrl}/api/login/verify?token=${token}`;

  if (!services.mailer.enabled) {
    services.logger.info('sign-in link', { email, link });
    return;
  }
  const minutes = Math.round(SIGN_IN_LINK_TTL_MS / 60000);
  try {
    await services.mailer.send({
      to: email,
      subject: `Your sign-in link for ${config.site.shortName}`,
      text: [
        `Hello,`,
        ``,
        `Follow this link to sign in to ${config.site.businessName}:`,
        ``,
        link,
        ``,
        `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
      ].join('\n'),
      html: `<p>Hello,</p><p>Follow this link to sign in to ${escapeHtml(config.site.businessName)}:</p>
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
