import { experienceLine, type SiteInfo } from '@app/api/contract/site';

/** The landing page's fixed copy; the practice's profile (names, photo, price) comes from GET /api/site. */

/**
 * A degree as the hero's credential row names it, without the "in" of its full title: "PhD in Educational
 * Psychology" reads "PhD Educational Psychology" (About keeps the full title).
 */
export function shortDegree(degree: string): string {
  return degree.replace(/^(\S+) in (?=\S)/, '$1 ');
}

/** What the hero's credential row claims: the first degree and the years of experience, as the profile has them. */
export function credentials(site: Pick<SiteInfo, 'degrees' | 'yearsExperience'>): string[] {
  return [shortDegree(site.degrees[0]?.degree ?? ''), experienceLine(site.yearsExperience)].filter(Boolean);
}

/** One titled item with a short explanation. */
export interface Point {
  title: string;
  text: string;
}

/** The three benefit cards under the hero. */
export const BENEFITS: readonly Point[] = [
  {
    title: 'Neuropsychologically-Based',
    text: 'Strategies grounded in how the brain plans, remembers and pays attention, not one-size-fits-all study tips.',
  },
  {
    title: 'Student-Centered Approach',
    text: "Every session starts from your student's goals, strengths and the challenges they want to work on.",
  },
  {
    title: 'Independence & Growth',
    text: 'The aim is a student who no longer needs us: skills that last through school, college and beyond.',
  },
];

/**
 * The coach's qualifications in the About section, from the practice profile: each degree with its institution,
 * the licence or certification, the years of experience, and the specialism.
 */
export function qualifications(site: Pick<SiteInfo, 'degrees' | 'licence' | 'yearsExperience'>): Point[] {
  return [
    ...site.degrees.map((entry) => ({
      title: entry.degree,
      text: entry.institution || 'Training in how students learn, and in assessing what gets in their way.',
    })),
    ...(site.licence ? [{ title: 'Licensed Practitioner', text: site.licence }] : []),
    ...(site.yearsExperience > 0
      ? [
          {
            title: `${site.yearsExperience}+ Years in Elite Educational Settings`,
            text: 'Years with students in demanding schools, including elite private schools.',
          },
        ]
      : []),
    {
      title: 'Executive Function Specialist',
      text: 'Focused on planning, organization, time management, working memory and self-monitoring.',
    },
  ];
}

/** The 'What We Target' list of the Services section. */
export const TARGETS = [
  'Study skills and learning strategies',
  'Time management and organization',
  'Working memory and attention skills',
  'Goal setting and self-monitoring',
  'Motivation and confidence building',
] as const;

/** The four steps of 'Our Process'. */
export const PROCESS_STEPS: readonly Point[] = [
  {
    title: 'Assessment & Goal Setting',
    text: 'We look at where your student stands today and agree on clear, meaningful goals.',
  },
  {
    title: 'Skill Building & Practice',
    text: 'Targeted strategies are taught, then practised on real schoolwork between sessions.',
  },
  {
    title: 'Monitor & Adjust',
    text: 'Progress is tracked week by week and the plan changes when something is not working.',
  },
  {
    title: 'Independence & Mastery',
    text: 'Support is stepped back as your student applies the skills on their own.',
  },
];

/** What the 'Most Popular' session includes. */
export const SESSION_FEATURES = [
  'One-on-one coaching session',
  'Personalized strategies and tools',
  'Progress tracking and feedback',
  'Take-home resources',
] as const;

/** The four reasons of 'Why Choose Us'. */
export const REASONS: readonly Point[] = [
  {
    title: 'Science-Based Approach',
    text: 'Methods drawn from research in neuropsychology and educational psychology.',
  },
  {
    title: 'Personalized Strategies',
    text: "Tools fitted to your student's profile, subjects and schedule.",
  },
  {
    title: 'Proven Results',
    text: 'Students leave with better grades, calmer weeks and habits they keep.',
  },
  {
    title: 'Expert Guidance',
    text: 'Coaching from a PhD-level educational psychologist, not a general tutor.',
  },
];

/** What the free consultation covers. */
export const CONSULTATION_BENEFITS = [
  'Assessment of current challenges and goals',
  'Overview of the coaching approach',
  'Personalized recommendations',
  'Q&A about the coaching process',
] as const;

/** The year of the footer's copyright line. */
export const COPYRIGHT_YEAR = 2025;
