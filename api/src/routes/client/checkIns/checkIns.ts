import type {
  CheckIn,
  CheckInListQuery,
  CheckInPausePayload,
  CheckInPayload,
  CheckInSummary,
} from '../../../contract/index.js';
import { setCountingPaused } from '../../../commands/checkInPauser.js';
import { listCheckIns, summarizeCheckIns } from '../../../commands/checkInReader.js';
import { recordCheckIn } from '../../../commands/checkInRecorder.js';
import { practiceToday } from '../../../domain/practiceDays.js';
import { profileIdOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { presentCheckIn } from '../../../presenters/checkIn.js';

/** Today on the practice's clock. */
const todayOf = (ctx: AppContext) => practiceToday(new Date(), ctx.config.practiceTimeZone);

/** POST /api/check-ins: saves a check-in of the signed-in student. */
export async function createCheckIn(
  ctx: AppContext,
  { body }: RouteInput<CheckInPayload, undefined, undefined>,
): Promise<CheckIn> {
  const record = await recordCheckIn(profileIdOf(ctx), body, todayOf(ctx));
  ctx.status = 201;
  return presentCheckIn(record);
}

/** GET /api/check-ins?from=&to=: the student's own check-ins of those days, newest first. */
export function readCheckIns(
  ctx: AppContext,
  { query }: RouteInput<undefined, undefined, CheckInListQuery>,
): Promise<CheckIn[]> {
  ctx.set('Cache-Control', 'no-store');
  return listCheckIns(profileIdOf(ctx), query, todayOf(ctx));
}

/** GET /api/check-ins/summary: the days with a check-in this last week, the estimate ratio, whether paused. */
export function readCheckInSummary(ctx: AppContext): Promise<CheckInSummary> {
  ctx.set('Cache-Control', 'no-store');
  return summarizeCheckIns(profileIdOf(ctx), todayOf(ctx));
}

/** PUT /api/check-ins/pause: pauses or resumes counting, and answers the summary. */
export async function pauseCheckIns(
  ctx: AppContext,
  { body }: RouteInput<CheckInPausePayload, undefined, undefined>,
): Promise<CheckInSummary> {
  const clientId = profileIdOf(ctx);
  await setCountingPaused(clientId, body.paused);
  return summarizeCheckIns(clientId, todayOf(ctx));
}
