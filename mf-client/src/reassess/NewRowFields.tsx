import type { FieldErrors } from '../forms/field-errors';
import { SelectField, TextField } from '../forms/Field';
import type { NewBarrierRow, NewStrategyRow } from './reassess-form';

const TYPE_OPTIONS = [
  { value: 'internal', label: 'Internal' },
  { value: 'external', label: 'External' },
];

/** The fields of one row of a reassessment's list, and the form's messages (by field path). */
interface RowFieldsProps<Row> {
  row: Row;
  index: number;
  update: (patch: Partial<Row>) => void;
  errors: FieldErrors;
}

/** A new barrier: its type (internal or external) and a description. */
export function NewBarrierFields({ row, index, update, errors }: RowFieldsProps<NewBarrierRow>) {
  return (
    <div className="grid gap-3 sm:grid-cols-[14rem_1fr] sm:items-start">
      <SelectField
        label={`Type of new barrier ${index + 1}`}
        placeholder="Choose type"
        options={TYPE_OPTIONS}
        value={row.type}
        error={errors[`newBarriers.${index}.type`]}
        onChange={(value) => update({ type: value as NewBarrierRow['type'] })}
      />
      <TextField
        label={`Description of new barrier ${index + 1}`}
        placeholder="What is getting in the way now?"
        value={row.description}
        error={errors[`newBarriers.${index}.description`]}
        onChange={(value) => update({ description: value })}
      />
    </div>
  );
}

/** A new strategy: a description, a timeframe and optional resources. */
export function NewStrategyFields({ row, index, update, errors }: RowFieldsProps<NewStrategyRow>) {
  return (
    <>
      <TextField
        label={`Description of new strategy ${index + 1}`}
        placeholder="What will you try?"
        value={row.description}
        error={errors[`newStrategies.${index}.description`]}
        onChange={(value) => update({ description: value })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`Timeframe of new strategy ${index + 1}`}
          placeholder="For example: every weekday for two weeks"
          value={row.timeframe}
          error={errors[`newStrategies.${index}.timeframe`]}
          onChange={(value) => update({ timeframe: value })}
        />
        <TextField
          label={`Resources for new strategy ${index + 1} (optional)`}
          placeholder="For example: planner app, study group, my coach"
          value={row.resources}
          error={errors[`newStrategies.${index}.resources`]}
          onChange={(value) => update({ resources: value })}
        />
      </div>
    </>
  );
}
