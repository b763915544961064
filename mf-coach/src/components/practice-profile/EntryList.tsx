import type { ReactNode } from 'react';
import { Button } from '@app/kit/ui';

/**
 * A list of entries edited in place (the degrees, the testimonials): each in its own box with a Remove
 * button named after it, and "Add a {noun}" while fewer than `max` are listed.
 */
export function EntryList<T extends object>({
  noun,
  entries,
  max,
  blank,
  boxClassName,
  removeClassName,
  onChange,
  children,
}: {
  noun: string;
  entries: readonly T[];
  max: number;
  /** What "Add" appends. */
  blank: T;
  boxClassName: string;
  removeClassName?: string;
  onChange: (update: (entries: T[]) => T[]) => void;
  /** The fields of one entry; `update` changes some of its fields. */
  children: (entry: T, index: number, update: (change: Partial<T>) => void) => ReactNode;
}) {
  const update = (index: number) => (change: Partial<T>) =>
    onChange((current) => current.map((entry, at) => (at === index ? { ...entry, ...change } : entry)));
  return (
    <>
      {entries.map((entry, index) => (
        <div key={index} className={`rounded-md border border-border p-3 ${boxClassName}`}>
          {children(entry, index, update(index))}
          <Button
            type="button"
            variant="ghost"
            className={removeClassName}
            aria-label={`Remove ${noun} ${index + 1}`}
            onClick={() => onChange((current) => current.filter((_, at) => at !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      {entries.length < max && (
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => onChange((current) => [...current, blank])}
        >
          Add a {noun}
        </Button>
      )}
    </>
  );
}
