import { useId } from 'react';
import { Label, Select } from '@app/kit/ui';
import type { ClientStatus } from '@app/api/contract';
import { CLIENT_STATUS_FILTERS } from '../../lib/client-status';

/** Chooses which clients the list shows: all, the active ones, or the inactive ones. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ClientStatus;
  onChange: (value: ClientStatus) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2 sm:w-48">
      <Label htmlFor={id}>Show</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as ClientStatus)}>
        {CLIENT_STATUS_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
