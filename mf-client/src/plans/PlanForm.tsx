import { useMemo } from 'react';
import { Link, useNavigate } from '@app/kit/router';
import { GOAL_DROPDOWN_CUT, truncate, type Plan } from '@app/api/contract';
import { useCurrentUser } from '@app/kit/api';
import { Button, buttonClass } from '@app/kit/ui';
import { DraftNotices, DraftSavedLine } from '../drafts/DraftNotices';
import { useFormDraft } from '../drafts/use-form-draft';
import { SelectField, TextAreaField, TextField } from '../forms/Field';
import type { FieldErrors } from '../forms/field-errors';
import { useDraftSubmit } from '../drafts/use-draft-submit';
import { NumberedSection } from '../layout/NumberedSection';
import { Loading } from '../layout/QueryState';
import { AttainmentLevelsSection } from './AttainmentLevelsSection';
import { levelValues, type LevelKey } from './attainment-levels';
import { ListEditor } from './ListEditor';
import {
  EMPTY_PLAN_FORM,
  earliestReassessmentDate,
  planFormValues,
  validatePlanForm,
  withLevels,
  type PlanFormValues,
  type PlanListField,
} from './plan-form';
import { planDraftKey } from './plan-messages';
import { useSavePlan } from './use-save-plan';

interface PlanFormProps {
  /** The plan being edited, or null for a new plan. */
  plan: Plan | null;
  /** The student's orientation goals (up to three). */
  goals: string[];
}

/** Messages of a list's rows, by index, from the form's messages ("strategies.2"). */
function rowErrorsOf(errors: FieldErrors, field: PlanListField): Record<number, string | undefined> {
  const rows: Record<number, string | undefined> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = new RegExp(`^${field}\\.(\\d+)$`).exec(path);
    if (match) rows[Number(match[1])] = message;
  }
  return rows;
}

/**
 * The six numbered sections of a barriers-and-strategies plan and its optional attainment levels, new or edited,
 * kept as a draft while typing.
 */
