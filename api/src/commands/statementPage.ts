import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  balanceFigure,
  degreeLine,
  formatMoney,
  sessionChargeLabel,
  STATEMENT_SERVICE,
  type StatementPeriod,
} from '../contract/index.js';
import type { Statement } from './statementReader.js';
import { escapeHtml } from './signInLinkSender.js';

/*
 * A statement as a printable page: plain HTML with one inline stylesheet and no script, laid out to fit one sheet
 * for an ordinary month when the browser prints it or saves it as PDF. Every value from a person is escaped.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.45;font-size:15px}
main{max-width:48rem;margin:2rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.6rem;margin:0}
h2{font-size:1rem;margin:0 0 .4rem;padding-bottom:.2rem;border-bottom:1px solid #cbd5e1}
p{margin:0}
.top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;margin-bottom:1.25rem}
.practice .name{font-weight:700;font-size:1.1rem}
.doc{text-align:right}
.muted{color:#475569}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:1.5rem;margin-bottom:1.25rem}
.label{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:#475569;margin-bottom:.15rem}
section{margin-bottom:1.1rem}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:.3rem .4rem;border-bottom:1px solid #e2e8f0;vertical-align:top}
th{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:#475569;font-weight:600}
table{table-layout:fixed}
th:first-child,td:first-child{width:8.5rem}
.amount{width:8rem;text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.date{white-space:nowrap}
tfoot td{font-weight:600;border-bottom:0}
.note{display:block;font-size:.9em;color:#475569}
.summary{margin:0 0 0 auto;max-width:26rem}
.summary div{display:flex;justify-content:space-between;gap:1rem;padding:.25rem 0}
.summary dt,.summary dd{margin:0}
.summary dd{font-variant-numeric:tabular-nums}
.summary .end{border-top:2px solid #0f172a;margin-top:.25rem;padding-top:.4rem;font-weight:700;font-size:1.05rem}
.hint{margin-top:1.5rem;font-size:.85rem;color:#475569}
.way{margin-top:1rem}
.way a{display:inline-block;padding:.75rem 0;color:#1d4ed8}
@media (max-width:639px){main{margin:0;border:0;border-radius:0;padding:1rem}.parties{grid-template-columns:1fr}.doc{text-align:left}table{table-layout:auto}th:first-child,td:first-child,.amount{width:auto}th,td{padding:.3rem .25rem}}
@page{margin:12mm}
@media print{
body{background:#fff;font-size:9.5pt;line-height:1.3}
main{max-width:none;margin:0;padding:0;border:0;border-radius:0}
.top,.parties{margin-bottom:.7rem}
section{margin-bottom:.6rem}
h2{margin-bottom:.2rem}
th,td{padding:.12rem .3rem}
.note{display:inline;margin-left:.5em}
.summary div{padding:.08rem 0}
.hint{display:none}
tr,.summary{break-inside:avoid}
a{color:inherit;text-decoration:none}
}
`;

/**
 * The page's content security policy: nothing may load or run but its own stylesheet, named by its hash. A
 * printed statement needs no script, image, font or form.
 */
export const STATEMENT_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** A calendar day as the statement shows it: "Mar 4, 2025". */
function day(value: string): string {
  return DateTime.fromISO(value, { zone: 'UTC', locale: 'en-US' }).toFormat('LLL d, yyyy');
}

/** A statement's period as its page and its e-mail say it: "Mar 1, 2025 – Mar 31, 2025". */
export function periodText(period: StatementPeriod): string {
  return `${day(period.from)} – ${day(period.to)}`;
}

const text = escapeHtml;

/** A table with a total line, or a plain line when it has no rows. */
function table(
  headings: [string, string, string],
  rows: string[],
  empty: string,
  totalLabel: string,
  sum: number,
): string {
  if (rows.length === 0) return `<p class="muted">${text(empty)}</p>`;
  return `<table>
<thead><tr><th scope="col">${headings[0]}</th><th scope="col">${headings[1]}</th><th scope="col" class="amount">${headings[2]}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
<tfoot><tr><td></td><td>${text(totalLabel)}</td><td class="amount">${formatMoney(sum)}</td></tr></tfoot>
</table>`;
}

function row(date: string, what: string, amount: string): string {
  return `<tr><td class="date">${date}</td><td>${what}</td><td class="amount">${amount}</td></tr>`;
}

/** The plain label of a session held: only a session that reads otherwise (a no-show) says why it was charged. */
const PLAIN_SESSION = sessionChargeLabel('attended');

