import type { AppContext } from '../../http/context.js';
import { presentSite } from '../../presenters/site.js';

/** GET /api/site: the practice's name, coach and price, from SITE_* settings. */
export function siteInfo(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-cache');
  return presentSite(ctx.config.site);
}
