import { randomBytes } from 'node:crypto';
import { API_PATHS } from '../../contract/paths.js';
import type { AppContext } from '../../http/context.js';
import { escapeHtml } from '../../commands/signInLinkSender.js';
import { readPracticeProfile } from '../../commands/practiceProfile.js';

/** What the sign-in page shows. */
export type LoginPageState =
  | { kind: 'form'; notice?: string; error?: string; email?: string }
  | { kind: 'sent' }
  | { kind: 'confirm'; email: string; token: string };

/** An address as the confirmation page shows it: the first letter of the name, then the domain (s***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a;line-height:1.5}
header{position:sticky;top:0;background:#fff;border-bottom:1px solid #e2e8f0}
header a{display:flex;align-items:center;gap:.5rem;width:fit-content;max-width:80rem;min-height:4rem;margin:0 auto;padding:0 1rem;font-size:1.125rem;font-weight:700;color:#0f172a;text-decoration:none;white-space:nowrap}
header svg{width:2rem;height:2rem;flex-shrink:0}
.short{display:none}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
@media (max-width:639px){.long{display:none}.short{display:inline}main{margin:1.5rem 1rem}}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;min-height:2.75rem;padding:.625rem .75rem;font-size:1rem;border:1px solid #64748b;border-radius:.375rem;color:#0f172a}
button{margin-top:1rem;width:100%;min-height:2.75rem;padding:.75rem;font-size:1rem;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;cursor:pointer}
button:hover{background:#1e40af}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.notice{padding:.75rem;background:#eff6ff;border:1px solid #93c5fd;border-radius:.375rem}
.error{color:#b91c1c;font-weight:600;margin:.5rem 0 0}
a{color:#1d4ed8}
.back{display:inline-flex;align-items:center;min-height:2.75rem}
`;

/** The top of the page as the app's frame shows it: the logo and the practice's name (its short name on phones). */
function header(site: { businessName: string; shortName: string }): string {
  return `<header><a href="/"><svg aria-hidden="true" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M9 20l7-7 7 7" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg><span class="long">${escapeHtml(site.businessName)}</span><span class="short">${escapeHtml(site.shortName)}</span></a></header>`;
}

/** The way back to the public site, standing alone under each page: as tall as a thumb on a phone (44 px). */
const BACK_HOME = '<p><a class="back" href="/">Back to the home page</a></p>';

function body(state: LoginPageState, site: { businessName: string }): string {
  const title = escapeHtml(site.businessName);
  if (state.kind === 'sent') {
    return `<h1>Check your e-mail</h1>
<p role="status">If this address may sign in to ${title}, a sign-in link is on its way. The link works once, within 15 minutes.</p>
<p>Nothing arrived? Check your spam folder, or <a href="${API_PATHS.signIn}">ask for a new link</a>.</p>
${BACK_HOME}`;
  }
  if (state.kind === 'confirm') {
    const who = escapeHtml(maskEmail(state.email));
    return `<h1>Sign in as ${who}</h1>
<p>You opened a sign-in link for ${title}. Continue only if you asked for it.</p>
<form method="post" action="${API_PATHS.signInVerify}">
<input type="hidden" name="token" value="${escapeHtml(state.token)}">
<button type="submit">Sign in</button>
</form>
${BACK_HOME}`;
  }
  const invalid = state.error ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return `<h1>Sign in</h1>
${state.notice ? `<p class="notice" role="status">${escapeHtml(state.notice)}</p>` : ''}
<p>Enter your e-mail address and we will send you a link to sign in to ${title}.</p>
<form method="post" action="${API_PATHS.signIn}" novalidate>
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(state.email ?? '')}"${invalid}>
${state.error ? `<p id="email-error" class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
<button type="submit">Send sign-in link</button>
</form>
${BACK_HOME}`;
}

/**
 * Replies with the small sign-in page, naming the practice as its profile says. Its one stylesheet is
 * inline, allowed by a per-reply nonce, so the page keeps the strict policy (no scripts at all).
 */
export async function renderLoginPage(ctx: AppContext, state: LoginPageState, status = 200): Promise<void> {
  const practice = await readPracticeProfile(ctx.config.site);
  const nonce = randomBytes(16).toString('base64');
  ctx.set(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  ctx.set('Cache-Control', 'no-store');
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · ${escapeHtml(practice.shortName)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
${header(practice)}
<main>
${body(state, practice)}
</main>
</body>
</html>
`;
}
