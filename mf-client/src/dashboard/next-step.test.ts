import { describe, expect, it } from 'vitest';
import type { Activity, ActivityCompletion, CoachingSession, OrientationResponse, Plan, PlanSummary } from '@app/api/contract';
import { doneThisWeek, doneThisWeekText, nextSession, nextStep, planCategories, startOfWeek, suggestedActivities } from './next-step';

const NOW = new Date(2030, 2, 6, 15, 0); // Wednesday 6 March 2030, local time

const activity = (id: string, category: Activity['category'], difficulty: Activity['difficulty'] = 'beginner'): Activity => ({
  id,
  title: `Activity ${id}`,
  description: '',
  category,
  difficulty,
  instructions: '',
  createdAt: '2030-01-01T00:00:00.000Z',
});
const LIBRARY = [
  activity('t1', 'time_management'),
  activity('p1', 'planning'),
  activity('f2', 'attention', 'intermediate'),
  activity('f1', 'attention'),
  activity('w1', 'working_memory'),
];
const record = (activityId: string, completed: boolean, completedAt: string | null = null): ActivityCompletion => ({
  id: `r-${activityId}`,
  clientId: 'c',
  activityId,
  completed,
  rating: null,
  notes: null,
  completedAt,
  createdAt: '2030-03-01T10:00:00.000Z',
});
const orientation = { id: 'o', clientId: 'c', whoAreYou: 'Me', whatAreYouInControl: '', whoDoYouFeelCalled: '', visionOfFuture: '', goalOne: 'Focus in class', goalTwo: '', goalThree: '', createdAt: '', updatedAt: '' } as OrientationResponse;
const plan = (overrides: Partial<Plan & PlanSummary> = {}): Plan & PlanSummary => ({
  id: 'plan1',
  clientId: 'c',
  selectedGoal: 'Focus in class',
  internalBarriers: JSON.stringify(['I get distracted by my phone']),
  externalBarriers: JSON.stringify(['Noisy classroom']),
  strategies: JSON.stringify(['Sit at the front']),
  implementationPlan: 'Every day',
  reassessmentDate: '2030-03-20T00:00:00.000Z',
  nextReassessment: null,
  reassessments: [],
  lastReassessedAt: null,
  createdAt: '2030-03-01T10:00:00.000Z',
  updatedAt: '2030-03-01T10:00:00.000Z',
  ...overrides,
});

const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
const session = (id: string, start: Date, status: CoachingSession['status'] = 'booked'): CoachingSession => ({
  id,
  clientId: 'c',
  status,
  start: start.toISOString(),
  end: new Date(start.getTime() + 50 * 60_000).toISOString(),
});

