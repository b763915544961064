import type { AttainmentLevels } from '@app/api/contract';
import { ChoiceGroup } from '../forms/ChoiceGroup';
import { LEVEL_GUIDE, LEVEL_KEYS } from './attainment-levels';

interface ScoreChoicesProps {
  /** The plan's five levels, whose own words name each score. */
  levels: AttainmentLevels;
  legend: string;
  hint?: string;
  /** The chosen score as text ("-2" to "2"), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** A score on the plan's attainment scale: one radio button per level, −2 to +2, each showing what it means. */
export function ScoreChoices({ levels, legend, hint, value, onChange, error }: ScoreChoicesProps) {
  const options = LEVEL_KEYS.map((key) => ({
    value: key,
    label: (
      <span className="flex w-full items-start gap-3">
        <span className="w-7 shrink-0 font-semibold tabular-nums">{LEVEL_GUIDE[key].sign}</span>{' '}
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold">
            {LEVEL_GUIDE[key].meaning}
            {/* Read as one sentence: "+1 Somewhat more: 5 nights". */}
            <span className="sr-only">: </span>
          </span>
          <span className="break-words font-normal">{levels[key]}</span>
        </span>
      </span>
    ),
  }));
  return (
    <ChoiceGroup
      legend={legend}
      hint={hint}
      error={error}
      options={options}
      value={value}
      onChange={onChange}
      className="grid-cols-1"
      chipClassName="justify-start py-2 text-left"
    />
  );
}
