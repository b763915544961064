import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  SESSION_PATHS,
  SESSION_STATUSES,
  DAY_MS,
  holdsTime,
  type CalendarFeed,
  type calendarFileParams,
} from '../../contract/index.js';
import type { AppConfig } from '../../config.js';
import { actorOf } from '../../http/actor.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { RouteInput } from '../../http/route.js';
import { CalendarFeed as FeedModel, ClientProfile, CoachingSession } from '../../models/index.js';
import { currentUser } from '../../policies/currentUser.js';
import { readFullPracticeProfile } from '../../commands/practiceProfile.js';
import { sessionFeed, type SessionEvent } from '../../presenters/sessionCalendar.js';

/** A feed holds the sessions of the last 90 days and every later one. */
const FEED_PAST_DAYS = 90;
/** A feed holds the sessions that keep their time: one cancelled late leaves it as a cancelled one does. */
const IN_FEED = { $in: SESSION_STATUSES.filter(holdsTime) };
const FEED_NOT_FOUND = 'No such calendar';

function feedUrl(config: AppConfig, token: string): string {
  return `${config.publicUrl}${SESSION_PATHS.calendarFile(token)}`;
}

const newToken = () => randomBytes(24).toString('base64url');

/** GET /api/calendar-feed: the signed-in user's subscription URL, made on first request. */
export async function getCalendarFeed(ctx: AppContext): Promise<CalendarFeed> {
  const { userId } = actorOf(ctx);
  // An upsert that only sets the token when inserting: two first requests at once agree on one token.
  const feed = await FeedModel.findOneAndUpdate(
    { _id: userId },
    { $setOnInsert: { token: newToken() } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  return { url: feedUrl(ctx.config, feed!.token) };
}

/** POST /api/calendar-feed/rotate: a new secret URL; the old one answers 404 from now on. */
export async function rotateCalendarFeed(ctx: AppContext): Promise<CalendarFeed> {
  const { userId } = actorOf(ctx);
  const token = newToken();
  await FeedModel.updateOne({ _id: userId }, { $set: { token } }, { upsert: true });
  return { url: feedUrl(ctx.config, token) };
}

/** A name's initials ("Ada Lovelace" → "A.L."): all the coach's calendar shows of a student. */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((part) => part.trim().charAt(0).toUpperCase())
    .filter(Boolean)
    .map((letter) => `${letter}.`)
    .join('');
}

/**
 * The user a feed speaks for, with the access they have now (decided as for a request: the role from
 * COACH_EMAILS, not the one stored at sign-in), or null when they could not sign in now: the user is
 * gone, or the address is neither approved nor a configured coach. A deactivated student's feed is
 * closed too, until the coach reactivates them.
 */
async function feedOwner(
  userId: string,
  coachEmails: readonly string[],
): Promise<{ role: 'coach' } | { role: 'client'; profileId: string | null } | null> {
  const user = await currentUser(userId, coachEmails);
  if (!user) return null;
  if (user.role === 'coach') return { role: 'coach' };
  const profile = await ClientProfile.findOne({ userId }, { _id: 1, isActive: 1 }).lean();
  if (profile?.isActive === false) return null;
  return { role: 'client', profileId: profile?._id ?? null };
}

/**
 * GET /api/calendar/{token}.ics: the feed a calendar app subscribes to, read with the secret alone (no
 * cookie). The coach's holds every session, titled with the student's initials only; a student's holds
 * their own. A token that was regenerated, or whose user could not sign in now, is a 404.
 */
export async function readCalendarFile(
  ctx: AppContext,
  { params }: RouteInput<undefined, z.output<typeof calendarFileParams>, undefined>,
) {
  const { config } = ctx;
  const feed = await FeedModel.findOne({ token: params.token }).lean();
  const owner = feed?._id ? await feedOwner(feed._id, config.coachEmails) : null;
  if (!owner) throw notFound(FEED_NOT_FOUND);
  const since = new Date(Date.now() - FEED_PAST_DAYS * DAY_MS);
  const practice = await readFullPracticeProfile(config.site);
  let events: SessionEvent[];
  let name: string;
  if (owner.role === 'coach') {
    const sessions = await CoachingSession.find({ status: IN_FEED, start: { $gte: since } })
      .sort({ start: 1 })
      .lean();
    const profiles = await ClientProfile.find(
      { _id: { $in: [...new Set(sessions.map((session) => session.clientId))] } },
      { studentFirstName: 1, studentLastName: 1 },
    ).lean();
    const initials = new Map(
      profiles.map((profile) => [profile._id, initialsOf(profile.studentFirstName, profile.studentLastName)]),
    );
    events = sessions.map((session) => ({
      session,
      summary: `Coaching session: ${initials.get(session.clientId) ?? 'client'}`,
    }));
    name = `${practice.shortName} sessions`;
  } else {
    const sessions = owner.profileId
      ? await CoachingSession.find({ clientId: owner.profileId, status: IN_FEED, start: { $gte: since } })
          .sort({ start: 1 })
          .lean()
      : [];
    events = sessions.map((session) => ({ session, summary: `Coaching session with ${practice.coachName}` }));
    name = `${practice.shortName}: my sessions`;
  }
  ctx.type = 'text/calendar; charset=utf-8';
  // The URL is the secret: no shared cache may keep the reply.
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = sessionFeed(config, practice, name, events);
}
