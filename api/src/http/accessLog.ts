import type { AccessAction, AccessActor, SharingSection } from '../contract/index.js';
import { AccessLogEntry, ClientProfile, User } from '../models/index.js';
import { holdsAdmin } from '../policies/adminFlag.js';
import type { Access } from './access.js';
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
  /** A guardian's read: the sections of the student it showed. */
  sections?: readonly SharingSection[];
}

/** What a route's audit returns: the events to record, or null for none. */
export type AuditResult = AccessEvent | readonly AccessEvent[] | null;

/** The events as a list. */
export function listOfEvents(events: AuditResult): readonly AccessEvent[] {
  return events === null ? [] : Array.isArray(events) ? events : [events as AccessEvent];
}

/** Whether the request's caller is a student: their own records reach them unlogged. */
function byStudent(ctx: AppContext): boolean {
  return ctx.state.user?.role === 'client';
}

/**
 * Ready-made `audit` rules for route definitions: one line opts a route into the access log.
 *   audit: audited.client('client.view')       the student is the route's :id
 *   audit: audited.students('client.list', (reply: CoachClient[]) => reply.map((c) => c.id))
 *                                               each student the reply holds (not for a student's own)
 *   audit: audited.address('approval.add', 'body') the address is body.email (or params.email)
 *   audit: audited.action('consultation.export')   nothing in particular
 *   audit: audited.signIn                        the user the request signed in (none: nothing)
 */
export const audited = {
  client:
    (action: AccessAction) =>
    (_ctx: AppContext, { params }: { params: { id: string } }): AccessEvent => ({ action, clientId: params.id }),
  address:
    (action: AccessAction, from: 'body' | 'params') =>
    (_ctx: AppContext, input: { body: unknown; params: unknown }): AccessEvent => ({
      action,
      subject: (input[from] as { email: string }).email,
    }),
  students:
    <R>(action: AccessAction, studentsOf: (reply: R) => Iterable<string>) =>
    (ctx: AppContext, _input: unknown, reply: unknown): AccessEvent[] | null => {
      if (byStudent(ctx)) return null;
      // A reply the handler sent itself cannot be read here: failing beats an unrecorded access.
      if (reply === undefined) throw new Error(`${action}: the handler must return its reply to be audited`);
      return [...new Set(studentsOf(reply as R))].map((clientId) => ({ action, clientId }));
    },
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
  if (user.role === 'coach' || user.role === 'guardian') return { kind: user.role, userId: user._id, email: user.email };
  return { kind: 'client', userId: user._id, email: null };
}

/** The names of the given students, read in one query (a deleted student has none). */
async function studentNames(clientIds: readonly string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const profiles = await ClientProfile.find(
    { _id: { $in: [...new Set(clientIds)] } },
    { studentFirstName: 1, studentLastName: 1 },
  ).lean();
  return new Map(profiles.map((profile) => [profile._id, `${profile.studentFirstName} ${profile.studentLastName}`]));
}

/**
 * Appends a request's entries to the access log: the only place that writes it. The router calls it after
 * the handler succeeded and before the reply leaves (see recordAudit there for what a failure does). However
 * many students a list names, it costs one read of their names, one insert and one check that they still exist.
 */
export async function recordAccess(ctx: AppContext, access: Access, events: AuditResult): Promise<void> {
  const list = listOfEvents(events);
  if (list.length === 0) return;
  const actor = await actorOf(ctx, access);
  if (!actor) return;
  const names = await studentNames(
    list.flatMap((event) => (event.subject == null && event.clientId ? [event.clientId] : [])),
  );
  const entries = list.map((event) => {
    const clientId = event.clientId ?? null;
    return {
      action: event.action,
      actor,
      clientId,
      requestId: event.requestId ?? null,
      subject: event.subject ?? (clientId ? (names.get(clientId) ?? null) : null),
      ip: ctx.ip,
      ...(event.sections ? { sections: [...event.sections] } : {}),
    };
  });
  const inserted = (await AccessLogEntry.insertMany(entries)).map((entry) => entry._id);
  await Promise.all([forgetNamesOfDeleted(names, inserted), forgetAddressOfDeleted(actor, inserted)]);
}

/**
 * Takes out again the names of students deleted while the request ran: their deletion clears the log of their
 * names after removing their profile, so an entry written after that, with a name read before, is cleared here.
 */
async function forgetNamesOfDeleted(names: Map<string, string>, inserted: readonly string[]) {
  if (names.size === 0) return;
  const ids = [...names.keys()];
  const existing = new Set((await ClientProfile.find({ _id: { $in: ids } }, { _id: 1 }).lean()).map((p) => p._id));
  const gone = ids.filter((id) => !existing.has(id));
  if (gone.length === 0) return;
  await AccessLogEntry.updateMany({ _id: { $in: inserted }, clientId: { $in: gone } }, { $unset: { subject: 1 } });
}

/** The same for a student's own request made as their deletion ran: their entries lose the address they came from. */
async function forgetAddressOfDeleted(actor: AccessActor, inserted: readonly string[]) {
  if (actor.kind !== 'client' || !actor.userId || (await User.exists({ _id: actor.userId }))) return;
  await AccessLogEntry.updateMany({ _id: { $in: inserted } }, { $unset: { ip: 1 } });
}