function sessionRows(statement: Statement): string[] {
  return statement.sessions.map((session) =>
    row(
      day(session.day),
      `${text(STATEMENT_SERVICE)}${session.label === PLAIN_SESSION ? '' : `<span class="note">${text(session.label)}</span>`}`,
      session.amount === null ? 'From package' : formatMoney(session.amount),
    ),
  );
}

function packageRows(statement: Statement): string[] {
  return statement.packages.map((sold) =>
    row(
      day(sold.day),
      `${text(sold.name)}<span class="note">${sold.sessions} session${sold.sessions === 1 ? '' : 's'}</span>`,
      formatMoney(sold.amount),
    ),
  );
}

function paymentRows(statement: Statement): string[] {
  return statement.payments.map((payment) =>
    row(
      day(payment.day),
      `${text(payment.method)}${payment.note ? `<span class="note">${text(payment.note)}</span>` : ''}`,
      formatMoney(payment.amount),
    ),
  );
}

/** A balance as a line of the summary: what was owed (or paid ahead) on a day. */
function balanceLine(balance: number, when: string, className = ''): string {
  const figure = balanceFigure(balance);
  return `<div${className ? ` class="${className}"` : ''}><dt>${figure.label}, ${text(when)}</dt><dd>${figure.amount}</dd></div>`;
}

/** The practice's name, address, phone and e-mail; the coach's name, degrees and licence. */
function practiceParts(statement: Statement): { practice: string; coach: string } {
  const { practice } = statement;
  const contact = [practice.phone, practice.coachEmail].filter(Boolean).map(text).join(' · ');
  return {
    practice: [
      `<p class="name">${text(practice.businessName)}</p>`,
      practice.address ? `<p>${text(practice.address)}</p>` : '',
      contact ? `<p>${contact}</p>` : '',
    ].join(''),
    coach: [
      `<p>${text(practice.coachName)}</p>`,
      ...practice.degrees.map((degree) => `<p class="muted">${text(degreeLine(degree))}</p>`),
      practice.licence ? `<p class="muted">${text(practice.licence)}</p>` : '',
    ].join(''),
  };
}

/** The statement as a whole HTML page. */
export function renderStatementPage(statement: Statement): string {
  const { period } = statement;
  const parts = practiceParts(statement);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Statement for ${text(statement.studentName)}, ${period.from} to ${period.to}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header class="top">
<div class="practice">${parts.practice}</div>
<div class="doc"><h1>Statement</h1><p>${periodText(period)}</p><p class="muted">Prepared ${day(statement.preparedOn)}</p></div>
</header>
<div class="parties">
<div><p class="label">Client</p><p data-client>${text(statement.studentName)}</p></div>
<div><p class="label">Coach</p>${parts.coach}</div>
</div>
<section aria-labelledby="sessions"><h2 id="sessions">Sessions</h2>
${table(['Date', 'Service', 'Amount'], sessionRows(statement), 'No sessions in this period.', 'Sessions charged', statement.sessionsCharged)}
</section>
<section aria-labelledby="packages"><h2 id="packages">Packages</h2>
${table(['Date', 'Package', 'Amount'], packageRows(statement), 'No packages sold in this period.', 'Packages sold', statement.packagesSold)}
</section>
<section aria-labelledby="payments"><h2 id="payments">Payments</h2>
${table(['Date', 'Method', 'Amount'], paymentRows(statement), 'No payments received in this period.', 'Payments received', statement.paid)}
</section>
<section aria-labelledby="summary"><h2 id="summary">Summary</h2>
<dl class="summary">
${balanceLine(statement.openingBalance, `start of ${day(period.from)}`)}
<div><dt>Charges in this period</dt><dd>${formatMoney(statement.charged)}</dd></div>
<div><dt>Payments in this period</dt><dd>${formatMoney(-statement.paid)}</dd></div>
${balanceLine(statement.closingBalance, `end of ${day(period.to)}`, 'end')}
</dl>
</section>
<p class="hint">To keep a copy, print this page or choose “Save as PDF” in your browser’s print dialog.</p>
</main>
</body>
</html>
`;
}

/**
 * The page a statement link opens when the statement cannot be shown (the account no longer shared, the link meant
 * for someone else): why, in the API's words, and the way into the app, under the statement's own stylesheet.
 */
export function renderStatementRefusal(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Statement not available</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>This statement cannot be shown</h1>
<p data-refusal>${text(message)}</p>
<p class="way"><a href="/">Open the app</a></p>
</main>
</body>
</html>
`;
}
