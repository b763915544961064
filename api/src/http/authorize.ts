import { ApprovedEmail, ClientProfile, User, approvalChanges, type UserRecord } from '../models/index.js';
import { TtlCache } from '../services/ttlCache.js';
import type { Access } from './access.js';
import type { AppContext } from './context.js';
import { forbidden, unauthorized } from './errors.js';

/** Whether an address may hold a session: a configured coach, or on the approved list. */
export async function isApprovedEmail(email: string, coachEmails: readonly string[]): Promise<boolean> {
  const address = email.trim().toLowerCase();
  return coachEmails.includes(address) || (await ApprovedEmail.exists({ email: address })) !== null;
}

/**
 * Users read recently, by id, and addresses recently found approved. A user's record changes only
 * at sign-in (role, names), which calls forgetUser. Removing an approval clears the approvals here
 * at once (in this process; other processes see it within the time to live). Only approvals are
 * cached, never refusals, so a newly approved address can sign in at once.
 */
const recentUsers = new TtlCache<UserRecord>(10_000);
const recentApprovals = new TtlCache<true>(10_000);
approvalChanges.on('change', () => recentApprovals.clear());

/**
 * Students' profile ids, by user id, for the same time. Only found profiles are kept, so a profile
 * just created counts at once; no API call removes a profile, and one removed in the database is
 * seen within the time to live.
 */
const recentProfiles = new TtlCache<ProfileRef>(10_000);

/** What the access rules keep of a student's profile: its id (frozen, shared by requests). */
export type ProfileRef = Readonly<{ _id: string }>;

/** Drops a user's cached record (after sign-in changed it). */
export function forgetUser(userId: string): void {
  recentUsers.delete(userId);
}

function findUser(userId: string): Promise<UserRecord | null> {
  return recentUsers.getOrFind(userId, async () => {
    const found = await User.findById(userId).lean();
    // Frozen: one record is shared by every request of this user while it is kept.
    return found ? Object.freeze(found) : null;
  });
}

function findProfile(userId: string): Promise<ProfileRef | null> {
  return recentProfiles.getOrFind(userId, async () => {
    const found = await ClientProfile.findOne({ userId }, { _id: 1 }).lean();
    return found ? Object.freeze({ _id: found._id }) : null;
  });
}

async function stillApproved(email: string, coachEmails: readonly string[]): Promise<boolean> {
  if (coachEmails.includes(email)) return true;
  const approved = await recentApprovals.getOrFind(email, async () =>
    (await isApprovedEmail(email, coachEmails)) ? true : null,
  );
  return approved === true;
}

/**
 * Loads the signed-in user into ctx.state. A session whose user is gone, or whose address
 * is no longer approved (or no longer a configured coach), is treated as signed out, so removing
 * an address takes effect at once.
 */
export async function loadUser(ctx: AppContext, coachEmails: readonly string[]) {
  if (ctx.state.user !== undefined) return ctx.state.user;
  const userId = ctx.session?.userId;
  const user = userId ? await findUser(userId) : null;
  ctx.state.user = user && (await stillApproved(user.email, coachEmails)) ? user : null;
  return ctx.state.user;
}

async function requireUser(ctx: AppContext, coachEmails: readonly string[]) {
  const user = await loadUser(ctx, coachEmails);
  if (!user) throw unauthorized();
  return user;
}

async function requireClient(ctx: AppContext, coachEmails: readonly string[]) {
  const user = await requireUser(ctx, coachEmails);
  if (user.role !== 'client') throw forbidden('This is for students only');
  ctx.state.profile = await findProfile(user._id);
  return ctx.state.profile;
}

async function requireCoach(ctx: AppContext, coachEmails: readonly string[]) {
  const user = await requireUser(ctx, coachEmails);
  if (user.role !== 'coach') throw forbidden('This is for the coach only');
}

function requireAdmin(ctx: AppContext) {
  if (!ctx.session?.admin) throw unauthorized('Admin sign-in required');
}

/** Checks one access rule for a request; throws 401/403 when it is not met. */
export type AccessCheck = (ctx: AppContext) => Promise<void> | void;

/** The check of one access rule, run before validation and the handler. */
export function accessCheck(access: Access, coachEmails: readonly string[]): AccessCheck {
  switch (access) {
    case 'public':
      return () => {};
    case 'user':
      return async (ctx) => {
        await requireUser(ctx, coachEmails);
      };
    case 'clientAccount':
      return async (ctx) => {
        await requireClient(ctx, coachEmails);
      };
    case 'client':
      return async (ctx) => {
        if (!(await requireClient(ctx, coachEmails))) throw forbidden('Please create your profile first');
      };
    case 'coach':
      return (ctx) => requireCoach(ctx, coachEmails);
    case 'admin':
      return requireAdmin;
    case 'staff':
      return async (ctx) => {
        if (!ctx.session?.admin) await requireCoach(ctx, coachEmails);
      };
    case 'device':
      return async (ctx) => {
        const user = await loadUser(ctx, coachEmails);
        if (!user && !ctx.session?.admin) throw unauthorized();
      };
  }
}
