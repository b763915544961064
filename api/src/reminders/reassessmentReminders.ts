import type { AppConfig } from '../config.js';
import {
  REASSESSMENT_REMINDER,
  REASSESSMENT_REMINDER_EVENT,
  REMINDERS_PATH,
  DAY_MS,
  type ReminderPush,
  calendarDayKey,
} from '../contract/index.js';
import { escapeHtml } from '../commands/signInLinkSender.js';
import { Plan } from '../models/index.js';
import type { Mailer, PushSender } from '../services/index.js';
import { reminderRecipients } from './recipients.js';
import { startOfPracticeDay } from '../domain/practiceDays.js';
import type { DueReminder, ReminderKind } from './sweep.js';

/** A date that passed longer ago than this gets no reminder (say, when reminders are first turned on). */
export const REMINDER_WINDOW_MS = 7 * DAY_MS;

/** A plan's goal as a reminder names it: the first 60 characters. */
function shortGoal(goal: string): string {
  const text = goal.trim();
  return text.length > 60 ? `${text.slice(0, 60)}...` : text;
}

interface DuePlan {
  _id: string;
  clientId: string;
  selectedGoal: string;
  reassessmentDate?: Date | null;
  reassessments?: ReadonlyArray<{ createdAt?: Date | null }> | null;
}

/**
 * The plans whose reassessment date has begun on the practice's clock within the window, and that were
 * not reassessed since: a reassessment that names a new date moves the plan to that date.
 */
async function duePlans(now: Date, timeZone: string): Promise<Array<{ plan: DuePlan; date: string }>> {
  const plans = await Plan.find(
    {
      reassessmentDate: {
        $gte: new Date(now.getTime() - REMINDER_WINDOW_MS - DAY_MS),
        $lte: new Date(now.getTime() + DAY_MS),
      },
    },
    { clientId: 1, selectedGoal: 1, reassessmentDate: 1, 'reassessments.createdAt': 1 },
  ).lean<DuePlan[]>();
  return plans.flatMap((plan) => {
    const date = calendarDayKey(plan.reassessmentDate!);
    const dueAt = startOfPracticeDay(date, timeZone).getTime();
    const last = plan.reassessments?.at(-1)?.createdAt?.getTime() ?? 0;
    const due = dueAt <= now.getTime() && now.getTime() - dueAt < REMINDER_WINDOW_MS && last < dueAt;
    return due ? [{ plan, date }] : [];
  });
}

/**
 * Reminds a student, once per plan and date, that the plan is due for reassessment: by e-mail unless they
 * turned that off, and by web push on each device where they turned push on. Students without a way to be
 * reached, and deactivated ones, are left out.
 */
export function reassessmentReminders(
  config: AppConfig,
  services: { mailer: Mailer; push: Pick<PushSender, 'sendToStudent'> },
): ReminderKind {
  return {
    name: 'reassessment',
    quietHours: true,
    keepClaimsMs: REMINDER_WINDOW_MS + 7 * DAY_MS,
    async due(now) {
      const plans = await duePlans(now, config.practiceTimeZone);
      if (plans.length === 0) return [];
      const recipients = await reminderRecipients(
        plans.map(({ plan }) => plan.clientId),
        config,
        services.mailer.enabled,
      );
      return plans.flatMap(({ plan, date }): DueReminder[] => {
        const user = recipients.get(plan.clientId);
        if (!user) return [];
        const { byEmail, byPush } = user;
        const path = `/reassess-plan/${encodeURIComponent(plan._id)}`;
        const link = `${config.publicUrl}${path}`;
        const body = REASSESSMENT_REMINDER.body(shortGoal(plan.selectedGoal));
        return [
          {
            key: `${plan._id}:${date}`,
            userId: user.userId,
            timeZone: user.timeZone,
            async send(once) {
              const push: ReminderPush = {
                type: REASSESSMENT_REMINDER_EVENT,
                title: REASSESSMENT_REMINDER.title,
                body,
                url: path,
                tag: `reassess-${plan._id}`,
              };
              // Push first, once: it cannot fail the reminder (a dead device is dropped); e-mail can, and is retried.
              if (byPush) await once('push', () => services.push.sendToStudent(user.userId, push));
              if (byEmail) {
                const settings = `${config.publicUrl}${REMINDERS_PATH}`;
                await services.mailer.send({
                  to: user.email,
                  subject: REASSESSMENT_REMINDER.title,
                  text: [body, '', `Reassess your plan: ${link}`, '', `Change your reminders: ${settings}`].join('\n'),
                  html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">Reassess your plan</a></p>
<p><a href="${escapeHtml(settings)}">Change your reminders</a></p>`,
                });
              }
            },
          },
        ];
      });
    },
  };
}
