import { decodeList } from '../contract/index.js';
import { Plan } from '../models/index.js';

/** A plan's three lists: stored as arrays, carried by the API as JSON-encoded text. */
const LISTS = ['internalBarriers', 'externalBarriers', 'strategies'] as const;

/**
 * Turns the lists of plans stored as JSON-encoded text (as plans were stored before) into the arrays they
 * encode; text that is not a list of strings becomes an empty list, as the API has always read it.
 * Runs at start-up before anyone is served; safe to repeat and to run from several processes at once,
 * since a plan is only written while its lists are still text. Returns how many plans it converted.
 */
export async function convertPlanLists(): Promise<number> {
  const stillText = { $or: LISTS.map((list) => ({ [list]: { $type: 'string' } })) };
  const projection = Object.fromEntries(LISTS.map((list) => [list, 1]));
  let converted = 0;
  for await (const plan of Plan.collection.find(stillText, { projection })) {
    const was: Record<string, unknown> = {};
    const set: Record<string, string[]> = {};
    for (const list of LISTS) {
      const value: unknown = plan[list];
      if (typeof value !== 'string') continue;
      was[list] = value;
      set[list] = decodeList(value);
    }
    const result = await Plan.collection.updateOne({ _id: plan._id, ...was }, { $set: set });
    converted += result.modifiedCount;
  }
  return converted;
}
