import { CHECK_IN_RULES, STUDENT_BOUNDS, STUDENT_BOUND_MESSAGES, type CheckInPayload } from '../contract/index.js';
import { NotFoundError } from '../domain/errors.js';
import { CheckIn, Plan, newId, type CheckInRecord } from '../models/index.js';
import { createInPlace } from './boundedPlaces.js';
import { invalidField } from './invalidField.js';
import { addDays } from '../domain/practiceDays.js';

/**
 * Saves a student's check-in. Its day is the one the student's device sends (`today` on the practice's clock when
 * none is), and may go back 14 days, today included, give or take the day a student's time zone may differ; a plan
 * it names must be one of the student's own (another's is told apart from a missing one by nothing: both are not
 * found). Nothing is saved when any of this fails.
 */
export async function recordCheckIn(clientId: string, payload: CheckInPayload, today: string): Promise<CheckInRecord> {
  const date = payload.date ?? today;
  const earliest = addDays(today, -(CHECK_IN_RULES.backdateDays - 1));
  const grace = CHECK_IN_RULES.studentDayGrace;
  if (date > addDays(today, grace) || date < addDays(earliest, -grace)) {
    throw invalidField('date', `Must be within the last ${CHECK_IN_RULES.backdateDays} days (${earliest} to ${today})`);
  }
  const planId = payload.planId ?? null;
  if (planId !== null && !(await Plan.exists({ _id: planId, clientId }))) throw new NotFoundError('Plan not found');
  const created = await createInPlace(
    () => CheckIn.find({ clientId, date }, { place: 1 }).lean(),
    STUDENT_BOUNDS.checkInsPerDay,
    () => STUDENT_BOUND_MESSAGES.checkIns,
    (place) =>
      CheckIn.create({
        _id: newId(),
        clientId,
        task: payload.task,
        plannedMinutes: payload.plannedMinutes,
        actualMinutes: payload.actualMinutes,
        startedOnTime: payload.startedOnTime,
        barrier: payload.barrier || null,
        planId,
        date,
        place,
      }),
  );
  return created.toObject() as CheckInRecord;
}
