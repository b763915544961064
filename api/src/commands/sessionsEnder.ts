import { Session } from '../models/index.js';

/**
 * Ends every session of a user at once, on every process: the records are deleted, so the next
 * request with any of the user's cookies is signed out wherever it arrives (no process keeps a
 * session in memory). Used when an approval is withdrawn and when a student is deleted; signing in
 * again later starts a new session and never revives these. Returns how many sessions ended.
 */
export async function endSessions(userId: string): Promise<number> {
  // sess.userId also finds sessions written before the user id was copied beside it.
  const result = await Session.deleteMany({ $or: [{ userId }, { 'sess.userId': userId }] });
  return result.deletedCount;
}