describe('nextStep', () => {
  const base = { orientation, plans: [plan()], activities: LIBRARY, progress: [], now: NOW };

  it('starts with orientation, also when the record holds no answer', () => {
    expect(nextStep({ ...base, orientation: null })).toEqual({ kind: 'orientation' });
    expect(nextStep({ ...base, orientation: { ...orientation, whoAreYou: ' ', goalOne: '' } })).toEqual({ kind: 'orientation' });
  });

  it('then asks for a first plan', () => {
    expect(nextStep({ ...base, plans: [] })).toEqual({ kind: 'plan' });
  });

  it("then suggests an activity for the newest plan's barriers and goal", () => {
    const step = nextStep(base);
    expect(step).toMatchObject({ kind: 'activity', activity: { id: 'f1' }, plan: { id: 'plan1' }, inProgress: false });
  });

  it('prefers the reassessment once it is due', () => {
    expect(nextStep({ ...base, plans: [plan({ reassessmentDate: '2030-03-06T00:00:00.000Z' })] })).toMatchObject({ kind: 'reassess' });
    expect(nextStep({ ...base, plans: [plan({ reassessmentDate: '2030-03-07T00:00:00.000Z' })] })).toMatchObject({ kind: 'activity' });
  });

  it('leaves it once a reassessment was made on its day or after, though that set no new day', () => {
    const due = { reassessmentDate: '2030-03-06T00:00:00.000Z' };
    const reassessedAt = (date: Date) => [plan({ ...due, lastReassessedAt: date.toISOString() })];
    expect(nextStep({ ...base, plans: reassessedAt(new Date(2030, 2, 6, 9)) })).toMatchObject({ kind: 'activity' });
    // One made before its day does not answer it.
    expect(nextStep({ ...base, plans: reassessedAt(new Date(2030, 2, 5, 21)) })).toMatchObject({ kind: 'reassess' });
  });

  it('prefers it on its day in any time zone, for a date an older form stored at local midnight too', () => {
    const zoneBefore = process.env.TZ;
    try {
      for (const zone of ['America/Los_Angeles', 'Europe/Berlin', 'Pacific/Kiritimati']) {
        process.env.TZ = zone;
        const now = new Date(2030, 2, 6, 15, 0);
        for (const stored of ['2030-03-06T00:00:00.000Z', new Date(2030, 2, 6).toISOString()]) {
          const step = nextStep({ ...base, now, plans: [plan({ reassessmentDate: stored })] });
          expect(step, `${zone} ${stored}`).toMatchObject({ kind: 'reassess' });
        }
        const tomorrow = plan({ reassessmentDate: '2030-03-07T00:00:00.000Z' });
        expect(nextStep({ ...base, now, plans: [tomorrow] }), zone).toMatchObject({ kind: 'activity' });
      }
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });

  it('says all is done when every activity is completed', () => {
    expect(nextStep({ ...base, progress: LIBRARY.map((entry) => record(entry.id, true)) })).toEqual({ kind: 'done' });
  });

  it('puts a session starting within a day before the activity, and a later one after the activities', () => {
    const soon = session('soon', hoursFromNow(23));
    const later = session('later', hoursFromNow(72));
    expect(nextStep({ ...base, sessions: [later, soon] })).toEqual({ kind: 'session', session: soon });
    expect(nextStep({ ...base, sessions: [later] })).toMatchObject({ kind: 'activity' });
    const allDone = LIBRARY.map((entry) => record(entry.id, true));
    expect(nextStep({ ...base, progress: allDone, sessions: [later] })).toEqual({ kind: 'session', session: later });
    // Orientation, a first plan and a due reassessment still come first.
    expect(nextStep({ ...base, plans: [], sessions: [soon] })).toEqual({ kind: 'plan' });
    const due = plan({ reassessmentDate: '2030-03-06T00:00:00.000Z' });
    expect(nextStep({ ...base, plans: [due], sessions: [soon] })).toMatchObject({ kind: 'reassess' });
  });
});

describe('nextSession', () => {
  it('is the earliest booked session not yet started; cancelled and past ones do not count', () => {
    const past = session('past', hoursFromNow(-1));
    const cancelled = session('cancelled', hoursFromNow(2), 'cancelled');
    const first = session('first', hoursFromNow(5));
    const second = session('second', hoursFromNow(30));
    expect(nextSession([second, cancelled, past, first], NOW)).toBe(first);
    expect(nextSession([past, cancelled], NOW)).toBeNull();
  });
});

describe('suggestedActivities', () => {
  it("puts the plan's categories first, a started one first, easier before harder, and leaves out completed ones", () => {
    expect(planCategories(plan())[0]).toBe('attention');
    expect(suggestedActivities(plan(), LIBRARY, []).map((entry) => entry.id)).toEqual(['f1', 'f2', 't1', 'p1', 'w1']);
    expect(suggestedActivities(plan(), LIBRARY, [record('f2', false), record('f1', true)]).map((entry) => entry.id)).toEqual([
      'f2',
      't1',
      'p1',
      'w1',
    ]);
  });

  it('without a plan, keeps the library order, easier first', () => {
    expect(suggestedActivities(null, LIBRARY, []).map((entry) => entry.id)).toEqual(['t1', 'p1', 'f1', 'w1', 'f2']);
  });
});

describe('done this week', () => {
  it('counts completions since Monday and words them', () => {
    expect(startOfWeek(NOW)).toEqual(new Date(2030, 2, 4));
    const progress = [
      record('a', true, new Date(2030, 2, 4, 9).toISOString()),
      record('b', true, new Date(2030, 2, 6, 9).toISOString()),
      record('c', true, new Date(2030, 2, 3, 23).toISOString()),
      record('d', false),
    ];
    expect(doneThisWeek(progress, NOW)).toBe(2);
    expect(doneThisWeekText(2)).toBe('2 activities done this week');
    expect(doneThisWeekText(1)).toBe('1 activity done this week');
  });
});
