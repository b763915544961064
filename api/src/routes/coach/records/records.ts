import { API_PATHS, type AccessLogEntry, type AccessLogQuery, type StudentExport } from '../../../contract/index.js';
import { readAccessLogPage } from '../../../commands/accessLogList.js';
import { parseCursor } from '../../../commands/consultationCursor.js';
import { deleteStudent } from '../../../commands/studentDeleter.js';
import { exportStudent } from '../../../commands/studentExporter.js';
import type { AppContext } from '../../../http/context.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { sendExport } from '../../../http/exportReply.js';
import type { RouteInput } from '../../../http/route.js';
import { ClientProfile } from '../../../models/index.js';

const CLIENT_NOT_FOUND = 'Client not found';

/** GET /api/coach/client/{id}/export: everything held about a student, the coach's notes included. */
export async function exportClient(
  ctx: AppContext,
  { params }: RouteInput<undefined, { id: string }, undefined>,
): Promise<StudentExport> {
  const profile = await ClientProfile.findById(params.id).lean();
  if (!profile) throw notFound(CLIENT_NOT_FOUND);
  return sendExport(ctx, await exportStudent(profile, { reader: 'coach' }));
}

/** DELETE /api/coach/client/{id}: removes the student and everything held about them. */
export async function deleteClient(
  _ctx: AppContext,
  { params }: RouteInput<undefined, { id: string }, undefined>,
): Promise<{ message: string }> {
  if (!(await deleteStudent(params.id))) throw notFound(CLIENT_NOT_FOUND);
  return { message: 'Client deleted' };
}

/**
 * GET /api/coach/access-log?clientId=&before=&limit=: one page of the access log, newest first.
 * When older entries exist, a `Link: <...>; rel="next"` header names the next page.
 */
export async function listAccessLog(ctx: AppContext, { query }: { query: AccessLogQuery }): Promise<AccessLogEntry[]> {
  const before = query.before === undefined ? undefined : parseCursor(query.before);
  if (before === null) {
    throw badRequest('before: Invalid page cursor', { errors: [{ field: 'before', message: 'Invalid page cursor' }] });
  }
  const page = await readAccessLogPage({ clientId: query.clientId, limit: query.limit, before });
  ctx.set('Cache-Control', 'no-store');
  if (page.next) {
    const client = query.clientId ? `clientId=${query.clientId}&` : '';
    ctx.set('Link', `<${API_PATHS.accessLog}?${client}before=${page.next}&limit=${query.limit}>; rel="next"`);
  }
  return page.entries;
}
