import mongoose from 'mongoose';
import type { AppContext } from '../../http/context.js';
import { HttpError } from '../../http/errors.js';

/** GET /api/health: ok while the data store is connected; says which kind of store it is. */
export function health(ctx: AppContext) {
  if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) {
    throw new HttpError(503, 'The data store is not connected');
  }
  ctx.set('Cache-Control', 'no-store');
  return { status: 'ok', store: ctx.config.mongodbUri ? 'mongodb' : 'embedded' } as const;
}
