import { consultationGradeLabel, NO_PREFERENCES, NOT_PROVIDED, preferredTimeLabels } from '../contract/index.js';
import { notificationEmailConfigured, type AppConfig } from '../config.js';
import type { ConsultationRequestRecord } from '../models/index.js';
import { newRequestEvent } from '../presenters/consultationRequest.js';
import type { Services } from '../services/index.js';
import { errorFields } from '../services/logger.js';

/** The alert e-mail to NOTIFICATION_EMAIL: everything the admin needs to call back. */
function alertText(request: ConsultationRequestRecord, config: AppConfig): string {
  const times = preferredTimeLabels(request);
  return [
    `A new free-consultation request arrived.`,
    ``,
    `Student: ${request.studentFirstName} ${request.studentLastName}`,
    `Grade level: ${consultationGradeLabel(request.gradeLevel)}`,
    `Parent/guardian: ${request.parentName || NOT_PROVIDED}`,
    `Phone: ${request.phone}`,
    `Email: ${request.email}`,
    `Preferred times: ${times.length ? times.join(', ') : NO_PREFERENCES}`,
    `Challenges/goals: ${request.challenges || '(none given)'}`,
    ``,
    `See all requests: ${config.publicUrl}/admin`,
  ].join('\n');
}

/** What happened on each channel. */
export interface AnnounceOutcome {
  push: 'sent' | 'failed';
  email: 'sent' | 'off' | 'failed';
}

/**
 * Announces a saved consultation request once, from the process that saved it: web push to each
 * admin subscription, and an e-mail to NOTIFICATION_EMAIL when configured. (Live streams hear of it
 * on every process from the store's change stream: see services/liveFeed.ts.)
 * Each channel fails on its own: the failure is logged and the other still runs.
 */
export async function announceRequest(
  request: ConsultationRequestRecord,
  config: AppConfig,
  services: Pick<Services, 'push' | 'mailer' | 'logger'>,
): Promise<AnnounceOutcome> {
  const event = newRequestEvent(request);
  const outcome: AnnounceOutcome = { push: 'sent', email: 'off' };

  const push = services.push.sendToStaff(event).catch((error: unknown) => {
    outcome.push = 'failed';
    services.logger.error('push notification failed', { requestId: request._id, ...errorFields(error) });
  });

  const mail = notificationEmailConfigured(config)
    ? services.mailer
        .send({
          to: config.email.notificationEmail!,
          subject: `New Consultation Request: ${event.studentName} (${consultationGradeLabel(request.gradeLevel)})`,
          text: alertText(request, config),
          alert: true,
        })
        .then(() => {
          outcome.email = 'sent';
        })
        .catch((error: unknown) => {
          outcome.email = 'failed';
          services.logger.error('notification e-mail failed', { requestId: request._id, ...errorFields(error) });
        })
    : Promise.resolve();

  await Promise.all([push, mail]);
  return outcome;
}
