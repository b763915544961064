import type { AccessAction, AccessActor } from '../contract/index.js';
import { AccessLogEntry, ClientProfile, User } from '../models/index.js';
import type { Access } from './access.js';
import { holdsAdmin } from './adminFlag.js';
import type { AppContext } from './context.js';

/** What one request did, as a route's `audit` names it; the router adds who, when and from where. */
export interface AccessEvent {
  action: AccessAction;
  /** The student concerned (profile id). */
  clientId?: string | null;
  /** The consultation request concerned. */
  requestId?: string | null;
  /** An address approved or removed; for a student the name is looked up from clientId. */
  subject?: string | null;
}

/**
 * Ready-made `audit` rules for route definitions: one line opts a route into the access log.
 *   audit: audited.client('client.view')       the student is the route's :id
 *   audit: audited.request('consultation.delete')  the consultation request is the route's :id
 *   audit: audited.address('approval.add', 'body') the address is body.email (or params.email)
 *   audit: audited.action('consultation.export')   nothing in particular
 *   audit: audited.signIn                        the user the request signed in (none: nothing)
 */
export const audited = {
  client:
    (action: AccessAction) =>
    (_ctx: AppContext, { params }: { params: { id: string } }): AccessEvent => ({ action, clientId: params.id }),
  request:
    (action: AccessAction) =>
    (_ctx: AppContext, { params }: { params: { id: string } }): AccessEvent => ({ action, requestId: params.id }),
  address:
    (action: AccessAction, from: 'body' | 'params') =>
    (_ctx: AppContext, input: { body: unknown; params: unknown }): AccessEvent => ({
      action,
      subject: (input[from] as { email: string }).email,
    }),
  action: (action: AccessAction) => (): AccessEvent => ({ action }),
  async signIn(ctx: AppContext): Promise<AccessEvent | null> {
    const userId = ctx.session?.userId;
    if (!userId) return null;
    const profile = await ClientProfile.findOne({ userId }, { _id: 1 }).lean();
    return { action: 'signin', clientId: profile?._id ?? null };
  },
};

async function actorOf(ctx: AppContext, access: Access): Promise<AccessActor | null> {
  if (access === 'staff' && holdsAdmin(ctx.session, ctx.config)) {
    return { kind: 'admin', userId: null, email: null };
  }
  const userId = ctx.session?.userId;
  if (!userId) return null;
  // After a sign-in the request's user is the one just signed in, not the one checked before.
  const user =
    ctx.state.user?._id === userId ? ctx.state.user : await User.findById(userId, { email: 1, role: 1 }).lean();
  if (!user) return null;
  return user.role === 'coach'
    ? { kind: 'coach', userId: user._id, email: user.email }
    : { kind: 'client', userId: user._id, email: null };
}

async function studentName(clientId: string): Promise<string | null> {
  const profile = await ClientProfile.findById(clientId, { studentFirstName: 1, studentLastName: 1 }).lean();
  return profile ? `${profile.studentFirstName} ${profile.studentLastName}` : null;
}

/**
 * Appends one entry to the access log: the only place that writes it. The router calls it after the
 * handler succeeded and before the reply leaves, so a failure to record is a failed request, never
 * an unrecorded access.
 */
export async function recordAccess(
  ctx: AppContext,
  access: Access,
  events: AccessEvent | readonly AccessEvent[] | null,
): Promise<void> {
  const list = events === null ? [] : Array.isArray(events) ? events : [events as AccessEvent];
  if (list.length === 0) return;
  const actor = await actorOf(ctx, access);
  if (!actor) return;
  const entries = await Promise.all(
    list.map(async (event) => {
      const clientId = event.clientId ?? null;
      return {
        action: event.action,
        actor,
        clientId,
        requestId: event.requestId ?? null,
        subject: event.subject ?? (clientId ? await studentName(clientId) : null),
        ip: ctx.ip,
      };
    }),
  );
  await AccessLogEntry.insertMany(entries);
}
