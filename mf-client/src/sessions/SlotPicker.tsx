import { useEffect, useId, useRef } from 'react';
import { byDay, clockTime, shortDay, type Slot } from '@app/api/contract';
import { preferredScrollBehavior } from '@app/kit/ui';
import { Choice } from '../forms/Choice';

/** Pick a day, then a time: the free times grouped by the student's local day. */
export function SlotPicker({
  slots,
  day,
  start,
  onDay,
  onStart,
}: {
  slots: readonly Slot[];
  day: string | null;
  start: string | null;
  onDay: (day: string) => void;
  onStart: (start: string) => void;
}) {
  const name = useId();
  const days = byDay(slots);
  const times = days.find((group) => group.day === day)?.items ?? [];
  const timesRef = useRef<HTMLFieldSetElement>(null);
  // On a phone the times appear below weeks of days, out of sight: a picked day brings its times into view.
  useEffect(() => {
    if (day) timesRef.current?.scrollIntoView({ block: 'nearest', behavior: preferredScrollBehavior() });
  }, [day]);
  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">1. Pick a day</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {days.map((group) => (
            <Choice
              key={group.day}
              name={`${name}-day`}
              value={group.day}
              label={shortDay(group.items[0]!.start)}
              checked={group.day === day}
              onChange={onDay}
            />
          ))}
        </div>
      </fieldset>
      {day && (
        <fieldset ref={timesRef} className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold">2. Pick a time</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {times.map((slot) => (
              <Choice
                key={slot.start}
                name={`${name}-time`}
                value={slot.start}
                label={clockTime(slot.start)}
                checked={slot.start === start}
                onChange={onStart}
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
