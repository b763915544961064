import type { SiteInfo } from '@app/api/contract';

/**
 * A starting text for the agreement for families, in the practice's own names, for the coach to edit before
 * publishing: what coaching is and is not, what is shared and with whom, what to do in a crisis, how to withdraw.
 */
export function agreementTemplate(site: Pick<SiteInfo, 'businessName' | 'coachName' | 'coachEmail' | 'phone'>): string {
  const contact = site.phone ? `${site.coachEmail} or ${site.phone}` : site.coachEmail;
  return [
    `Agreement for families: ${site.businessName}`,
    '',
    'What coaching is',
    `${site.coachName} coaches your student in executive function skills: planning, starting tasks, managing time and following through. Sessions are about school and daily routines, and your student sets the goals with the coach.`,
    '',
    'What coaching is not',
    'Coaching is not therapy, counselling, tutoring in a subject, or a medical or psychological assessment. If the coach thinks another professional could help, they will say so.',
    '',
    'What is shared, and with whom',
    'Your student decides, item by item, what you see in the app: at first only the dates of their sessions. The coach’s private notes are never shared. Each week the coach may send you a short brief; your student reads every brief exactly as it was sent to you. The coach does not share what your student says in sessions beyond what your student agrees to.',
    '',
    'In a crisis',
    'The coach is not an emergency service and may not see messages for some time. If your student is in danger, call 911 or go to the nearest emergency room. For a mental health crisis, call or text 988 (Suicide & Crisis Lifeline).',
    '',
    'How to withdraw',
    `You may stop at any time: write to ${contact} and your access ends. Your student may also stop sharing with you at any time, in the app.`,
    '',
    'Your records',
    'When you accept this agreement, the practice keeps the version you accepted, the date and the address you accepted it from.',
  ].join('\n');
}
