import { useId, useState, type FormEvent } from 'react';
import {
  ATTAINMENT_NOTE_MAX,
  coachAttainmentScoreSchema,
  firstError,
  type AttainmentLevels,
  type AttainmentScoreValue,
} from '@app/api/contract';
import { SCORES_HIGH_FIRST, levelText, signedScore } from '@app/kit/outcomes';
import { Button, FieldError, Input, Label, cn, toast } from '@app/kit/ui';
import { useRecordScore } from '../../api/outcomes-api';
import { serverMessage } from '../../lib/server-message';
import { TOASTS } from '../../messages';

const CHOOSE_SCORE = 'Choose a score';

/**
 * The coach's score of one plan on its five levels (+2 to -2, each with the plan's own words), with an optional
 * note; only for a plan that describes its levels.
 */
export function ScoreForm({
  clientId,
  planId,
  goal,
  levels,
}: {
  clientId: string;
  planId: string;
  goal: string;
  levels: AttainmentLevels;
}) {
  const id = useId();
  const [score, setScore] = useState<AttainmentScoreValue | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const record = useRecordScore(clientId);
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setError(CHOOSE_SCORE);
      return;
    }
    const parsed = coachAttainmentScoreSchema.safeParse({ planId, score, note: note.trim() || null });
    if (!parsed.success) {
      setError(firstError(parsed.error) ?? CHOOSE_SCORE);
      return;
    }
    setError(null);
    record.mutate(parsed.data, {
      onSuccess: () => {
        toast(TOASTS.scoreRecorded(signedScore(score), goal));
        setScore(null);
        setNote('');
      },
      onError: (failure) =>
        toast({ ...TOASTS.scoreFailed, description: serverMessage(failure, TOASTS.scoreFailed.description) }),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3"
      aria-label={`Record your score on the goal: ${goal}`}
    >
      <h5 className="text-sm font-semibold text-foreground">Record your score</h5>
      <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
        <legend className="sr-only">Score for the goal: {goal}</legend>
        {SCORES_HIGH_FIRST.map((value) => (
          <label
            key={value}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border px-3 py-2 text-sm',
              'has-[:checked]:border-primary has-[:checked]:bg-blue-50',
            )}
          >
            <input
              type="radio"
              name={`${id}-score`}
              value={value}
              checked={score === value}
              onChange={() => setScore(value)}
              className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
            />
            <span className="min-w-0 break-words">
              <span className="inline-block w-7 font-semibold tabular-nums">{signedScore(value)}</span>{' '}
              {levelText(levels, value)}
            </span>
          </label>
        ))}
      </fieldset>
      <FieldError id={errorId}>{error}</FieldError>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Input
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={ATTAINMENT_NOTE_MAX}
        />
      </div>
      <Button type="submit" className="self-start" disabled={record.isPending}>
        {record.isPending ? 'Recording...' : 'Record score'}
      </Button>
    </form>
  );
}
