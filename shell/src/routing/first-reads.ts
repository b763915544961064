import { COACH_PATHS, FAMILY_PATHS, SESSION_PATHS, STUDENT_PATHS } from '@app/api/contract/paths';
import type { PageRef } from './pages.ts';

/**
 * The replies a page reads as it opens, where they are fixed paths: asked for with the page's code, they download
 * together instead of after it. Only a hint: a page that stops reading one still works (the browser drops the
 * unused reply), and a read left out here is fetched when the page asks.
 */
const FIRST_READS: Partial<Record<`${PageRef['remote']}/${string}`, readonly string[]>> = {
  'client/StudentDashboard': [
    STUDENT_PATHS.orientation,
    STUDENT_PATHS.plans,
    STUDENT_PATHS.myProgress,
    STUDENT_PATHS.activities,
    SESSION_PATHS.sessions,
    SESSION_PATHS.calendarFeed,
  ],
  'client/Family': [FAMILY_PATHS.family],
  'coach/CoachDashboard': [COACH_PATHS.coachStats, COACH_PATHS.coachClients, COACH_PATHS.approvedEmails],
};

/** The fixed paths `page` reads as it opens. */
export function firstReadsOf(page: PageRef): readonly string[] {
  return FIRST_READS[`${page.remote}/${page.module}`] ?? [];
}
