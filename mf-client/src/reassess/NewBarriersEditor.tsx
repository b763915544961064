import { Button } from '@app/kit/ui';
import { Card } from '@app/kit/panels';
import { SelectField, TextField } from '../forms/Field';
import type { FieldErrors } from '../forms/field-errors';
import { EMPTY_BARRIER_ROW, type NewBarrierRow } from './reassess-form';

const TYPE_OPTIONS = [
  { value: 'internal', label: 'Internal' },
  { value: 'external', label: 'External' },
];

/** New barriers of a reassessment: optional rows of a type (internal or external) and a description. */
export function NewBarriersEditor({
  rows,
  onChange,
  errors,
}: {
  rows: NewBarrierRow[];
  onChange: (rows: NewBarrierRow[]) => void;
  errors: FieldErrors;
}) {
  const update = (index: number, patch: Partial<NewBarrierRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 && <p className="text-sm text-muted-foreground">No new barriers added.</p>}
      {rows.map((row, index) => (
        <Card key={index} className="flex flex-col gap-3 bg-muted/40 p-4">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">New barrier {index + 1}</h3>
            <Button variant="ghost" size="sm" onClick={() => onChange(rows.filter((_, i) => i !== index))} aria-label={`Remove new barrier ${index + 1}`}>
              Remove
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-[14rem_1fr] sm:items-start">
            <SelectField
              label={`Type of new barrier ${index + 1}`}
              placeholder="Choose type"
              options={TYPE_OPTIONS}
              value={row.type}
              error={errors[`newBarriers.${index}.type`]}
              onChange={(value) => update(index, { type: value as NewBarrierRow['type'] })}
            />
            <TextField
              label={`Description of new barrier ${index + 1}`}
              placeholder="What is getting in the way now?"
              value={row.description}
              error={errors[`newBarriers.${index}.description`]}
              onChange={(value) => update(index, { description: value })}
            />
          </div>
        </Card>
      ))}
      <Button variant="outline" size="sm" className="self-start" onClick={() => onChange([...rows, { ...EMPTY_BARRIER_ROW }])}>
        <span aria-hidden="true">+</span> Add Barrier
      </Button>
    </div>
  );
}
