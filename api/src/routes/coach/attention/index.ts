import type { AttentionItem } from '../../../contract/index.js';
import { audited } from '../../../http/accessLog.js';
import { defineRoute, type AnyRoute } from '../../../http/route.js';
import { findStudentsNeedingAttention } from '../../../commands/attentionFinder.js';
import type { AppContext } from '../../../http/context.js';

/** GET /api/coach/needs-attention: the dashboard's "Needs attention" list. */
function needsAttention(ctx: AppContext) {
  ctx.set('Cache-Control', 'no-store');
  return findStudentsNeedingAttention(new Date(), ctx.config.practiceTimeZone);
}

/** Students the coach should look at. */
export const attentionRoutes: AnyRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/api/coach/needs-attention',
    access: 'coach',
    summary: 'Students with a reassessment overdue by 3+ days or nothing saved for 14 days',
    audit: audited.students('client.attention.list', (items: AttentionItem[]) => items.map((item) => item.clientId)),
    handler: needsAttention,
  }),
];
