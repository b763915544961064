import { renderStatementPage, STATEMENT_PAGE_POLICY } from '../commands/statementPage.js';
import type { Statement } from '../commands/statementReader.js';
import type { AppContext } from './context.js';

/** Replies with a statement as its printable page, under the page's own strict policy (no script, no loads). */
export function sendStatementPage(ctx: AppContext, statement: Statement): void {
  ctx.set('Content-Security-Policy', STATEMENT_PAGE_POLICY);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = renderStatementPage(statement);
}
