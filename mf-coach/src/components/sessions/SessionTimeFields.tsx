import { useId } from 'react';
import { dayKey } from '@app/api/contract';
import { Input, Label, toast } from '@app/kit/ui';
import { TOASTS } from '../../messages';

/** A day and a start time as the coach types them, in the browser's time zone. */
export interface LocalTime {
  date: string;
  time: string;
}

export const NO_TIME: LocalTime = { date: '', time: '' };

/** The instant of a local day and time, or null when either is missing or not a real time. */
function instantOf({ date, time }: LocalTime): Date | null {
  if (!date || !time) return null;
  const start = new Date(`${date}T${time}`);
  return Number.isNaN(start.getTime()) ? null : start;
}

/** The picked instant, or null after telling the coach that a date and a time are both needed. */
export function pickedStart(value: LocalTime): Date | null {
  const start = instantOf(value);
  if (!start) toast(TOASTS.sessionTimeMissing);
  return start;
}

/** An instant as the inputs show it: local day and time. */
export function localTimeOf(iso: string): LocalTime {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: dayKey(at),
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** Date and start-time inputs: the coach books and moves at any time, inside the weekly hours or not. */
export function SessionTimeFields({ value, onChange }: { value: LocalTime; onChange: (value: LocalTime) => void }) {
  const dateId = useId();
  const timeId = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={dateId}>Date</Label>
        <Input id={dateId} type="date" required value={value.date} onChange={(event) => onChange({ ...value, date: event.target.value })} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={timeId}>Start time</Label>
        <Input
          id={timeId}
          type="time"
          step={300}
          required
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
        />
      </div>
    </div>
  );
}
