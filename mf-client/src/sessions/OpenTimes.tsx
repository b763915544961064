import { useState, type ReactNode } from 'react';
import { LoadFailed, Loading } from '../layout/QueryState';
import { SlotPicker } from './SlotPicker';
import { useSlots } from './session-queries';

/** A day and a start time being picked (booking a session, or moving one); picking another day clears the time. */
export interface SlotChoice {
  day: string | null;
  start: string | null;
  pickDay(day: string): void;
  pickStart(start: string | null): void;
  clear(): void;
}

export function useSlotChoice(): SlotChoice {
  const [day, setDay] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  return {
    day,
    start,
    pickDay: (value) => {
      setDay(value);
      setStart(null);
    },
    pickStart: setStart,
    clear: () => {
      setDay(null);
      setStart(null);
    },
  };
}

/**
 * The coach's open times to pick from: a note while they load, the failure with Try again, `empty` when there are
 * none (if given), otherwise the day-and-time picker followed by `children`.
 */
export function OpenTimes({
  choice,
  empty,
  children,
}: {
  choice: SlotChoice;
  empty?: ReactNode;
  children?: ReactNode;
}) {
  const slots = useSlots();
  if (slots.isLoading) return <Loading label="Loading open times..." />;
  if (slots.isError) {
    return <LoadFailed message="The open times could not be loaded." onRetry={() => void slots.refetch()} />;
  }
  const list = slots.data ?? [];
  if (list.length === 0 && empty) return empty;
  return (
    <>
      <SlotPicker
        slots={list}
        day={choice.day}
        start={choice.start}
        onDay={choice.pickDay}
        onStart={choice.pickStart}
      />
      {children}
    </>
  );
}
