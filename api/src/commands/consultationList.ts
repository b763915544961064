import { CONSULTATION_PAGE_SIZE, NEW_REQUEST_STATUS, type RequestStatus } from '../contract/index.js';
import { ConsultationRequest, type ConsultationRequestRecord } from '../models/index.js';
import { presentConsultationRequest } from '../presenters/consultationRequest.js';
import { compressLike } from '../services/compressedBody.js';
import { FIRST_PAGE_STALE_MS, FIRST_PAGE_TTL_MS } from '../services/lifetimes.js';
import { afterCursor, cursorOf, type PageCursor } from './consultationCursor.js';

/** The order the export uses: newest first; a missing createdAt sorts below every date (oldest). */
export const NEWEST_FIRST = { createdAt: -1 } as const;

/**
 * The order of the admin's pages: newest first, undated last, ties broken by id so that the order is
 * total and a cursor names one place in it. The model's { createdAt: -1, _id: -1 } index serves it, on
 * MongoDB and on the embedded store alike: a page is read by walking that index from the cursor on.
 */
export const PAGE_ORDER = { createdAt: -1, _id: -1 } as const;

/** One page of the list: its JSON body and the cursor of its last request when older ones exist. */
export interface ListPage {
  body: Buffer;
  next: string | null;
}

/** The filter for requests in one of `statuses`; a request stored before triage existed counts as new. */
export function statusFilter(statuses: readonly RequestStatus[]): Record<string, unknown> {
  const values: Array<RequestStatus | null> = [...statuses];
  if (statuses.includes(NEW_REQUEST_STATUS)) values.push(null);
  return { status: { $in: values } };
}

/**
 * Reads one page: at most `limit` requests in PAGE_ORDER, after `before` when given, only those in
 * one of `statuses` when given.
 */
export async function readPage(limit: number, before?: PageCursor, statuses?: readonly RequestStatus[]): Promise<ListPage> {
  const filters = [...(before ? [afterCursor(before)] : []), ...(statuses ? [statusFilter(statuses)] : [])];
  const filter = filters.length > 1 ? { $and: filters } : (filters[0] ?? {});
  // One more than the page holds tells whether an older page exists, without counting.
  const records = (await ConsultationRequest.find(filter)
    .sort(PAGE_ORDER)
    .limit(limit + 1)
    .lean()) as ConsultationRequestRecord[];
  const shown = records.slice(0, limit);
  const body = Buffer.from(JSON.stringify(shown.map(presentConsultationRequest)), 'utf8');
  const next = records.length > limit ? cursorOf(shown[shown.length - 1]!) : null;
  return { body, next };
}

let cached: { page: ListPage; at: number; generation: number } | null = null;
let building: { generation: number; page: Promise<ListPage> } | null = null;
let generation = 0;

async function build(started: number): Promise<ListPage> {
  const page = await readPage(CONSULTATION_PAGE_SIZE);
  // Callers that were sent the old copy compressed get the new one ready too, before it is served.
  if (cached) await compressLike(page.body, cached.page.body);
  // A change during the read means this copy may already be out of date: serve it, do not keep it.
  if (started === generation) cached = { page, at: Date.now(), generation };
  return page;
}

/** One read of the store at a time per generation; a change in between starts a new read. */
function refresh(): Promise<ListPage> {
  if (!building || building.generation !== generation) {
    const entry = {
      generation,
      page: build(generation).finally(() => {
        if (building === entry) building = null;
      }),
    };
    building = entry;
  }
  return building.page;
}

/**
 * The first page of the admin's list at the default size, from the kept copy when it is fresh enough.
 * Requests arriving during a read share it.
 */
export async function cachedFirstPage(now = Date.now()): Promise<ListPage> {
  const current = cached?.generation === generation ? cached : null;
  const age = current ? now - current.at : Infinity;
  if (age < FIRST_PAGE_TTL_MS) return current!.page;
  if (age < FIRST_PAGE_TTL_MS + FIRST_PAGE_STALE_MS) {
    // A failed refresh is not lost: the next request tries again, and past the stale limit the
    // request itself waits for the read and reports its failure.
    refresh().catch(() => {});
    return current!.page;
  }
  return refresh();
}

/** Drops the kept first page: a request was submitted, changed or deleted in this process. */
export function forgetConsultationList(): void {
  generation += 1;
  cached = null;
}
