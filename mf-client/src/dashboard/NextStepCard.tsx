import { CHANGE_NOTICE_HOURS, planNumber, planTitle, sessionWhen, studentMayChange } from '@app/api/contract';
import { useSite } from '@app/kit/api';
import { Link } from '@app/kit/router';
import { buttonClass } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { useActivities, useMyProgress, useOrientation } from '../data/queries';
import { YOUR_SESSIONS_ID } from '../sessions/YourSessions';
import { useMySessions } from '../sessions/session-queries';
import { categoryLabel } from './activity-progress';
import { nextStep, type NextStep } from './next-step';
import { useNewestPlan } from './use-newest-plan';

/** What the card says for each step, and where its button goes; a plan goes by its title ("Plan #2"). */
function stepContent(
  step: NextStep,
  coachName: string,
  titleOf: (planId: string) => string,
): { title: string; text: string; link?: { to: string; label: string } } {
  switch (step.kind) {
    case 'orientation':
      return {
        title: 'Complete your orientation',
        text: 'Four short reflections and up to three goals: the starting point for everything else.',
        link: { to: '/orientation', label: 'Complete Orientation' },
      };
    case 'plan':
      return {
        title: 'Create your first plan',
        text: 'Pick one of your goals, name what gets in the way, and choose strategies to get past it.',
        link: { to: '/barriers-strategies', label: 'Create Your First Plan' },
      };
    case 'reassess':
      return {
        title: `Time to reassess ${titleOf(step.plan.id)}`,
        text: `Look back at “${step.plan.selectedGoal}”: what worked, what didn't, and what to change.`,
        link: { to: `/reassess-plan/${encodeURIComponent(step.plan.id)}`, label: 'Reassess Plan' },
      };
    case 'activity':
      return {
        title: `${step.inProgress ? 'Finish' : 'Try'}: ${step.activity.title}`,
        text: `A ${categoryLabel(step.activity.category)} activity for ${titleOf(step.plan.id)}, “${step.plan.selectedGoal}”.`,
        link: { to: `#activity-${step.activity.id}`, label: step.inProgress ? 'Go to the activity' : 'See the activity' },
      };
    case 'session':
      return {
        title: `Your next session: ${sessionWhen(step.session.start)}`,
        // The student may change a session up to CHANGE_NOTICE_HOURS before it starts; after that only the coach can.
        text:
          studentMayChange(step.session.start)
            ? `One-on-one with ${coachName}. You can move or cancel it up to ${CHANGE_NOTICE_HOURS} hours before it starts.`
            : `One-on-one with ${coachName}. It is less than ${CHANGE_NOTICE_HOURS} hours away: to change it, contact your coach.`,
        link: { to: `#${YOUR_SESSIONS_ID}`, label: 'See your sessions' },
      };
    case 'done':
      return {
        title: 'You have done every activity',
        text: 'Keep using your strategies, and reassess your plan when its date comes.',
      };
  }
}

/** The dashboard's first card: the one thing to do next, moving on as the student does each. */
export function NextStepCard() {
  const orientation = useOrientation();
  const plan = useNewestPlan();
  const activities = useActivities();
  const progress = useMyProgress();
  const sessions = useMySessions();
  const site = useSite();
  const queries = [orientation, plan, activities, progress];
  if (queries.some((query) => query.isLoading || query.isError)) return null;

  const step = nextStep({
    orientation: orientation.data ?? null,
    // The newest plan, with its barriers and strategies, stands for the list (only the newest one counts).
    plans: plan.newest ? [plan.newest] : [],
    activities: activities.data ?? [],
    progress: progress.data ?? [],
    // Sessions that could not be read leave the other steps as they are.
    sessions: sessions.data ?? [],
    now: new Date(),
  });
  const list = plan.plans.data ?? [];
  const content = stepContent(step, site.coachName, (planId) => {
    const number = planNumber(list, planId);
    return number ? planTitle(number) : 'your plan';
  });
  return (
    <Card className="border-2 border-primary p-6" data-next-step={step.kind}>
      <section aria-labelledby="next-step-heading" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Next step</p>
          <h2 id="next-step-heading" className="text-xl font-semibold leading-tight text-foreground">
            {content.title}
          </h2>
          <p className="text-muted-foreground">{content.text}</p>
        </div>
        {content.link &&
          (content.link.to.startsWith('#') ? (
            <a href={content.link.to} className={buttonClass({ className: 'shrink-0' })}>
              {content.link.label}
            </a>
          ) : (
            <Link to={content.link.to} className={buttonClass({ className: 'shrink-0' })}>
              {content.link.label}
            </Link>
          ))}
      </section>
    </Card>
  );
}
