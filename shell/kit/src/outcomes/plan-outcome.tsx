import type { PlanOutcome as PlanOutcomeData } from '@app/api/contract';
import { AttainmentHistory, AttainmentLevelsList } from './outcome-figures';

/**
 * One plan's goal attainment, for the caller to frame (a card): the goal, its five levels (or a line saying it
 * has none), and the score history as a chart with a table for screen readers (or, in a `report` to print,
 * drawn at once with the table shown).
 */
export function PlanOutcome({
  plan,
  headingLevel = 3,
  report = false,
}: {
  plan: PlanOutcomeData;
  headingLevel?: 3 | 4;
  report?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const Subheading = headingLevel === 3 ? 'h4' : 'h5';
  return (
    <>
      <Heading className="break-words text-base font-semibold text-foreground">{plan.goal}</Heading>
      <div className="flex flex-col gap-2">
        <Subheading className="text-sm font-semibold text-muted-foreground">Levels of attainment</Subheading>
        {plan.levels ? (
          <AttainmentLevelsList levels={plan.levels} />
        ) : (
          <p className="text-sm text-muted-foreground">This plan describes no levels of attainment.</p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Subheading className="text-sm font-semibold text-muted-foreground">Score history</Subheading>
        <AttainmentHistory plan={plan} report={report} />
      </div>
    </>
  );
}
