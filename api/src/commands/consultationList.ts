import { ConsultationRequest, type ConsultationRequestRecord } from '../models/index.js';
import { presentConsultationRequest } from '../presenters/consultationRequest.js';
import { compressLike } from '../services/compressedBody.js';

/**
 * How the admin's list is kept. A process reuses its copy for `ttlMs`; after that, for up to `staleMs`
 * more, it still answers with that copy while one read of the store refreshes it, so no request waits
 * for the rebuild; past both it waits. Submissions and deletions in this process drop the copy at once;
 * ones made by another process behind the same database show within `ttlMs + staleMs`. Lists larger
 * than `maxBytes` are streamed on each request instead of kept in memory.
 */
export const listCacheLimits = { ttlMs: 5_000, staleMs: 5_000, maxBytes: 4 * 1024 * 1024 };

/** Documents per round trip when reading the list: smaller batches keep the server answering others meanwhile. */
const READ_BATCH = 200;

/** The order the admin sees: newest first; a missing createdAt sorts below every date (oldest). */
export const NEWEST_FIRST = { createdAt: -1 } as const;

/** Every request as JSON text pieces, newest first, read from a cursor. */
export async function* consultationListChunks(): AsyncGenerator<string> {
  const cursor = ConsultationRequest.find().sort(NEWEST_FIRST).lean().cursor({ batchSize: READ_BATCH });
  let first = true;
  yield '[';
  for await (const record of cursor) {
    yield (first ? '' : ',') + JSON.stringify(presentConsultationRequest(record as ConsultationRequestRecord));
    first = false;
  }
  yield ']';
}

let cached: { body: Buffer; at: number; generation: number } | null = null;
let building: { generation: number; body: Promise<Buffer | null> } | null = null;
let generation = 0;

async function build(started: number): Promise<Buffer | null> {
  const pieces: string[] = [];
  let bytes = 0;
  for await (const piece of consultationListChunks()) {
    bytes += piece.length;
    if (bytes > listCacheLimits.maxBytes) return null;
    pieces.push(piece);
  }
  const body = Buffer.from(pieces.join(''), 'utf8');
  // Callers that were sent the old copy compressed get the new one ready too, before it is served.
  if (cached) await compressLike(body, cached.body);
  // A change during the read means this copy may already be out of date: serve it, do not keep it.
  if (started === generation) cached = { body, at: Date.now(), generation };
  return body;
}

/** One read of the store at a time per generation; a change in between starts a new read. */
function refresh(): Promise<Buffer | null> {
  if (!building || building.generation !== generation) {
    const entry = {
      generation,
      body: build(generation).finally(() => {
        if (building === entry) building = null;
      }),
    };
    building = entry;
  }
  return building.body;
}

/**
 * The admin's list as a ready JSON body; null when the list is too large to keep (the caller streams
 * it instead). Requests arriving during a read share it.
 */
export async function cachedConsultationList(now = Date.now()): Promise<Buffer | null> {
  const current = cached?.generation === generation ? cached : null;
  const age = current ? now - current.at : Infinity;
  if (age < listCacheLimits.ttlMs) return current!.body;
  if (age < listCacheLimits.ttlMs + listCacheLimits.staleMs) {
    // A failed refresh is not lost: the next request tries again, and past the stale limit the
    // request itself waits for the read and reports its failure.
    refresh().catch(() => {});
    return current!.body;
  }
  return refresh();
}

/** Drops the kept list: a request was submitted or deleted in this process. */
export function forgetConsultationList(): void {
  generation += 1;
  cached = null;
}
