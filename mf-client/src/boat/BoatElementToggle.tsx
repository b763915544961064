import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState } from 'react';
import { cn, FOCUS_RING } from '@app/kit/ui';
import type { BoatElement } from './types';

/**
 * One element of the Boat as a disclosure: a button (aria-expanded) that shows or hides its panel with a
 * description, a reflection question and four smaller questions. Works by mouse, touch and keyboard.
 */
export function BoatElementToggle({ element, headingLevel }: { element: BoatElement; headingLevel: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  return (
    <div className={cn('rounded-lg border bg-white transition-shadow', open ? 'border-primary shadow-md' : 'border-border shadow-sm')}>
      <Heading>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className={`flex w-full items-center justify-between gap-3 rounded-lg p-4 text-left ${FOCUS_RING}`}
        >
          <span className="min-w-0">
            <span className="block font-semibold text-foreground">{element.name}</span>
            <span className="block text-sm text-muted-foreground">{element.summary}</span>
          </span>
          <ChevronDown className={cn('h-5 w-5 shrink-0 text-primary transition-transform', open && 'rotate-180')} />
        </button>
      </Heading>
      <div id={panelId} hidden={!open} className="border-t border-border px-4 pb-4 pt-3 text-sm">
        <p className="text-foreground">{element.description}</p>
        <div className="mt-4 rounded-md bg-blue-50 p-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-blue-900">Reflection question</p>
          <p className="mt-1 font-medium text-blue-950">{element.reflection}</p>
        </div>
        <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Questions to consider</p>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-foreground">
          {element.subQuestions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
