import type { StudentAccount } from '../../../contract/index.js';
import { readAccount } from '../../../commands/accountReader.js';
import { profileIdOf } from '../../../http/actor.js';
import type { AppContext } from '../../../http/context.js';

/** GET /api/my-account: the signed-in student's own account. */
export function getMyAccount(ctx: AppContext): Promise<StudentAccount> {
  return readAccount(profileIdOf(ctx), ctx.config.site);
}
