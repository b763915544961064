import type { ParameterizedContext } from 'koa';
import type { ClientProfileDoc, UserDoc } from '../models/index.js';

/** What the log-in session carries. */
export interface AppSession {
  /** The signed-in coach or client. */
  userId?: string;
  /** Set by the shared admin password. */
  admin?: boolean;
}

declare module 'koa' {
  interface DefaultContext {
    /** koa-session's session; null only once destroyed. */
    session: (AppSession & { populated: boolean; regenerate?: () => Promise<void> }) | null;
  }
}

/** Request-scoped state filled by the auth middleware. */
export interface AppState {
  user?: UserDoc | null;
  profile?: ClientProfileDoc | null;
  requestId?: string;
}

/** The Koa context of every route handler. */
export type AppContext = ParameterizedContext<AppState>;
