import type { Family, SharingSection } from '../../contract/index.js';
import { readFamily } from '../../commands/familyReader.js';
import { practiceClockOf } from '../../http/clock.js';
import type { AccessEvent } from '../../http/accessLog.js';
import type { AppContext } from '../../http/context.js';
import { guardianOf } from '../../http/guardian.js';

/** GET /api/family: the guardian's students, each with only what they share with this guardian. */
export async function getFamily(ctx: AppContext): Promise<Family> {
  const guardian = await guardianOf(ctx);
  return readFamily(guardian._id, practiceClockOf(ctx), ctx.config.site);
}

/** One access-log entry per student shown, with the sections the guardian read. */
export function auditFamilyRead(_ctx: AppContext, _input: unknown, reply: unknown): AccessEvent[] {
  return (reply as Family).students.map((student) => ({
    action: 'family.view',
    clientId: student.id,
    sections: Object.keys(student.sections) as SharingSection[],
  }));
}
