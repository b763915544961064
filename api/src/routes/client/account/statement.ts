import { STATEMENT_MESSAGES, type MyStatementQuery } from '../../../contract/index.js';
import { findStatementStudent, readStatement } from '../../../commands/statementReader.js';
import { practiceClockOf } from '../../../http/clock.js';
import type { AccessEvent } from '../../../http/accessLog.js';
import { actorOf, profileIdOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import { badRequest } from '../../../http/errors.js';
import { guardianOf } from '../../../http/guardian.js';
import type { RouteInput } from '../../../http/route.js';
import { sendStatementPage } from '../../../http/statementReply.js';
import { authorizeRecord } from '../../../policies/authorizeRecord.js';
import { clientProfilePolicy } from '../../../policies/clientProfile.js';
import { authorizeSharedAccount } from '../../../policies/sharedAccount.js';

const isGuardian = (ctx: AppContext) => ctx.state.user?.role === 'guardian';

/**
 * The student whose statement is asked for: a guardian names one who shares their account with them; a student
 * reads their own (naming another is the same 404 as a missing one).
 */
async function statementStudentOf(ctx: AppContext, named: string | undefined) {
  if (!isGuardian(ctx)) {
    const actor = actorOf(ctx);
    const own = await findStatementStudent(named ?? profileIdOf(ctx));
    return authorizeRecord(own, (found) => clientProfilePolicy.read(actor, found), STATEMENT_MESSAGES.studentNotFound);
  }
  if (!named) throw badRequest(`student: ${STATEMENT_MESSAGES.student}`);
  const [guardian, student] = await Promise.all([guardianOf(ctx), findStatementStudent(named)]);
  await authorizeSharedAccount(guardian._id, student, practiceClockOf(ctx));
  return student!;
}

/** GET /api/my-account/statement?from=&to=(&student=): the account of a period as a printable page. */
export async function getMyStatement(
  ctx: AppContext,
  { query }: RouteInput<undefined, undefined, MyStatementQuery>,
): Promise<void> {
  const student = await statementStudentOf(ctx, query.student);
  const period = { from: query.from, to: query.to };
  sendStatementPage(ctx, await readStatement(student, period, ctx.config.site, ctx.config.practiceTimeZone));
}

/** A guardian's reading is logged as their reading of the student's shared account; the student's own is not. */
export function auditMyStatement(ctx: AppContext, { query }: { query: MyStatementQuery }): AccessEvent | null {
  return isGuardian(ctx) ? { action: 'family.view', clientId: query.student!, sections: ['account'] } : null;
}
