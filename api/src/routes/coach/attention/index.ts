import { API_PATHS, type AttentionList } from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { findStudentsNeedingAttention } from '../../../commands/attentionFinder.js';
import type { AppContext } from '../../../http/context.js';

/** GET /api/coach/needs-attention: the first students of the dashboard's "Needs attention" list, and how many. */
function needsAttention(ctx: AppContext): Promise<AttentionList> {
  ctx.set('Cache-Control', 'no-store');
  return findStudentsNeedingAttention(new Date(), ctx.config.practiceTimeZone);
}

/** Students the coach should look at. */
export const attentionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: API_PATHS.needsAttention,
    access: 'coach',
    summary:
      'The first 20 students with a reassessment overdue by 3+ days, nothing saved for 14 days, no check-in for 7 days or two attainment scores below 0, and how many',
    audit: audited.students('client.attention.list', (list: AttentionList) => list.items.map((item) => item.clientId)),
    handler: needsAttention,
  }),
];
