/**
 * A place in a list read newest first, ties by id (the admin's requests, the access log, the coach's clients):
 * the createdAt (ms, or null when missing) and id of a page's last record.
 */
export interface PageCursor {
  createdAt: number | null;
  id: string;
}

/** The most characters of an id a cursor carries; longer text is not a cursor this API wrote. */
const MAX_ID = 128;

/** The opaque cursor naming `record` as the last of a page (base64url of [ms or null, id]). */
export function cursorOf(record: { _id: string; createdAt?: Date | null }): string {
  const time = record.createdAt ? new Date(record.createdAt).getTime() : NaN;
  const place = [Number.isNaN(time) ? null : time, record._id];
  return Buffer.from(JSON.stringify(place), 'utf8').toString('base64url');
}

/** Reads a cursor written by cursorOf; null when the text is not one. */
export function parseCursor(text: string): PageCursor | null {
  let place: unknown;
  try {
    place = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(place) || place.length !== 2) return null;
  const [createdAt, id] = place as unknown[];
  const time = createdAt === null || (Number.isSafeInteger(createdAt) && Math.abs(createdAt as number) <= 8.64e15);
  const name = typeof id === 'string' && id.length > 0 && id.length <= MAX_ID;
  return time && name ? { createdAt: createdAt as number | null, id: id as string } : null;
}

/**
 * The filter for the records after `cursor` in the list's order (createdAt descending, undated last,
 * then id descending): older dates, the same date with a smaller id, and every undated record; after
 * an undated record, the undated ones with a smaller id. `createdAt: null` matches a missing field too.
 */
export function afterCursor(cursor: PageCursor): Record<string, unknown> {
  if (cursor.createdAt === null) return { createdAt: null, _id: { $lt: cursor.id } };
  const at = new Date(cursor.createdAt);
  return { $or: [{ createdAt: { $lt: at } }, { createdAt: at, _id: { $lt: cursor.id } }, { createdAt: null }] };
}
