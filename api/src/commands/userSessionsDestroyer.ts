import { forgetUser } from '../http/authorize.js';
import { forgetSessions } from '../middleware/session.js';
import { Session } from '../models/index.js';

/**
 * Ends every session of a user, on every process: the sessions are removed from the store, and this
 * process forgets the ones (and the user) it read recently. Another process holds its copies for at
 * most their time to live.
 */
export async function destroyUserSessions(userId: string): Promise<number> {
  const sessions = await Session.find({ 'sess.userId': userId }, { _id: 1 }).lean();
  const result = await Session.deleteMany({ 'sess.userId': userId });
  forgetSessions(sessions.map((session) => session._id as string));
  forgetUser(userId);
  return result.deletedCount;
}
