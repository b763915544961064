import type { ParameterizedContext } from 'koa';
import type { AppConfig } from '../config.js';
import type { UserRecord } from '../models/index.js';
import type { AdminFlag } from '../policies/adminFlag.js';
import type { ProfileRef } from './authorize.js';
import type { Services } from '../services/index.js';

/** What the log-in session carries: the signed-in user, and the admin flag (see policies/adminFlag.ts). */
export interface AppSession extends AdminFlag {
  /** The signed-in coach or client. */
  userId?: string;
}

declare module 'koa' {
  interface DefaultContext {
    /** koa-session's session; null only once destroyed. */
    session: (AppSession & { populated: boolean; regenerate: () => Promise<void> }) | null;
    /** The app's configuration (set once by createApp). */
    config: AppConfig;
    /** The app's services: logger, rate limiter, mailer, push, bus (set once by createApp). */
    services: Services;
  }
}

/** Request-scoped state filled by the auth middleware. */
export interface AppState {
  /** The signed-in user's record (read-only: a plain object, not a mongoose document). */
  user?: UserRecord | null;
  /** The signed-in student's profile id, for client routes (null: no profile yet). */
  profile?: ProfileRef | null;
  requestId?: string;
  /** The student whose record a handler deleted, for the access-log line written after it (the record is gone). */
  deletedFor?: string | null;
}

/** The Koa context of every route handler. */
export type AppContext = ParameterizedContext<AppState>;