export function PlanForm({ plan, goals }: PlanFormProps) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const save = useSavePlan(user?.id);
  const planId = plan?.id ?? null;
  const server = useMemo(() => (plan ? { values: planFormValues(plan), updatedAt: plan.updatedAt } : undefined), [plan]);
  const draft = useFormDraft<PlanFormValues>({
    draftKey: planDraftKey(planId),
    userId: user?.id,
    ready: true,
    server,
    initial: EMPTY_PLAN_FORM,
  });
  const values = draft.values;
  const today = earliestReassessmentDate();
  const { formRef, errors, saving, queued, set, onSubmit } = useDraftSubmit(draft, {
    validate: validatePlanForm,
    save: (payload) => save(plan, payload, values),
    // A new plan queued offline leaves an empty form for the next one; an edited plan keeps its draft until sent.
    onQueued: planId ? undefined : () => draft.forget(EMPTY_PLAN_FORM),
    onSaved: async (saved) => {
      await draft.forget(planFormValues(saved));
      navigate(`/view-plan/${encodeURIComponent(saved.id)}`);
    },
  });

  // The levels stay out of the draft until something is written in one, and leave it when all are emptied again.
  const setLevel = (key: LevelKey, text: string) =>
    set('attainmentLevels', withLevels({ ...levelValues(values.attainmentLevels), [key]: text }).attainmentLevels);

  const goalOptions = goals.map((goal, index) => ({ value: goal, label: `Goal #${index + 1}: ${truncate(goal, GOAL_DROPDOWN_CUT)}` }));
  // An edited plan keeps its goal even if orientation changed since.
  if (values.selectedGoal && !goals.includes(values.selectedGoal) && goals.length > 0) {
    goalOptions.push({ value: values.selectedGoal, label: `Current goal: ${truncate(values.selectedGoal, GOAL_DROPDOWN_CUT)}` });
  }

  // Until the device's draft has been looked at, the form would show values that are about to be replaced.
  if (!draft.loaded) return <Loading label="Loading your plan..." />;

  const listSection = (field: PlanListField, itemLabel: string, addLabel: string, placeholder: string) => ({
    rows: values[field],
    onChange: (rows: string[]) => set(field, rows),
    listError: errors[field],
    rowErrors: rowErrorsOf(errors, field),
    itemLabel,
    addLabel,
    placeholder,
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <DraftNotices draft={draft} what="plan" />
      {queued && !planId && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          Your plan is saved on this device and will be sent as soon as you are back online. You can start another one below.
        </div>
      )}

      <NumberedSection number={1} title="Select Your Goal" headingId="plan-goal" description="Which goal is this plan for?">
        {goals.length > 0 ? (
          <SelectField
            label="Goal"
            required
            placeholder="Choose one of your goals"
            options={goalOptions}
            value={values.selectedGoal}
            error={errors.selectedGoal}
            onChange={(value) => set('selectedGoal', value)}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <div role="note" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
              <h3 className="font-semibold">No Goals Available</h3>
              <p className="mt-1 text-sm">
                You have not set any goals yet. Set them in Orientation, or write the goal for this plan below.
              </p>
              <Link to="/orientation" className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}>
                Go to Orientation
              </Link>
            </div>
            <TextField
              label="Your goal"
              required
              placeholder="For example: finish my history project a day before it is due"
              value={values.selectedGoal}
              error={errors.selectedGoal}
              onChange={(value) => set('selectedGoal', value)}
            />
          </div>
        )}
      </NumberedSection>

      <NumberedSection
        number={2}
        title="Internal Barriers"
        headingId="plan-internal"
        description="What gets in your way from the inside: habits, feelings and thoughts. For example: putting off a task that feels too big, worrying about getting it wrong, losing focus after ten minutes."
      >
        <ListEditor labelledBy="plan-internal" {...listSection('internalBarriers', 'Internal barrier', 'Add Internal Barrier', 'An internal barrier')} />
      </NumberedSection>

      <NumberedSection
        number={3}
        title="External Barriers"
        headingId="plan-external"
        description="What gets in your way from the outside: people, places and schedules. For example: phone notifications, a noisy room, practice that ends late."
      >
        <ListEditor labelledBy="plan-external" {...listSection('externalBarriers', 'External barrier', 'Add External Barrier', 'An external barrier')} />
      </NumberedSection>

      <NumberedSection
        number={4}
        title="Strategies"
        headingId="plan-strategies"
        description="What will you do about each barrier? Be concrete: “Phone in the kitchen while I study” works better than “focus more”."
      >
        <ListEditor labelledBy="plan-strategies" {...listSection('strategies', 'Strategy', 'Add Strategy', 'A strategy')} />
      </NumberedSection>

      <NumberedSection
        number={5}
        title="Implementation Plan"
        headingId="plan-implementation"
        description="How, when and where will you put your strategies to work, and who can help?"
      >
        <TextAreaField
          label="Implementation plan"
          required
          rows={5}
          placeholder="For example: Monday to Thursday at 7 pm at the kitchen table, phone charging in my room. I will tell my mom so she can check in."
          value={values.implementationPlan}
          error={errors.implementationPlan}
          onChange={(value) => set('implementationPlan', value)}
        />
      </NumberedSection>

      <NumberedSection
        number={6}
        title="Reassessment Date"
        headingId="plan-date"
        description="When will you look back at how this plan is working?"
      >
        <TextField
          label="Reassessment date"
          type="date"
          required
          min={today}
          hint="We recommend 2-4 weeks from today."
          value={values.reassessmentDate}
          error={errors.reassessmentDate}
          onChange={(value) => set('reassessmentDate', value)}
        />
      </NumberedSection>

      <AttainmentLevelsSection levels={values.attainmentLevels} errors={errors} onChange={setLevel} />

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <DraftSavedLine at={draft.draftSavedAt} />
        <Button type="submit" size="lg" disabled={saving} className="sm:ml-auto">
          {saving ? 'Saving...' : planId ? 'Update Plan' : 'Save Plan'}
        </Button>
      </div>
    </form>
  );
}
