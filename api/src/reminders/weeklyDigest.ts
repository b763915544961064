import { DateTime } from 'luxon';
import type { AppConfig } from '../config.js';
import { consultationGradeLabel, DAY_MS, type AttentionItem } from '../contract/index.js';
import { findStudentsNeedingAttention } from '../commands/attentionFinder.js';
import { findStudentsWithBriefsDue } from '../commands/briefsDue.js';
import { readPracticeProfile } from '../commands/practiceProfile.js';
import { ConsultationRequest } from '../models/index.js';
import type { Mailer } from '../services/index.js';
import type { ReminderKind } from './sweep.js';

function attentionLine(item: AttentionItem, day: (date: Date) => string): string {
  const reasons = [
    item.overdueReassessment && `reassessment overdue by ${item.overdueReassessment.daysOverdue} days`,
    item.inactiveSince && `nothing saved or done since ${day(new Date(item.inactiveSince))}`,
    item.noCheckInSince && `no check-in since ${DateTime.fromISO(item.noCheckInSince).toFormat('ccc d LLL')}`,
    item.attainmentBelowExpected && 'goal attainment scored below expected twice in a row',
  ].filter(Boolean);
  return `- ${item.studentName}: ${reasons.join('; ')}`;
}

function section(title: string, lines: string[], none: string, count = lines.length): string[] {
  return [`${title} (${count})`, ...(lines.length ? lines : [none]), ''];
}

/**
 * The week a digest covers: the seven days up to its scheduled time (`weekEnd`, on the practice's clock), whenever
 * the sweep sends it, so each request is in exactly one digest, across a change of daylight saving time too.
 */
function weekBefore(weekEnd: Date, zone: string): { $gte: Date; $lt: Date } {
  return { $gte: DateTime.fromJSDate(weekEnd, { zone }).minus({ weeks: 1 }).toJSDate(), $lt: weekEnd };
}

/**
 * The digest's text: the week's new consultation requests (the week up to `weekEnd`), invitations not yet accepted,
 * the "Needs attention" list (its first students, as the dashboard shows them, and how many more), and the students
 * whose family's brief is due. Names, grades and dates only: nothing a family or student wrote.
 */
export async function digestText(config: AppConfig, now: Date, weekEnd = now): Promise<string> {
  const zone = config.practiceTimeZone;
  const day = (date: Date) => DateTime.fromJSDate(date, { zone }).toFormat('ccc d LLL');
  const [requests, invitations, attention, briefsDue] = await Promise.all([
    ConsultationRequest.find(
      { createdAt: weekBefore(weekEnd, zone) },
      { studentFirstName: 1, studentLastName: 1, gradeLevel: 1, createdAt: 1 },
    )
      .sort({ createdAt: -1 })
      .lean(),
    ConsultationRequest.find({ invitedAt: { $ne: null }, joinedAt: null }, { invitedEmail: 1, invitedAt: 1 })
      .sort({ invitedAt: -1 })
      .lean(),
    findStudentsNeedingAttention(now, zone),
    findStudentsWithBriefsDue(now),
  ]);
  const practice = await readPracticeProfile(config.site);
  return [
    `Your week at ${practice.businessName}, ${DateTime.fromJSDate(now, { zone }).toFormat('cccc d LLLL yyyy')}`,
    '',
    ...section(
      'New consultation requests',
      requests.map(
        (request) =>
          `- ${request.studentFirstName} ${request.studentLastName} (${consultationGradeLabel(request.gradeLevel)}), ${day(request.createdAt!)}`,
      ),
      'None this week.',
    ),
    ...section(
      'Invitations not yet accepted',
      invitations.map((request) => `- ${request.invitedEmail}, invited ${day(request.invitedAt!)}`),
      'None.',
    ),
    ...section(
      'Needs attention',
      [
        ...attention.items.map((item) => attentionLine(item, day)),
        ...(attention.total > attention.items.length
          ? [`- and ${attention.total - attention.items.length} more on your dashboard`]
          : []),
      ],
      'Everyone is on track.',
      attention.total,
    ),
    ...section(
      'Briefs due',
      briefsDue.map((name) => `- ${name}: no brief sent to the family in 7 days`),
      'None.',
    ),
    `Open your dashboard: ${config.publicUrl}/coach-dashboard`,
  ].join('\n');
}

/**
 * The coach's weekly digest, once per configured weekday from 08:00 practice time (each coach address in
 * COACH_EMAILS, once per week). It has its own hour, so quiet hours do not apply.
 */
export function weeklyDigest(config: AppConfig, services: { mailer: Mailer }): ReminderKind {
  return {
    name: 'digest',
    quietHours: false,
    keepClaimsMs: 8 * DAY_MS,
    async due(now) {
      const schedule = config.digestSchedule;
      if (!schedule || !services.mailer.enabled) return [];
      const local = DateTime.fromJSDate(now, { zone: config.practiceTimeZone });
      if (local.weekday !== schedule.weekday || local.hour < schedule.hour) return [];
      const week = local.toISODate()!;
      const scheduled = local.set({ hour: schedule.hour, minute: 0, second: 0, millisecond: 0 }).toJSDate();
      return config.coachEmails.map((email) => ({
        key: `${week}:${email}`,
        userId: null,
        async send() {
          await services.mailer.send({
            to: email,
            subject: `Your week at ${(await readPracticeProfile(config.site)).shortName}`,
            text: await digestText(config, now, scheduled),
          });
        },
      }));
    },
  };
}
