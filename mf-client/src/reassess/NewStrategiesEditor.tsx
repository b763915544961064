import { Button } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { TextField } from '../forms/Field';
import type { FieldErrors } from '../forms/field-errors';
import { EMPTY_STRATEGY_ROW, type NewStrategyRow } from './reassess-form';

/** New strategies of a reassessment: optional rows of a description, a timeframe and optional resources. */
export function NewStrategiesEditor({
  rows,
  onChange,
  errors,
}: {
  rows: NewStrategyRow[];
  onChange: (rows: NewStrategyRow[]) => void;
  errors: FieldErrors;
}) {
  const update = (index: number, patch: Partial<NewStrategyRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 && <p className="text-sm text-muted-foreground">No new strategies added.</p>}
      {rows.map((row, index) => (
        <Card key={index} className="flex flex-col gap-3 bg-muted/40 p-4">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">New strategy {index + 1}</h3>
            <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Remove new strategy ${index + 1}`}>
              Remove
            </Button>
          </div>
          <TextField
            label={`Description of new strategy ${index + 1}`}
            placeholder="What will you try?"
            value={row.description}
            error={errors[`newStrategies.${index}.description`]}
            onChange={(value) => update(index, { description: value })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={`Timeframe of new strategy ${index + 1}`}
              placeholder="For example: every weekday for two weeks"
              value={row.timeframe}
              error={errors[`newStrategies.${index}.timeframe`]}
              onChange={(value) => update(index, { timeframe: value })}
            />
            <TextField
              label={`Resources for new strategy ${index + 1} (optional)`}
              placeholder="For example: planner app, study group, my coach"
              value={row.resources}
              error={errors[`newStrategies.${index}.resources`]}
              onChange={(value) => update(index, { resources: value })}
            />
          </div>
        </Card>
      ))}
      <Button variant="outline" size="sm" className="self-start" onClick={() => onChange([...rows, { ...EMPTY_STRATEGY_ROW }])}>
        <span aria-hidden="true">+</span> Add Strategy
      </Button>
    </div>
  );
}
