import type { SiteInfo } from '@app/api/contract/site';

/*
 * The privacy notices for families and for students, in plain words: what is kept, who reads it, how long, which
 * companies handle it for the practice, and what is never done with it. The only copy of their wording.
 */

/** One part of a notice: a heading, then paragraphs and a list. */
export interface NoticePart {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** A whole notice. */
export interface PrivacyNotice {
  title: string;
  intro: string;
  parts: NoticePart[];
}

type Practice = Pick<SiteInfo, 'businessName' | 'coachName' | 'coachEmail'>;

/** The companies that handle data for the practice; the same for families and students. */
const processors = (practice: Practice): NoticePart => ({
  heading: 'Companies that handle it for the practice',
  paragraphs: [`${practice.businessName} uses only these, and only to run this service:`],
  items: [
    'The hosting company that runs the practice’s server, where everything above is stored (with a daily backup).',
    'The practice’s e-mail provider, which delivers sign-in links, invitations, reminders and briefs.',
    'If you turn on notifications, your browser’s push service (run by Google, Apple or Mozilla, depending on your browser) delivers them; it sees only the short notification, never your records.',
  ],
});

const noAdvertising: NoticePart = {
  heading: 'What is never done with it',
  items: [
    'No advertising, no trackers, no analytics: the site sends nothing about you to anyone else.',
    'Cookies serve only signing in: one keeps you signed in, and one remembers for a year that this device signed in before, so that nobody else can use up its sign-in links.',
    'Nothing is sold or shared beyond what this notice says.',
  ],
};

const keptFor = (what: string): NoticePart => ({
  heading: 'How long it is kept',
  items: [
    what,
    'A consultation request is deleted automatically a year after it was sent.',
    'The record of who read what is kept for two years, then deleted automatically.',
    'Daily backups are kept for two weeks, so something deleted is gone from them two weeks later.',
  ],
});

/** The notice for parents and guardians. */
export function familiesNotice(practice: Practice): PrivacyNotice {
  return {
    title: 'Privacy notice for families',
    intro: `How ${practice.businessName} (${practice.coachName}) handles what you and your student share. Questions or requests: ${practice.coachEmail}.`,
    parts: [
      {
        heading: 'What is kept',
        items: [
          'What you write in the consultation form: your student’s name and grade, your name, phone number and e-mail address, your preferred times, and what you tell us about challenges and goals.',
          'If the coach links you to your student: your name, e-mail address and how you are related to them.',
          'Which version of the agreement for families you accepted, when, and the internet address you accepted it from, for the practice’s records.',
          'Each time you open the Family page: when, and which parts of your student’s work you saw.',
          'The briefs the coach sends you.',
        ],
      },
      {
        heading: 'Who reads it',
        items: [
          'The coach reads what you write and keeps the records above.',
          'You see only what your student chooses to share with you, part by part; they can change it at any time.',
          'Your student sees your name, that you are linked to them, when you looked and what you saw, and every brief exactly as the coach sent it.',
          'The coach’s private notes are never shared with you or with your student.',
        ],
      },
      keptFor(
        'Your link to your student lasts until the coach removes it or your student’s record is deleted; when your last student’s record goes, your account goes with it.',
      ),
      processors(practice),
      noAdvertising,
      {
        heading: 'Your choices',
        items: [
          `Ask the coach (${practice.coachEmail}) for a copy of what is kept about you, to correct it, or to delete it.`,
          'Ask the coach to remove your access at any time; it ends at once.',
        ],
      },
    ],
  };
}

/** The notice for students. */
export function studentsNotice(practice: Practice): PrivacyNotice {
  return {
    title: 'Privacy notice for students',
    intro: `How ${practice.businessName} (${practice.coachName}) handles your work in this app. Questions or requests: ${practice.coachEmail}.`,
    parts: [
      {
        heading: 'What is kept',
        items: [
          'Your profile: your name, e-mail address, grade, and what you or your family wrote when you joined.',
          'Your orientation answers and goals, your plans and their reassessments, the activities you start and finish, your check-ins and your goal scores.',
          'Your coaching sessions, your reminder settings, and your device’s time zone, so that reminders keep to your quiet hours.',
          'The coach’s private notes about your coaching.',
          'Every time someone other than you reads your records: who, when and what.',
        ],
      },
      {
        heading: 'Who reads it',
        items: [
          'The coach, to coach you.',
          'Your parents or guardians see only the parts you share with them, and only once the coach has linked them to you. You choose, part by part, on your Sharing page, and you can see exactly what each one sees and when they looked.',
          'The coach’s private notes are never shared with your family.',
          'Every brief the coach sends your family is shown to you too, exactly as sent.',
        ],
      },
      keptFor('Your records are kept while you are coached, until you or the coach delete your account.'),
      processors(practice),
      noAdvertising,
      {
        heading: 'Your choices',
        items: [
          'Download everything kept about you at any time (“Download my data” in your menu).',
          'Change what your family sees at any time on your Sharing page.',
          `Ask the coach (${practice.coachEmail}) to correct or delete your records.`,
        ],
      },
    ],
  };
}
