import { useId, useState, type FormEvent } from 'react';
import {
  SESSION_BUFFER_MINUTES,
  SESSION_MINUTES,
  UPCOMING_SESSIONS,
  availabilitySchema,
  fieldErrors,
  type Availability,
  type SessionUsePolicy,
  type WeeklyRange,
} from '@app/api/contract';
import { serverMessage } from '@app/kit/api';
import { Card, CardContent, CardDescription, CardHeader } from '@app/kit/panels';
import { Button, Checkbox, FormProblem, Input, Label, checkboxLabelClass, toast } from '@app/kit/ui';
import { useSaveAvailability } from '../../api/session-api';
import { TOASTS } from '../../messages';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The practice's policy on missed sessions, as the form names each setting. */
const POLICY_LABELS = {
  noShowUsesSession: 'A no-show uses a session',
  lateCancelUsesSession: 'A late cancel uses a session',
} as const satisfies Record<keyof SessionUsePolicy, string>;

/** "weekly.2.end" → "Tuesday 09:00–17:00 (end)" (the form's words for where a problem is). */
function fieldName(path: string, weekly: readonly WeeklyRange[]): string {
  const [first, index, field] = path.split('.');
  const range = first === 'weekly' && /^\d+$/.test(index ?? '') ? weekly[Number(index)] : undefined;
  if (range) {
    return `${WEEKDAYS[range.weekday - 1]} ${range.start}–${range.end}${field ? ` (${field})` : ''}`;
  }
  if (first === 'datesOff') return 'Dates off';
  if (first === 'minNoticeHours') return 'Minimum notice';
  if (first === 'horizonWeeks') return 'Booking horizon';
  if (first === 'maxUpcomingSessions') return 'Upcoming sessions per student';
  if (first === 'noShowUsesSession' || first === 'lateCancelUsesSession') return POLICY_LABELS[first];
  return 'Availability';
}

