import { PassThrough } from 'node:stream';
import {
  API_PATHS,
  HONEYPOT_FIELD,
  type ConsultationListQuery,
  type ConsultationRequest as ConsultationRequestReply,
  type ConsultationRequestPayload,
  type RequestStatusPayload,
} from '../../contract/index.js';
import { announceRequest } from '../../commands/requestAnnouncer.js';
import { claimSubmission, releaseSubmission, submissionFingerprint } from '../../commands/submissionDeduplicator.js';
import { inviteClient } from '../../commands/clientInviter.js';
import { exportConsultationRequests, exportFileName } from '../../commands/consultationExporter.js';
import { parseCursor } from '../../commands/consultationCursor.js';
import { listPage } from '../../commands/consultationList.js';
import type { AccessEvent } from '../../http/accessLog.js';
import { actorOf } from '../../http/actor.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, notFound } from '../../http/errors.js';
import { ConsultationRequest, type ConsultationRequestRecord } from '../../models/index.js';
import { presentConsultationRequest } from '../../presenters/consultationRequest.js';
import { errorFields, isClientGone } from '../../services/logger.js';

/** The reply to every accepted submission (a bot caught by the honeypot gets the same). */
export const SUBMITTED_REPLY = { message: 'Consultation request received' } as const;

/** The reply (200, nothing stored) to the same request sent again from the same address within 10 minutes. */
export const ALREADY_RECEIVED_REPLY = { message: 'Consultation request already received' } as const;

/**
 * POST /api/consultation-request: saved first, then announced in the background (live stream,
 * push, e-mail), so a failing channel never fails the submission. A filled honeypot field marks
 * a bot: it gets the same reply and nothing is stored or announced. The same request again from
 * the same address within 10 minutes (a double tap, a resend after a lost reply) is answered 200
 * as already received, and neither stored nor announced again.
 */
export async function submitRequest(ctx: AppContext, body: ConsultationRequestPayload) {
  ctx.status = 201;
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = body;
  if (honeypot && honeypot.trim() !== '') {
    ctx.services.logger.info('consultation request dropped by honeypot', { ip: ctx.ip });
    return SUBMITTED_REPLY;
  }
  const fingerprint = submissionFingerprint(ctx.ip, fields);
  if (!(await claimSubmission(fingerprint))) {
    ctx.status = 200;
    return ALREADY_RECEIVED_REPLY;
  }
  let saved;
  try {
    saved = await ConsultationRequest.create(fields);
  } catch (error) {
    await releaseSubmission(fingerprint);
    throw error;
  }
  const record = saved.toObject() as ConsultationRequestRecord;
  ctx.services.background.run('announce consultation request', () => announceRequest(record, ctx.config, ctx.services));
  return SUBMITTED_REPLY;
}

/**
 * GET /api/consultation-requests?limit=&before=: one page of the list, newest first (a missing createdAt
 * counting as oldest, ties by id). When older requests exist, a `Link: <...>; rel="next"` header names
 * the next page.
 */
export async function listRequests(ctx: AppContext, query: ConsultationListQuery) {
  const before = query.before === undefined ? undefined : parseCursor(query.before);
  if (before === null) {
    throw badRequest('before: Invalid page cursor', { errors: [{ field: 'before', message: 'Invalid page cursor' }] });
  }
  const page = await listPage(query.limit, before, query.status);
  ctx.set('Cache-Control', 'no-store');
  if (page.next) {
    const status = query.status ? `&status=${query.status.join(',')}` : '';
    ctx.set('Link', `<${API_PATHS.consultationRequests}?before=${page.next}&limit=${query.limit}${status}>; rel="next"`);
  }
  return page.requests;
}

/** PUT /api/consultation-request/{id}: sets the request's triage status and note; replies with the request. */
export async function updateRequestStatus(_ctx: AppContext, id: string, body: RequestStatusPayload) {
  const updated = await ConsultationRequest.findByIdAndUpdate(
    id,
    { $set: { status: body.status, note: body.note } },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!updated) throw notFound('Consultation request not found');
  return presentConsultationRequest(updated as ConsultationRequestRecord);
}

/** DELETE /api/consultation-request/{id}. */
export async function deleteRequest(ctx: AppContext, id: string) {
  const deleted = await ConsultationRequest.findByIdAndDelete(id).lean();
  if (!deleted) throw notFound('Consultation request not found');
  ctx.state.deletedFor = deleted.clientId ?? null;
  return { message: 'Consultation request deleted' };
}

/**
 * The access-log lines of triage and deletion: the request, and the student who joined by it (such a request is
 * among their records, so the line is found under them).
 */
export const auditRequestChange = {
  update: (_ctx: AppContext, { params }: { params: { id: string } }, reply: unknown): AccessEvent => ({
    action: 'consultation.update',
    requestId: params.id,
    clientId: (reply as ConsultationRequestReply).clientId ?? null,
  }),
  delete: (ctx: AppContext, { params }: { params: { id: string } }): AccessEvent => ({
    action: 'consultation.delete',
    requestId: params.id,
    clientId: ctx.state.deletedFor ?? null,
  }),
};

/** POST /api/consultation-request/{id}/invite: the coach invites the family as a client; the reply is the request. */
export async function inviteRequest(ctx: AppContext, id: string, email: string | undefined) {
  const invited = await inviteClient(id, email, actorOf(ctx).userId, ctx.config, ctx.services);
  return presentConsultationRequest(invited);
}

/** The access-log line of an invitation: the request, and the address it approved. */
export async function auditInvitation(_ctx: AppContext, { params }: { params: { id: string } }): Promise<AccessEvent> {
  const request = await ConsultationRequest.findById(params.id, { invitedEmail: 1 }).lean();
  return { action: 'consultation.invite', requestId: params.id, subject: request?.invitedEmail ?? null };
}

/**
 * The export's access-log entries: one for the export, and one under each student whose joined request it holds
 * (such a request is among their records).
 */
export async function auditExport(): Promise<AccessEvent[]> {
  const joined = await ConsultationRequest.find({ clientId: { $ne: null } }, { clientId: 1 }).lean();
  const students = new Set(joined.map((request) => request.clientId!));
  return [
    { action: 'consultation.export' },
    ...[...students].map((clientId) => ({ action: 'consultation.export' as const, clientId })),
  ];
}

/** GET /api/consultation-requests/export?tz=: the .xlsx, streamed, dates in the caller's zone. */
export function exportRequests(ctx: AppContext, timeZone: string) {
  const output = new PassThrough();
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${exportFileName(new Date(), timeZone)}"`);
  ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  ctx.body = output;
  exportConsultationRequests(output, timeZone).catch((error: unknown) => {
    // A caller hanging up mid-download is no fault of the export.
    if (!isClientGone(error)) ctx.services.logger.error('export failed', errorFields(error));
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}
