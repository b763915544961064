import type { ApprovedEmail } from '../../../contract/index.js';
import { addApprovedEmail } from '../../../commands/approvedEmailAdder.js';
import { removeApprovedEmail as withdrawApproval } from '../../../commands/approvedEmailRemover.js';
import { actorOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { ApprovedEmail as ApprovedEmailModel } from '../../../models/index.js';
import { presentApprovedEmail } from '../../../presenters/approvedEmail.js';

/** GET /api/coach/approved-emails: every approved address, newest first. */
export async function listApprovedEmails(): Promise<ApprovedEmail[]> {
  const records = await ApprovedEmailModel.find().sort({ createdAt: -1 }).lean();
  return records.map(presentApprovedEmail);
}

/** POST /api/coach/approved-emails: approves an address for sign-in (201; 409 if already approved). */
export async function approveEmail(ctx: AppContext, { body }: RouteInput<{ email: string }, undefined, undefined>) {
  const record = await addApprovedEmail(body.email, actorOf(ctx).userId);
  ctx.status = 201;
  return presentApprovedEmail(record);
}

/**
 * DELETE /api/coach/approved-emails/{email}: withdraws an address and ends its user's sessions at once.
 * Returns the removed entry.
 */
export async function removeApprovedEmail(
  ctx: AppContext,
  { params }: RouteInput<undefined, { email: string }, undefined>,
): Promise<ApprovedEmail> {
  return presentApprovedEmail(await withdrawApproval(params.email, ctx.config.coachEmails));
}
