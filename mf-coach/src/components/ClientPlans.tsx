import { planTitle, type CoachClient } from '@app/api/contract';
import { nextReassessmentLabel } from '../lib/dates';

/**
 * The student's goals from orientation and their plans with the next reassessment, read-only: what the
 * coach checks before a session. Plans carry the numbers the student sees ("Plan #1" is their first), newest
 * first as the API lists them; a card lists the newest few and says how many more there are (`planCount`).
 */
export function ClientPlans({
  client,
  headingLevel = 'h4',
}: {
  client: Pick<CoachClient, 'orientationGoals' | 'plans'> & { planCount?: number };
  headingLevel?: 'h3' | 'h4';
}) {
  const more = (client.planCount ?? client.plans.length) - client.plans.length;
  const Heading = headingLevel;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section>
        <Heading className="text-sm font-semibold text-foreground">Orientation goals</Heading>
        {client.orientationGoals.length > 0 ? (
          <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm text-foreground">
            {client.orientationGoals.map((goal, index) => (
              <li key={index} className="break-words">
                {goal}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">No orientation goals yet</p>
        )}
      </section>
      <section>
        <Heading className="text-sm font-semibold text-foreground">Plans</Heading>
        {client.plans.length > 0 ? (
          <ul className="mt-1 space-y-2 text-sm">
            {client.plans.map((plan) => (
              <li key={plan.id} className="rounded-md bg-muted px-3 py-2">
                <p className="break-words text-foreground">
                  <span className="font-semibold">{planTitle(plan.number)}:</span> {plan.selectedGoal}
                </p>
                <p className="text-muted-foreground">Next reassessment: {nextReassessmentLabel(plan)}</p>
              </li>
            ))}
            {more > 0 && (
              <li className="text-muted-foreground">
                and {more} older {more === 1 ? 'plan' : 'plans'} (see View Progress)
              </li>
            )}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted-foreground">No plans yet</p>
        )}
      </section>
    </div>
  );
}
