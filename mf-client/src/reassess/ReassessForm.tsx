import { useMemo } from 'react';
import { useNavigate } from '@app/kit/router';
import type { Plan } from '@app/api/contract';
import { useCurrentUser } from '@app/kit/api';
import { Button } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { DraftNotices, DraftSavedLine } from '../drafts/DraftNotices';
import { useDraftSubmit } from '../drafts/use-draft-submit';
import { useFormDraft } from '../drafts/use-form-draft';
import { TextAreaField, TextField } from '../forms/Field';
import { NumberedSection } from '../layout/NumberedSection';
import { Loading } from '../layout/QueryState';
import { CardListEditor } from '../plans/ListEditor';
import { earliestReassessmentDate } from '../plans/plan-form';
import { reassessDraftKey } from '../plans/plan-messages';
import { ScoreChoices } from '../plans/ScoreChoices';
import { NewBarrierFields, NewStrategyFields } from './NewRowFields';
import {
  EMPTY_BARRIER_ROW,
  EMPTY_STRATEGY_ROW,
  emptyReassessForm,
  validateReassessForm,
  type ReassessFormValues,
} from './reassess-form';
import { useSaveReassessment } from './use-save-reassessment';

/**
 * The reassessment of a plan, kept as a draft while typing, with an optional score when the plan has attainment
 * levels; 'Update Plan' saves it and returns to the dashboard.
 */
export function ReassessForm({ plan }: { plan: Plan }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const save = useSaveReassessment(user?.id);
  const initial = useMemo(() => emptyReassessForm(plan), [plan]);
  // The plan is the server's copy: a draft written before the plan last changed is not applied without asking.
  const server = useMemo(() => ({ values: initial, updatedAt: plan.updatedAt }), [initial, plan.updatedAt]);
  const draft = useFormDraft<ReassessFormValues>({
    draftKey: reassessDraftKey(plan.id),
    userId: user?.id,
    ready: true,
    server,
    initial,
  });
  const values = draft.values;
  const { formRef, errors, saving, queued, set, onSubmit } = useDraftSubmit(draft, {
    validate: validateReassessForm,
    save: (payload) => save(plan.id, payload),
    onQueued: () => draft.forget(initial),
    onSaved: async () => {
      await draft.forget();
      navigate('/');
    },
  });

  // Until the device's draft has been looked at, the form would show values that are about to be replaced.
  if (!draft.loaded) return <Loading label="Loading your reassessment..." />;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <DraftNotices draft={draft} what="reassessment" />
      {queued && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          Your reassessment is saved on this device and will be sent as soon as you are back online.
        </div>
      )}

      <NumberedSection number={1} title="Current Status" headingId="reassess-status" description="How is this plan going right now?">
        <TextAreaField
          label="Current status"
          required
          rows={4}
          placeholder="For example: I started most assignments on time, but weekends are still hard."
          value={values.currentStatus}
          error={errors.currentStatus}
          onChange={(value) => set('currentStatus', value)}
        />
      </NumberedSection>

      <NumberedSection number={2} title="What Worked and What Didn't" headingId="reassess-review" description="Be honest and kind with yourself: both answers are useful information.">
        <div className="grid gap-4 md:grid-cols-2">
          <TextAreaField label="What worked" rows={4} value={values.whatWorked} error={errors.whatWorked} onChange={(value) => set('whatWorked', value)} />
          <TextAreaField
            label="What didn't work"
            rows={4}
            value={values.whatDidntWork}
            error={errors.whatDidntWork}
            onChange={(value) => set('whatDidntWork', value)}
          />
        </div>
      </NumberedSection>

      <NumberedSection number={3} title="New Barriers" headingId="reassess-barriers" description="Optional: anything new getting in the way? Say whether it comes from inside you or from outside.">
        <CardListEditor
          itemLabel="New barrier"
          addLabel="Add Barrier"
          emptyText="No new barriers added."
          rows={values.newBarriers}
          emptyRow={EMPTY_BARRIER_ROW}
          onChange={(rows) => set('newBarriers', rows)}
        >
          {(row, index, update) => <NewBarrierFields row={row} index={index} update={update} errors={errors} />}
        </CardListEditor>
      </NumberedSection>

      <NumberedSection number={4} title="New Strategies" headingId="reassess-strategies" description="Optional: what will you try next, for how long, and with what help?">
        <CardListEditor
          itemLabel="New strategy"
          addLabel="Add Strategy"
          emptyText="No new strategies added."
          rows={values.newStrategies}
          emptyRow={EMPTY_STRATEGY_ROW}
          onChange={(rows) => set('newStrategies', rows)}
        >
          {(row, index, update) => <NewStrategyFields row={row} index={index} update={update} errors={errors} />}
        </CardListEditor>
      </NumberedSection>

      <NumberedSection number={5} title="Goal Adjustment" headingId="reassess-goal" description="Keep your goal, or adjust it to fit what you have learned.">
        <TextAreaField label="Goal" rows={3} value={values.updatedGoal} error={errors.updatedGoal} onChange={(value) => set('updatedGoal', value)} />
      </NumberedSection>

      <NumberedSection number={6} title="Next Reassessment" headingId="reassess-next" description="When will you check in on this plan again?">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Date"
            type="date"
            min={earliestReassessmentDate()}
            hint="We recommend 2-4 weeks from today."
            value={values.nextReassessmentDate}
            error={errors.nextReassessmentDate}
            onChange={(value) => set('nextReassessmentDate', value)}
          />
          <TextField
            label="Note (optional)"
            placeholder="For example: after the chemistry test"
            value={values.nextReassessmentNote}
            error={errors.nextReassessmentNote}
            onChange={(value) => set('nextReassessmentNote', value)}
          />
        </div>
      </NumberedSection>

      {plan.attainmentLevels && (
        <Card className="p-5 sm:p-6">
          <section aria-labelledby="reassess-score" className="flex flex-col gap-4">
            <h2 id="reassess-score" className="text-lg font-semibold leading-8">
              Score this plan <span className="text-sm font-normal text-muted-foreground">(optional)</span>
            </h2>
            <ScoreChoices
              levels={plan.attainmentLevels}
              legend="Where are you on the scale you set for this plan?"
              hint="Pick the level closest to what actually happened. It is kept with this reassessment."
              value={values.score ?? ''}
              error={errors.score}
              onChange={(score) => set('score', score)}
            />
            {values.score && (
              <Button
                variant="ghost"
                size="sm"
                className="self-start"
                onClick={(event) => {
                  // Clear score goes once cleared: the focus moves to the scale, to choose again or move on.
                  event.currentTarget.closest('section')?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
                  set('score', undefined);
                }}
              >
                Clear score
              </Button>
            )}
          </section>
        </Card>
      )}

      <div className="flex flex-col gap-3 rounded-lg border border-border bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
        <DraftSavedLine at={draft.draftSavedAt} />
        <Button type="submit" size="lg" disabled={saving} className="sm:ml-auto">
          {saving ? 'Saving...' : 'Update Plan'}
        </Button>
      </div>
    </form>
  );
}
