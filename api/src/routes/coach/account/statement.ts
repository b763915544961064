import type { StatementPeriod, StatementSent } from '../../../contract/index.js';
import { findStatementStudent, readStatement } from '../../../commands/statementReader.js';
import { sendStatement } from '../../../commands/statementSender.js';
import { practiceClockOf } from '../../../http/clock.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { sendStatementPage } from '../../../http/statementReply.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { clientProfilePolicy } from '../../../policies/clientProfile.js';

type Id = { id: string };

/** A client the caller may read, as a statement reads them (404 otherwise). */
async function statementStudentOf(ctx: AppContext, id: string) {
  const actor = actorOf(ctx);
  return authorizeRecord(
    await findStatementStudent(id),
    (found) => clientProfilePolicy.read(actor, found),
    'Client not found',
  );
}

/** GET /api/coach/client/{id}/statement?from=&to=: the client's statement of the period, as a printable page. */
export async function getClientStatement(
  ctx: AppContext,
  { params, query }: RouteInput<undefined, Id, StatementPeriod>,
): Promise<void> {
  const student = await statementStudentOf(ctx, params.id);
  sendStatementPage(ctx, await readStatement(student, query, ctx.config.site, ctx.config.practiceTimeZone));
}

/** POST /api/coach/client/{id}/statement/send: e-mails the statement of the period to the client and their family. */
export async function postClientStatementSend(
  ctx: AppContext,
  { params, body }: RouteInput<StatementPeriod, Id, undefined>,
): Promise<StatementSent> {
  const student = await statementStudentOf(ctx, params.id);
  const clock = practiceClockOf(ctx);
  return { sentTo: await sendStatement(student, body, clock, ctx.config, ctx.services) };
}
