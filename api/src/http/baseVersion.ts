import mongoose, { type Document } from 'mongoose';
import { BASE_VERSION_HEADER, CHANGED_ELSEWHERE, versionTag } from '../contract/queuedSave.js';
import { iso } from '../presenters/dates.js';
import type { AppContext } from './context.js';
import { HttpError } from './errors.js';

const changedElsewhere = () => new HttpError(412, CHANGED_ELSEWHERE);

/**
 * Holds a save of a stored record to the version its If-Match names (the one its maker saw, as presented): refused
 * (412) when the stored version is another, and written only while it still is, so that a change made by another
 * request in between refuses it too (see refusedIfChangedMeanwhile). Without the header the save goes in over
 * whatever is stored.
 */
export function holdToBaseVersion(ctx: AppContext, record: Document<unknown> & { updatedAt?: Date | null }): void {
  const base = ctx.get(BASE_VERSION_HEADER);
  if (!base) return;
  if (base !== versionTag(iso(record.updatedAt))) throw changedElsewhere();
  record.$where = { updatedAt: record.updatedAt ?? null };
}

/** A save held to its version that found the record changed (or gone) since it was read: refused the same way. */
export function refusedIfChangedMeanwhile(error: unknown): never {
  throw error instanceof mongoose.Error.DocumentNotFoundError ? changedElsewhere() : error;
}
