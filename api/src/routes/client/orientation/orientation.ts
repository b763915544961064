import type { OrientationPayload, OrientationResponse, ReflectionItem } from '../../../contract/index.js';
import { createOrientationResponse, saveOrientationResponse } from '../../../commands/orientationSaver.js';
import { profileIdOf } from '../../../http/actor.js';
import { holdToBaseVersion, refusedIfChangedMeanwhile } from '../../../http/baseVersion.js';
import type { AppContext } from '../../../http/context.js';
import type { RouteInput } from '../../../http/route.js';
import { OrientationResponse as OrientationResponseModel } from '../../../models/index.js';
import { presentOrientationResponse, presentReflections } from '../../../presenters/orientationResponse.js';

/** GET /api/orientation-responses: the student's one record, or JSON null before the first save. */
export async function getOrientation(ctx: AppContext): Promise<OrientationResponse | undefined> {
  const record = await OrientationResponseModel.findOne({ clientId: profileIdOf(ctx) }).lean();
  if (record) return presentOrientationResponse(record);
  // Koa answers a null body with an empty 204; the goal pages parse JSON, so send a literal null.
  ctx.type = 'application/json';
  ctx.body = 'null';
  return undefined;
}

/** POST /api/orientation-responses: the first save (201); 409 once a record exists. */
export async function createOrientation(
  ctx: AppContext,
  { body }: RouteInput<OrientationPayload, undefined, undefined>,
) {
  const record = await createOrientationResponse(profileIdOf(ctx), body);
  ctx.status = 201;
  return presentOrientationResponse(record);
}

/**
 * PUT /api/orientation-responses: later saves replace the answers (and create the record if none exists), unless
 * they name a version older than the stored one (412).
 */
export async function updateOrientation(
  ctx: AppContext,
  { body }: RouteInput<OrientationPayload, undefined, undefined>,
) {
  const { record, created } = await saveOrientationResponse(profileIdOf(ctx), body, (stored) =>
    holdToBaseVersion(ctx, stored),
  ).catch(refusedIfChangedMeanwhile);
  ctx.status = created ? 201 : 200;
  return presentOrientationResponse(record);
}

/** GET /api/orientation-responses/reflections: My Reflections' list form of the same answers. */
export async function listReflections(ctx: AppContext): Promise<ReflectionItem[]> {
  return presentReflections(await OrientationResponseModel.findOne({ clientId: profileIdOf(ctx) }).lean());
}
