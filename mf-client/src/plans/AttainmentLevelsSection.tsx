import { Card } from '@app/kit/panels';
import { TextField } from '../forms/Field';
import type { FieldErrors } from '../forms/field-errors';
import { LEVELS_EXAMPLE_GOAL, LEVEL_GUIDE, LEVEL_KEYS, levelPath, levelValues, type LevelKey, type LevelValues } from './attainment-levels';

interface AttainmentLevelsSectionProps {
  levels: LevelValues | undefined;
  errors: FieldErrors;
  onChange: (key: LevelKey, text: string) => void;
}

/**
 * The plan's optional "How will we know it's working?": five levels of what could happen by the reassessment
 * date, from much less than expected (−2) to much more (+2), each explained with an example. All five or none.
 */
export function AttainmentLevelsSection({ levels, errors, onChange }: AttainmentLevelsSectionProps) {
  const values = levelValues(levels);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="plan-levels" aria-describedby="plan-levels-about" className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 id="plan-levels" className="text-lg font-semibold leading-8">
            How will we know it&apos;s working? <span className="text-sm font-normal text-muted-foreground">(optional)</span>
          </h2>
          <p id="plan-levels-about" className="text-sm text-muted-foreground">
            Describe what could happen by your reassessment date, from much less than you expect to much more. You and
            your coach can then score this plan on that scale. Fill in all five levels, or leave them all empty. The
            examples are for the goal “{LEVELS_EXAMPLE_GOAL}”.
          </p>
        </div>
        <div className="flex flex-col gap-4">
          {LEVEL_KEYS.map((key) => {
            const guide = LEVEL_GUIDE[key];
            return (
              <TextField
                key={key}
                label={`${guide.sign}: ${guide.meaning}`}
                hint={`For example: ${guide.example}`}
                value={values[key]}
                error={errors[levelPath(key)]}
                onChange={(text) => onChange(key, text)}
              />
            );
          })}
        </div>
      </section>
    </Card>
  );
}
