import type { CoachingSession } from '../../contract/index.js';
import { audited, type AccessEvent } from '../../http/accessLog.js';
import type { AppContext } from '../../http/context.js';
import { CoachingSession as SessionModel } from '../../models/index.js';

const clientsOf = (sessions: CoachingSession[]) => sessions.map((session) => session.clientId);
const clientOf = (session: CoachingSession) => [session.clientId];

/**
 * What the access log records of the session routes: each student whose sessions the coach listed or
 * changed. A student's calls on their own sessions record nothing.
 */
export const sessionAudit = {
  list: audited.students('client.sessions.list', clientsOf),
  /** A booking, or the record of a session held outside the booking (its body names the attendance). */
  book(ctx: AppContext, input: { body: { attendance?: string } }, reply: unknown) {
    const action = input.body.attendance === undefined ? 'client.session.book' : 'client.session.record';
    return audited.students(action, clientOf)(ctx, input, reply);
  },
  move: audited.students('client.session.move', clientOf),
  attendance: audited.students('client.session.attendance', clientOf),
  /** A cancellation replies with nothing, so the session names its student. */
  async cancel(ctx: AppContext, { params }: { params: { id: string } }): Promise<AccessEvent | null> {
    if (ctx.state.user?.role === 'client') return null;
    const session = await SessionModel.findById(params.id, { clientId: 1 }).lean();
    return session ? { action: 'client.session.cancel', clientId: session.clientId } : null;
  },
};
