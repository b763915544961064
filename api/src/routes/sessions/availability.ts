import type { Availability } from '../../contract/index.js';
import { loadAvailability } from '../../commands/slotFinder.js';
import type { RouteInput } from '../../http/route.js';
import type { AppContext } from '../../http/context.js';
import { Availability as AvailabilityModel } from '../../models/index.js';

/** GET /api/coach/availability: weekly hours, dates off, minimum notice, horizon and bound on upcoming sessions. */
export async function getAvailability(): Promise<Availability> {
  return loadAvailability();
}

/** PUT /api/coach/availability: replaces them as a whole (dates off sorted, without repeats). */
export async function putAvailability(
  _ctx: AppContext,
  { body }: RouteInput<Availability, undefined, undefined>,
): Promise<Availability> {
  const availability: Availability = { ...body, datesOff: [...new Set(body.datesOff)].sort() };
  await AvailabilityModel.replaceOne({ _id: 'practice' }, availability, { upsert: true });
  return loadAvailability();
}
