import { PassThrough, Readable } from 'node:stream';
import { HONEYPOT_FIELD, type ConsultationRequestPayload } from '../../contract/index.js';
import { announceRequest } from '../../commands/requestAnnouncer.js';
import { exportConsultationRequests, exportFileName } from '../../commands/consultationExporter.js';
import {
  cachedConsultationList,
  consultationListChunks,
  forgetConsultationList,
} from '../../commands/consultationList.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { ConsultationRequest, type ConsultationRequestRecord } from '../../models/index.js';
import { sendReusedBody } from '../../services/compressedBody.js';
import { errorFields, isClientGone } from '../../services/logger.js';

/** The reply to every accepted submission (a bot caught by the honeypot gets the same). */
export const SUBMITTED_REPLY = { message: 'Consultation request received' } as const;

/**
 * POST /api/consultation-request: saved first, then announced in the background (live stream,
 * push, e-mail), so a failing channel never fails the submission. A filled honeypot field marks
 * a bot: it gets the same reply and nothing is stored or announced.
 */
export async function submitRequest(ctx: AppContext, body: ConsultationRequestPayload) {
  ctx.status = 201;
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = body;
  if (honeypot && honeypot.trim() !== '') {
    ctx.services.logger.info('consultation request dropped by honeypot', { ip: ctx.ip });
    return SUBMITTED_REPLY;
  }
  const saved = await ConsultationRequest.create(fields);
  forgetConsultationList();
  const record = saved.toObject() as ConsultationRequestRecord;
  ctx.services.background.run('announce consultation request', () => announceRequest(record, ctx.config, ctx.services));
  return SUBMITTED_REPLY;
}

/**
 * GET /api/consultation-requests: newest first, a missing createdAt counting as oldest. Served from
 * a short-lived copy when the list is of ordinary size; a very large list is streamed from a cursor
 * so it never sits whole in memory.
 */
export async function listRequests(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/json; charset=utf-8';
  const body = await cachedConsultationList();
  if (body) return sendReusedBody(ctx, body);
  const stream = Readable.from(consultationListChunks());
  stream.on('error', (error) => {
    if (!isClientGone(error)) ctx.services.logger.error('listing requests failed', errorFields(error));
  });
  ctx.body = stream;
}

/** DELETE /api/consultation-request/{id}. */
export async function deleteRequest(_ctx: AppContext, id: string) {
  const deleted = await ConsultationRequest.findByIdAndDelete(id).lean();
  if (!deleted) throw notFound('Consultation request not found');
  forgetConsultationList();
  return { message: 'Consultation request deleted' };
}

/** GET /api/consultation-requests/export?tz=: the .xlsx, streamed, dates in the caller's zone. */
export function exportRequests(ctx: AppContext, timeZone: string) {
  const output = new PassThrough();
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Content-Disposition', `attachment; filename="${exportFileName(new Date(), timeZone)}"`);
  ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  ctx.body = output;
  exportConsultationRequests(output, timeZone).catch((error: unknown) => {
    ctx.services.logger.error('export failed', errorFields(error));
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}
