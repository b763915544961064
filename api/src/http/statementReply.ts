import { renderStatementPage, renderStatementRefusal, STATEMENT_PAGE_POLICY } from '../commands/statementPage.js';
import type { Statement } from '../commands/statementReader.js';
import type { AppContext } from './context.js';
import type { RefusalPage } from './route.js';

/** Replies with a page under the statement's own strict policy (no script, no loads). */
function sendPage(ctx: AppContext, html: string): void {
  ctx.set('Content-Security-Policy', STATEMENT_PAGE_POLICY);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = html;
}

/** Replies with a statement as its printable page. */
export function sendStatementPage(ctx: AppContext, statement: Statement): void {
  sendPage(ctx, renderStatementPage(statement));
}

/** Answers a refused statement link with a page saying why, under the refusal's status. */
export const sendStatementRefusal: RefusalPage = (ctx, { status, message }) => {
  sendPage(ctx, renderStatementRefusal(message));
  ctx.status = status;
};
