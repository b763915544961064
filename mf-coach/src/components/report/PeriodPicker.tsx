import { FormField, Input } from '@app/kit/ui';
import type { MonthRange, RangeProblem } from '../../lib/report-period';

/** The report's months: from one month to another, each picked with the browser's month picker. */
export function PeriodPicker({
  range,
  problem,
  onChange,
}: {
  range: MonthRange;
  problem: RangeProblem | null;
  onChange: (range: MonthRange) => void;
}) {
  const field = (name: keyof MonthRange, label: string) => (
    <FormField id={`report-${name}`} label={label} error={problem?.field === name ? problem.message : undefined}>
      {(props) => (
        <Input
          {...props}
          type="month"
          value={range[name]}
          onChange={(event) => onChange({ ...range, [name]: event.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:max-w-md">
      <legend className="sr-only">Months of the report</legend>
      {field('fromMonth', 'From month')}
      {field('toMonth', 'To month')}
    </fieldset>
  );
}
