import { BASE_VERSION_HEADER, CHANGED_ELSEWHERE, versionTag } from '../contract/queuedSave.js';
import type { AppContext } from './context.js';
import { HttpError } from './errors.js';

/**
 * Refuses (412) a save made over an earlier version of a record than the one stored: its If-Match names the version
 * its maker saw. Without the header the save goes in over whatever is stored.
 */
export function refuseIfChangedSince(ctx: AppContext, updatedAt: Date | null | undefined): void {
  const base = ctx.get(BASE_VERSION_HEADER);
  if (!base) return;
  if (!updatedAt || base !== versionTag(updatedAt.toISOString())) throw new HttpError(412, CHANGED_ELSEWHERE);
}
