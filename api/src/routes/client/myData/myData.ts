import type { MyDataExport } from '../../../contract/index.js';
import { exportStudent } from '../../../commands/studentExporter.js';
import type { AppContext } from '../../../http/context.js';
import { notFound } from '../../../http/errors.js';
import { sendExport } from '../../../http/exportReply.js';
import { ClientProfile } from '../../../models/index.js';

/**
 * GET /api/my-data: everything held about the signed-in student, through the student's presenters: no
 * coach's notes, no triage of the family's requests, no staff member's address or network address.
 */
export async function exportMyData(ctx: AppContext): Promise<MyDataExport> {
  const profile = await ClientProfile.findById(ctx.state.profile!._id).lean();
  if (!profile) throw notFound('Profile not found');
  return sendExport(ctx, await exportStudent(profile, { reader: 'student' }));
}
