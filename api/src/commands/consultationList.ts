import { ConsultationRequest, type ConsultationRequestRecord } from '../models/index.js';
import { presentConsultationRequest } from '../presenters/consultationRequest.js';

/**
 * How the admin's list is kept: for `ttlMs` a process reuses it (submissions and deletions in this
 * process drop it at once; ones made by another process behind the same database show within this
 * time), and lists larger than `maxBytes` are streamed on each request instead of kept in memory.
 */
export const listCacheLimits = { ttlMs: 5_000, maxBytes: 4 * 1024 * 1024 };

/** The order the admin sees: newest first; a missing createdAt sorts below every date (oldest). */
export const NEWEST_FIRST = { createdAt: -1 } as const;

/** Every request as JSON text pieces, newest first, read from a cursor. */
export async function* consultationListChunks(): AsyncGenerator<string> {
  const cursor = ConsultationRequest.find().sort(NEWEST_FIRST).lean().cursor({ batchSize: 1000 });
  let first = true;
  yield '[';
  for await (const record of cursor) {
    yield (first ? '' : ',') + JSON.stringify(presentConsultationRequest(record as ConsultationRequestRecord));
    first = false;
  }
  yield ']';
}

let cached: { body: Buffer; at: number; generation: number } | null = null;
let building: Promise<Buffer | null> | null = null;
let generation = 0;

async function build(): Promise<Buffer | null> {
  const started = generation;
  const pieces: string[] = [];
  let bytes = 0;
  for await (const piece of consultationListChunks()) {
    bytes += piece.length;
    if (bytes > listCacheLimits.maxBytes) return null;
    pieces.push(piece);
  }
  const body = Buffer.from(pieces.join(''), 'utf8');
  // A change during the read means this copy may already be out of date: serve it, do not keep it.
  if (started === generation) cached = { body, at: Date.now(), generation };
  return body;
}

/**
 * The admin's list as a ready JSON body, reused for a few seconds; null when the list is too large
 * to keep (the caller streams it instead). Requests arriving during a read share it.
 */
export async function cachedConsultationList(now = Date.now()): Promise<Buffer | null> {
  if (cached && cached.generation === generation && now - cached.at < listCacheLimits.ttlMs) return cached.body;
  building ??= build().finally(() => {
    building = null;
  });
  return building;
}

/** Drops the kept list: a request was submitted or deleted in this process. */
export function forgetConsultationList(): void {
  generation += 1;
  cached = null;
}
