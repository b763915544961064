import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Card } from '@app/kit/panels';
import { Button, FieldError, Input } from '@app/kit/ui';

interface ListEditorProps {
  /** Name of one entry, e.g. "Internal barrier". */
  itemLabel: string;
  /** Text of the add button, e.g. "Add Internal Barrier". */
  addLabel: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  /** The list's own message ('Add at least one ...'). */
  listError?: string;
  /** Messages of single rows, by index. */
  rowErrors: Record<number, string | undefined>;
  placeholder?: string;
  /** The id of the section heading that names the list. */
  labelledBy: string;
}

/** Editable rows of a plan list: starts with one row; rows can be added, and removed while more than one is left. */
export function ListEditor({ itemLabel, addLabel, rows, onChange, listError, rowErrors, placeholder, labelledBy }: ListEditorProps) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const focusRow = useRef<number | null>(null);

  useEffect(() => {
    if (focusRow.current === null) return;
    listRef.current?.querySelectorAll('input')[focusRow.current]?.focus();
    focusRow.current = null;
  });

  const update = (index: number, value: string) => onChange(rows.map((row, i) => (i === index ? value : row)));
  const add = () => {
    focusRow.current = rows.length;
    onChange([...rows, '']);
  };
  const remove = (index: number) => {
    if (rows.length <= 1) return;
    focusRow.current = Math.max(0, index - 1);
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-col gap-3">
      <ul ref={listRef} className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const errorId = `${id}-row-${index}-error`;
          const rowError = rowErrors[index];
          const describedBy = [rowError ? errorId : null, index === 0 && listError ? `${id}-list-error` : null].filter(Boolean).join(' ');
          return (
            <li key={index} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="w-6 shrink-0 text-right text-sm font-medium text-muted-foreground">
                  {index + 1}.
                </span>
                <Input
                  aria-label={`${itemLabel} ${index + 1}`}
                  value={row}
                  placeholder={placeholder}
                  aria-invalid={!!rowError || (index === 0 && !!listError)}
                  aria-describedby={describedBy || undefined}
                  onChange={(event) => update(index, event.target.value)}
                />
                {rows.length > 1 && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="shrink-0 text-muted-foreground hover:text-destructive"
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <X className="h-5 w-5" />
                  </Button>
                )}
              </div>
              <div className="pl-8">
                <FieldError id={errorId}>{rowError}</FieldError>
              </div>
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-list-error`}>{listError}</FieldError>
      <AddRowButton label={addLabel} onClick={add} />
    </div>
  );
}

/** The button under a list that adds a row. */
function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" className="self-start" data-add-row="" onClick={onClick}>
      <span aria-hidden="true">+</span> {label}
    </Button>
  );
}

interface CardListEditorProps<Row extends object> {
  /** Name of one entry, e.g. "New barrier": each card's heading ("New barrier 2") and its Remove button. */
  itemLabel: string;
  /** Text of the add button, e.g. "Add Barrier". */
  addLabel: string;
  /** Shown while the list is empty ('No new barriers added.'). */
  emptyText: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  /** The values of an added row. */
  emptyRow: Row;
  /** The fields of one row; `update` changes some of its values. */
  children: (row: Row, index: number, update: (patch: Partial<Row>) => void) => ReactNode;
}

/** Optional rows of several fields, each in a card headed by its number: starts empty; any row can be removed. */
export function CardListEditor<Row extends object>({
  itemLabel,
  addLabel,
  emptyText,
  rows,
  onChange,
  emptyRow,
  children,
}: CardListEditorProps<Row>) {
  const listRef = useRef<HTMLDivElement>(null);
  // A removed card takes its Remove button with it: the focus goes to the card before (the next, for the first), or
  // to the add button once none is left.
  const focusAfterRemoval = useRef<number | null>(null);
  useEffect(() => {
    const before = focusAfterRemoval.current;
    if (before === null) return;
    focusAfterRemoval.current = null;
    const removes = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-remove-row]');
    (removes?.[before] ?? listRef.current?.querySelector<HTMLButtonElement>('[data-add-row]'))?.focus();
  });
  const update = (index: number, patch: Partial<Row>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    focusAfterRemoval.current = Math.max(0, index - 1);
    onChange(rows.filter((_, i) => i !== index));
  };
  return (
    <div ref={listRef} className="flex flex-col gap-3">
      {rows.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
      {rows.map((row, index) => (
        <Card key={index} className="flex flex-col gap-3 bg-muted/40 p-4">
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{`${itemLabel} ${index + 1}`}</h3>
            <Button
              variant="ghost"
              size="sm"
              data-remove-row=""
              onClick={() => remove(index)}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            >
              Remove
            </Button>
          </div>
          {children(row, index, (patch) => update(index, patch))}
        </Card>
      ))}
      <AddRowButton label={addLabel} onClick={() => onChange([...rows, { ...emptyRow }])} />
    </div>
  );
}
