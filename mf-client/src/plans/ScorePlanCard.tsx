import CircleCheck from 'lucide-react/icons/circle-check';
import { useState, type FormEvent } from 'react';
import { ATTAINMENT_NOTE_MAX, type AttainmentLevels } from '@app/api/contract';
import { useCurrentUser } from '@app/kit/api';
import { useSyncStatus } from '@app/kit/sync-status';
import { Card } from '@app/kit/panels';
import { Button } from '@app/kit/ui';
import { TextField } from '../forms/Field';
import { SCORE_TEXT, queuedLine } from '../messages';
import { LEVEL_GUIDE, type LevelKey } from './attainment-levels';
import { ScoreChoices } from './ScoreChoices';
import { useScorePlan } from './use-score-plan';

/**
 * The note's message when it is too long. Checked here without the contract's schema, so the plan's view loads
 * no validation library; the server checks the note again.
 */
function noteError(note: string): string | undefined {
  return note.length > ATTAINMENT_NOTE_MAX ? SCORE_TEXT.noteTooLong(ATTAINMENT_NOTE_MAX) : undefined;
}

/**
 * "How is it going?" on a plan with attainment levels: the student scores the plan between reassessments on
 * the five levels they wrote, with an optional note, and is told what was recorded.
 */
export function ScorePlanCard({ planId, levels }: { planId: string; levels: AttainmentLevels }) {
  const { user } = useCurrentUser();
  const scorePlan = useScorePlan(user?.id);
  const [score, setScore] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ score?: string; note?: string }>({});
  const [saving, setSaving] = useState(false);
  const [recorded, setRecorded] = useState<{ key: LevelKey; queued: boolean } | null>(null);
  const phase = useSyncStatus((state) => state.phase);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { score: score ? undefined : SCORE_TEXT.choose, note: noteError(note.trim()) };
    setErrors(found);
    if (found.score || found.note) return;
    setSaving(true);
    const outcome = await scorePlan(planId, { score: Number(score), note: note.trim() || null });
    setSaving(false);
    if (!outcome) return;
    setRecorded({ key: score as LevelKey, queued: outcome === 'queued' });
    setScore('');
    setNote('');
  };

  return (
    <Card className="p-5 sm:p-6 print:break-inside-avoid print:shadow-none">
      <section aria-labelledby="plan-score" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="plan-score" className="font-semibold">
            How is it going?
          </h2>
          <p className="text-sm text-muted-foreground">
            Score this plan between reassessments on the levels you set. Each score is kept, so you and your coach can
            see how it changes.
          </p>
        </div>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <ScoreChoices
            levels={levels}
            legend="Where are you now?"
            value={score}
            error={errors.score}
            onChange={(value) => {
              setScore(value);
              setErrors((current) => ({ ...current, score: undefined }));
            }}
          />
          <TextField
            label="Note (optional)"
            placeholder="For example: two late nights this week"
            className="print:hidden"
            value={note}
            error={errors.note}
            onChange={setNote}
          />
          <Button type="submit" disabled={saving} className="self-start print:hidden">
            {saving ? 'Saving...' : 'Record Score'}
          </Button>
        </form>
        <div role="status" className="empty:hidden">
          {recorded && (
            <p className="flex gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                {SCORE_TEXT.recorded(LEVEL_GUIDE[recorded.key].sign, LEVEL_GUIDE[recorded.key].meaning)}
                {recorded.queued && ` ${queuedLine(phase)}`}
              </span>
            </p>
          )}
        </div>
      </section>
    </Card>
  );
}
