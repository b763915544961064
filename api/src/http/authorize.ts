import type { AppConfig } from '../config.js';
import { ClientProfile } from '../models/index.js';
import { holdsAdmin } from '../policies/adminFlag.js';
import { currentUser } from '../policies/currentUser.js';
import type { Access } from './access.js';
import type { AppContext, AppSession } from './context.js';
import { forbidden, unauthorized } from './errors.js';

/** What the access rules keep of a student's profile: its id. */
export type ProfileRef = Readonly<{ _id: string }>;

/*
 * Users (policies/currentUser.ts) and profiles are read from the store on every request, each by an indexed
 * field: a withdrawn approval or a deleted user is refused at the next request, on every process.
 */

/**
 * Loads the signed-in user into ctx.state, with the role COACH_EMAILS gives the address now (the
 * stored role is only what sign-in last saw). A session whose user is gone, or whose address is no
 * longer approved nor a configured coach, is treated as signed out.
 */
export async function loadUser(ctx: AppContext, coachEmails: readonly string[]) {
  if (ctx.state.user !== undefined) return ctx.state.user;
  const userId = ctx.session?.userId;
  ctx.state.user = userId ? await currentUser(userId, coachEmails) : null;
  return ctx.state.user;
}

async function requireUser(ctx: AppContext, coachEmails: readonly string[]) {
  const user = await loadUser(ctx, coachEmails);
  if (!user) throw unauthorized();
  return user;
}

/** A signed-in coach or client: the student's and the coach's shared routes are not a guardian's. */
async function requireCoachOrClient(ctx: AppContext, coachEmails: readonly string[]) {
  const user = await requireUser(ctx, coachEmails);
  if (user.role === 'guardian') throw forbidden('This is not available to guardians');
  return user;
}

async function requireGuardian(ctx: AppContext, coachEmails: readonly string[]) {
  const user = await requireUser(ctx, coachEmails);
  if (user.role !== 'guardian') throw forbidden('This is for guardians only');
}

async function requireClient(ctx: AppContext, coachEmails: readonly string[]) {
  const user = await requireUser(ctx, coachEmails);
  if (user.role !== 'client') throw forbidden('This is for students only');
  const found = await ClientProfile.findOne({ userId: user._id }, { _id: 1 }).lean();
  ctx.state.profile = found ? { _id: found._id } : null;
  return ctx.state.profile;
}

async function requireCoach(ctx: AppContext, coachEmails: readonly string[]) {
  const user = await requireUser(ctx, coachEmails);
  if (user.role !== 'coach') throw forbidden('This is for the coach only');
}

/** Whether this request's session holds a valid admin flag (12 hours at most, current password). */
export function isAdmin(ctx: AppContext): boolean {
  return holdsAdmin(ctx.session, ctx.config);
}

/**
 * The 'staff' rule for a session as stored, decided now: a valid admin flag, or a signed-in user whose
 * address is in COACH_EMAILS. What a live stream is checked against for as long as it is open.
 */
export async function sessionIsStaff(
  session: AppSession | undefined,
  config: Pick<AppConfig, 'adminPassword' | 'sessionKeys' | 'coachEmails'>,
): Promise<boolean> {
  if (!session) return false;
  if (holdsAdmin(session, config)) return true;
  if (typeof session.userId !== 'string') return false;
  return (await currentUser(session.userId, config.coachEmails))?.role === 'coach';
}

/** Checks one access rule for a request; throws 401/403 when it is not met. */
export type AccessCheck = (ctx: AppContext) => Promise<void> | void;

/** The check of one access rule, run before validation and the handler. */
export function accessCheck(access: Access, coachEmails: readonly string[]): AccessCheck {
  switch (access) {
    case 'public':
      return () => {};
    case 'signedIn':
      return async (ctx) => {
        await requireUser(ctx, coachEmails);
      };
    case 'user':
      return async (ctx) => {
        await requireCoachOrClient(ctx, coachEmails);
      };
    case 'guardian':
      return (ctx) => requireGuardian(ctx, coachEmails);
    case 'family':
      return async (ctx) => {
        const user = await requireUser(ctx, coachEmails);
        if (user.role === 'guardian') return;
        if (user.role !== 'client') throw forbidden('This is for students and their guardians');
        if (!(await requireClient(ctx, coachEmails))) throw forbidden('Please create your profile first');
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
    case 'staff':
      return async (ctx) => {
        if (isAdmin(ctx)) return;
        // Nobody signed in: the shared admin password is the way in they can use.
        if (!(await loadUser(ctx, coachEmails))) throw unauthorized('Admin sign-in required');
        await requireCoach(ctx, coachEmails);
      };
    case 'device':
      return async (ctx) => {
        const user = await loadUser(ctx, coachEmails);
        if (!user && !isAdmin(ctx)) throw unauthorized();
      };
  }
}
