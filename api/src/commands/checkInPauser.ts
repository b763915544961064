import { CheckInPause, newId } from '../models/index.js';

/**
 * Pauses or resumes counting a student's check-ins, noting when: a student is not missed for the days before
 * they resumed. Asking for the state already in place changes nothing (not its date either); resuming when
 * counting was never paused stores nothing.
 */
export async function setCountingPaused(clientId: string, paused: boolean, now = new Date()): Promise<void> {
  const changed = await CheckInPause.updateOne({ clientId, paused: !paused }, { $set: { paused, since: now } });
  if (changed.matchedCount === 0 && paused) {
    await CheckInPause.updateOne(
      { clientId },
      { $setOnInsert: { _id: newId(), paused, since: now } },
      { upsert: true },
    );
  }
}
