import { Activity, newId } from '../models/index.js';
import { forgetActivityCatalog } from './activityCatalog.js';
import { isDuplicateKey } from '../models/duplicateKey.js';
import { ACTIVITY_LIBRARY, formatInstructions, type LibraryActivity } from '../seed/activityLibrary.js';

/** What a seeding run did. */
export interface SeedResult {
  inserted: number;
  total: number;
}

/**
 * Adds every library activity whose title is not stored yet, so running it at each start-up
 * (or from several processes at once) never duplicates an activity and never overwrites one.
 */
export async function seedActivities(library: readonly LibraryActivity[] = ACTIVITY_LIBRARY): Promise<SeedResult> {
  const titles = library.map((activity) => activity.title);
  const existing = new Set(
    (await Activity.find({ title: { $in: titles } }, { title: 1 }).lean()).map((activity) => activity.title),
  );
  const missing = library.filter((activity) => !existing.has(activity.title));
  let inserted = 0;
  if (missing.length > 0) {
    const documents = missing.map(({ steps, ...activity }) => ({
      _id: newId(),
      ...activity,
      instructions: formatInstructions(steps),
    }));
    try {
      inserted = (await Activity.insertMany(documents, { ordered: false })).length;
    } catch (error) {
      // Another process seeded the same titles at the same moment: the unique title index kept one of each.
      if (!isDuplicateKey(error)) throw error;
      inserted = (error as { insertedDocs?: unknown[] }).insertedDocs?.length ?? 0;
    }
  }
  if (inserted > 0) forgetActivityCatalog();
  return { inserted, total: await Activity.countDocuments() };
}
