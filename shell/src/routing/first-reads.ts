import { API_PATHS, SESSION_PATHS } from '@app/api/contract/paths';
import type { PageRef } from './pages.ts';

/**
 * The replies a page reads as it opens, where they are fixed paths: asked for with the page's code, they download
 * together instead of after it. Only a hint: a page that stops reading one still works (the browser drops the
 * unused reply), and a read left out here is fetched when the page asks.
 */
const FIRST_READS: Partial<Record<`${PageRef['remote']}/${string}`, readonly string[]>> = {
  'client/StudentDashboard': [
    API_PATHS.orientation,
    API_PATHS.plans,
    API_PATHS.myProgress,
    API_PATHS.activities,
    SESSION_PATHS.sessions,
    SESSION_PATHS.calendarFeed,
  ],
  'coach/CoachDashboard': [API_PATHS.coachStats, API_PATHS.coachClients, API_PATHS.approvedEmails],
};

/** The fixed paths `page` reads as it opens. */
export function firstReadsOf(page: PageRef): readonly string[] {
  return FIRST_READS[`${page.remote}/${page.module}`] ?? [];
}