/** One weekday's ranges of hours: start and end times, each removable, and Add hours. */
function WeekdayHours({
  weekday,
  ranges,
  onChange,
}: {
  weekday: number;
  ranges: Array<{ range: WeeklyRange; index: number }>;
  onChange: (index: number, range: WeeklyRange | null) => void;
}) {
  const id = useId();
  const day = WEEKDAYS[weekday - 1]!;
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-4">
      <h3 className="w-28 shrink-0 pt-2 text-sm font-semibold">{day}</h3>
      <div className="flex flex-1 flex-col gap-2">
        {ranges.length === 0 && <p className="pt-2 text-sm text-muted-foreground">Not available</p>}
        {ranges.map(({ range, index }, n) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${n}-start`}>From</Label>
              <Input
                id={`${id}-${n}-start`}
                type="time"
                step={300}
                className="w-32"
                value={range.start}
                onChange={(event) => onChange(index, { ...range, start: event.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${n}-end`}>To</Label>
              <Input
                id={`${id}-${n}-end`}
                type="time"
                step={300}
                className="w-32"
                value={range.end}
                onChange={(event) => onChange(index, { ...range, end: event.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              aria-label={`Remove ${day} ${range.start} to ${range.end}`}
              onClick={() => onChange(index, null)}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          aria-label={`Add hours on ${day}`}
          onClick={() => onChange(-1, { weekday, start: '09:00', end: '17:00' })}
        >
          Add hours
        </Button>
      </div>
    </li>
  );
}

/**
 * The coach's availability: weekly hours per weekday, dates off, minimum notice, horizon, how many upcoming
 * sessions a student may hold, and whether a no-show and a late cancel use up a session, saved as a whole.
 */
export function AvailabilityForm({ initial }: { initial: Availability }) {
  const save = useSaveAvailability();
  const [value, setValue] = useState<Availability>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [dateOff, setDateOff] = useState('');
  const ids = {
    dateOff: useId(),
    notice: useId(),
    horizon: useId(),
    upcoming: useId(),
    upcomingHint: useId(),
    policyHint: useId(),
    problem: useId(),
  };

  const changeRange = (index: number, range: WeeklyRange | null) => {
    setValue((current) => {
      const weekly = [...current.weekly];
      if (index === -1 && range) weekly.push(range);
      else if (range) weekly[index] = range;
      else weekly.splice(index, 1);
      return { ...current, weekly };
    });
  };

  const addDateOff = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOff)) return;
    setValue((current) => ({ ...current, datesOff: [...new Set([...current.datesOff, dateOff])].sort() }));
    setDateOff('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = availabilitySchema.safeParse(value);
    if (!parsed.success) {
      const [path, message] = Object.entries(fieldErrors(parsed.error))[0]!;
      setProblem(`${fieldName(path, value.weekly)}: ${message}`);
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync(parsed.data);
      setValue(saved);
      toast(TOASTS.availabilitySaved);
    } catch (error) {
      setProblem(serverMessage(error, 'Your availability could not be saved. Please try again.'));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-6"
      aria-describedby={problem ? ids.problem : undefined}
    >
      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">Weekly hours</h2>
          <CardDescription>
            In the practice&apos;s time zone. Sessions are {SESSION_MINUTES} minutes with a {SESSION_BUFFER_MINUTES}
            -minute buffer, so one starts every hour from the beginning of each range.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y divide-border">
            {WEEKDAYS.map((_, n) => (
              <WeekdayHours
                key={n}
                weekday={n + 1}
                ranges={value.weekly
                  .map((range, index) => ({ range, index }))
                  .filter(({ range }) => range.weekday === n + 1)}
                onChange={changeRange}
              />
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">Dates off</h2>
          <CardDescription>No session can be booked on these dates.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={ids.dateOff}>Date off</Label>
              <Input
                id={ids.dateOff}
                type="date"
                className="w-44"
                value={dateOff}
                onChange={(event) => setDateOff(event.target.value)}
              />
            </div>
            <Button type="button" variant="outline" onClick={addDateOff} disabled={!dateOff}>
              Add date off
            </Button>
          </div>
          {value.datesOff.length === 0 ? (
            <p className="text-sm text-muted-foreground">No dates off.</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {value.datesOff.map((date) => (
                <li
                  key={date}
                  className="flex items-center gap-1 rounded-md border border-border py-1 pl-3 pr-1 text-sm"
                >
                  {date}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove date off ${date}`}
                    onClick={() =>
                      setValue((current) => ({ ...current, datesOff: current.datesOff.filter((d) => d !== date) }))
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">Booking window</h2>
          <CardDescription>
            How soon and how far ahead students may book, and how many sessions each may hold at once. You can book
            clients at any time.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.notice}>Minimum notice (hours)</Label>
            <Input
              id={ids.notice}
              type="number"
              min={0}
              inputMode="numeric"
              value={value.minNoticeHours}
              onChange={(event) => setValue((current) => ({ ...current, minNoticeHours: event.target.valueAsNumber }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.horizon}>Booking horizon (weeks ahead)</Label>
            <Input
              id={ids.horizon}
              type="number"
              min={1}
              inputMode="numeric"
              value={value.horizonWeeks}
              onChange={(event) => setValue((current) => ({ ...current, horizonWeeks: event.target.valueAsNumber }))}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.upcoming}>Upcoming sessions per student</Label>
            <Input
              id={ids.upcoming}
              type="number"
              min={UPCOMING_SESSIONS.min}
              max={UPCOMING_SESSIONS.max}
              inputMode="numeric"
              aria-describedby={ids.upcomingHint}
              value={value.maxUpcomingSessions}
              onChange={(event) =>
                setValue((current) => ({ ...current, maxUpcomingSessions: event.target.valueAsNumber }))
              }
            />
            <p id={ids.upcomingHint} className="text-sm text-muted-foreground">
              {UPCOMING_SESSIONS.min} to {UPCOMING_SESSIONS.max}. Sessions you book for a student count too.
            </p>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <h2 className="text-xl font-semibold leading-tight">Missed sessions</h2>
          <CardDescription id={ids.policyHint}>
            Whether a session the student missed or cancelled too late counts as used: drawn from their package, or
            charged the session price. An attended session always does.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-1">
          {(Object.keys(POLICY_LABELS) as Array<keyof SessionUsePolicy>).map((setting) => (
            <label key={setting} className={checkboxLabelClass}>
              <Checkbox
                checked={value[setting]}
                aria-describedby={ids.policyHint}
                onChange={(event) => {
                  const { checked } = event.target;
                  setValue((current) => ({ ...current, [setting]: checked }));
                }}
              />
              {POLICY_LABELS[setting]}
            </label>
          ))}
        </CardContent>
      </Card>

      <FormProblem id={ids.problem}>{problem}</FormProblem>
      <Button type="submit" className="w-fit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save availability'}
      </Button>
    </form>
  );
}
