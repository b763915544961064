import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useRef, useState, type FormEvent } from 'react';
import { SAVED_PLAN_GOAL_CUT, decodeList, planTitle, truncate } from '@app/api/contract';
import { useCurrentUser } from '@app/kit/api';
import { Button, cn, FOCUS_RING_FLUSH } from '@app/kit/ui';
import { usePlan, usePlans } from '../data/queries';
import { ChoiceGroup } from '../forms/ChoiceGroup';
import { SelectField, TextField } from '../forms/Field';
import type { FieldErrors } from '../forms/field-errors';
import { useNewestPlan } from '../dashboard/use-newest-plan';
import { CHECK_IN_TEXT } from '../messages';
import { checkInDays, emptyCheckInForm, validateCheckInForm, type CheckInFormValues } from './check-in-form';
import { useSaveCheckIn } from './use-check-ins';

/** What became of a check-in: its line of feedback on the estimate, and whether it waits on this device. */
export interface CheckInOutcome {
  line: string;
  queued: boolean;
}

const START_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The fields whose messages point at the folded details. */
const DETAIL_FIELDS = ['barrier', 'planId', 'date'];

/** A plan's barriers, internal then external, each once: the suggestions for "What got in the way?". */
function barriersOf(plan: { internalBarriers?: string; externalBarriers?: string } | null | undefined): string[] {
  if (!plan) return [];
  return [...new Set([...decodeList(plan.internalBarriers), ...decodeList(plan.externalBarriers)])];
}

/**
 * The check-in itself, quick on a phone: the task, planned and actual minutes (numeric keyboards), whether it
 * started on time, and folded away the optional barrier (suggested from the plans), plan and day. A message
 * shown after a save clears as soon as its field is valid again.
 */
export function CheckInForm({ onDone }: { onDone: (outcome: CheckInOutcome) => void }) {
  const { user } = useCurrentUser();
  const save = useSaveCheckIn(user?.id);
  const plans = usePlans();
  const { newest } = useNewestPlan();
  const [values, setValues] = useState<CheckInFormValues>(() => emptyCheckInForm());
  const [shown, setShown] = useState<FieldErrors>({});
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const chosenPlan = usePlan(values.planId || null);
  const formRef = useRef<HTMLFormElement>(null);
  const detailsId = useId();
  const barriersId = useId();
  const days = checkInDays();

  // Only the messages already shown, in their current words, while their field is still invalid.
  const now = Object.keys(shown).length > 0 ? validateCheckInForm(values) : null;
  const current = now && 'errors' in now ? now.errors : {};
  const errors: FieldErrors = Object.fromEntries(Object.keys(shown).filter((field) => field in current).map((field) => [field, current[field]!]));

  const set = <K extends keyof CheckInFormValues>(name: K, value: CheckInFormValues[K]) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  const list = plans.data ?? [];
  const planOptions = list.map((plan, index) => ({
    value: plan.id,
    label: `${planTitle(list.length - index)}: ${truncate(plan.selectedGoal, SAVED_PLAN_GOAL_CUT)}`,
  }));
  const suggestions = barriersOf(values.planId ? chosenPlan.data : newest);

  const submit = async () => {
    const checked = validateCheckInForm(values);
    if ('errors' in checked) {
      setShown(checked.errors);
      if (Object.keys(checked.errors).some((field) => DETAIL_FIELDS.includes(field))) setDetailsOpen(true);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setShown({});
    setSaving(true);
    const outcome = await save(checked.payload);
    setSaving(false);
    // A failure was shown as a toast; the form keeps what was typed.
    if (!outcome) return;
    onDone({
      line: CHECK_IN_TEXT.feedback(checked.payload.plannedMinutes, checked.payload.actualMinutes),
      queued: outcome === 'queued',
    });
    setValues(emptyCheckInForm());
    setDetailsOpen(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Check-in" className="flex flex-col gap-4">
      {/* Phone: the task, then both minutes side by side. Wide screens: all three on one line. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,1fr)_8.5rem_8.5rem]">
        <TextField
          label="What did you work on?"
          name="task"
          autoComplete="off"
          placeholder="For example: chemistry worksheet"
          className="col-span-2 lg:col-span-1"
          value={values.task}
          error={errors.task}
          onChange={(value) => set('task', value)}
        />
        <TextField
          label="Planned minutes"
          name="plannedMinutes"
          inputMode="numeric"
          autoComplete="off"
          value={values.plannedMinutes}
          error={errors.plannedMinutes}
          onChange={(value) => set('plannedMinutes', value)}
        />
        <TextField
          label="Actual minutes"
          name="actualMinutes"
          inputMode="numeric"
          autoComplete="off"
          value={values.actualMinutes}
          error={errors.actualMinutes}
          onChange={(value) => set('actualMinutes', value)}
        />
      </div>
      <ChoiceGroup
        legend="Did you start on time?"
        options={START_OPTIONS}
        value={values.startedOnTime}
        error={errors.startedOnTime}
        onChange={(value) => set('startedOnTime', value as CheckInFormValues['startedOnTime'])}
        className="sm:max-w-xs"
      />

      <div className="flex flex-col gap-4">
        <button
          type="button"
          aria-expanded={detailsOpen}
          aria-controls={detailsId}
          onClick={() => setDetailsOpen(!detailsOpen)}
          className={`flex min-h-11 w-fit items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline ${FOCUS_RING_FLUSH}`}
        >
          <ChevronDown aria-hidden="true" className={cn('h-4 w-4 transition-transform', detailsOpen && 'rotate-180')} />
          Barrier, plan and date (optional)
        </button>
        <div id={detailsId} hidden={!detailsOpen} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <TextField
            label="What got in the way?"
            name="barrier"
            autoComplete="off"
            placeholder="For example: phone notifications"
            list={suggestions.length > 0 ? barriersId : undefined}
            value={values.barrier}
            error={errors.barrier}
            onChange={(value) => set('barrier', value)}
          />
          {suggestions.length > 0 && (
            <datalist id={barriersId}>
              {suggestions.map((barrier) => (
                <option key={barrier} value={barrier} />
              ))}
            </datalist>
          )}
          <SelectField
            label="Plan"
            name="planId"
            placeholder="No plan"
            options={planOptions}
            value={values.planId}
            error={errors.planId}
            onChange={(value) => set('planId', value)}
          />
          <TextField
            label="Date"
            name="date"
            type="date"
            min={days.earliest}
            max={days.today}
            value={values.date || days.today}
            error={errors.date}
            onChange={(value) => set('date', value === days.today ? '' : value)}
          />
        </div>
      </div>

      <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-fit">
        <Check aria-hidden="true" className="h-5 w-5" />
        {saving ? 'Saving...' : 'Save Check-in'}
      </Button>
    </form>
  );
}
