import { ACTIVITY_CATEGORIES, ACTIVITY_DIFFICULTIES, type Activity } from '../contract/index.js';
import { Activity as ActivityModel } from '../models/index.js';
import { presentActivity } from '../presenters/activity.js';
import { CATALOG_TTL_MS } from '../services/lifetimes.js';

const categoryRank = new Map<string, number>(ACTIVITY_CATEGORIES.map((category, index) => [category.value, index]));
const difficultyRank = new Map<string, number>(ACTIVITY_DIFFICULTIES.map((difficulty, index) => [difficulty, index]));

/** Library order: by category as the filter buttons list them, then beginner to advanced, then title. */
function byLibraryOrder(a: Activity, b: Activity): number {
  return (
    (categoryRank.get(a.category) ?? 99) - (categoryRank.get(b.category) ?? 99) ||
    (difficultyRank.get(a.difficulty) ?? 99) - (difficultyRank.get(b.difficulty) ?? 99) ||
    a.title.localeCompare(b.title)
  );
}

let cached: { loadedAt: number; activities: readonly Activity[] } | null = null;
let loading: Promise<readonly Activity[]> | null = null;

async function load(): Promise<readonly Activity[]> {
  const activities = Object.freeze((await ActivityModel.find().lean()).map(presentActivity).sort(byLibraryOrder));
  cached = { loadedAt: Date.now(), activities };
  return activities;
}

/** The whole activity library in library order, read from the store at most once per CATALOG_TTL_MS. */
export async function readActivityCatalog(now = Date.now()): Promise<readonly Activity[]> {
  if (cached && now - cached.loadedAt < CATALOG_TTL_MS) return cached.activities;
  // Requests arriving while it loads share one read.
  loading ??= load().finally(() => {
    loading = null;
  });
  return loading;
}

/** Drops the kept library, so the next read sees the store (after seeding adds activities). */
export function forgetActivityCatalog(): void {
  cached = null;
}
