import type { Activity } from '../../../contract/index.js';
import { readActivityCatalog } from '../../../commands/activityCatalog.js';

/** GET /api/activities: the whole library (small by nature), for students and the coach. */
export async function listActivities(): Promise<readonly Activity[]> {
  return readActivityCatalog();
}
