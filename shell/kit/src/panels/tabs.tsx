import { createContext, useContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../ui/cn';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used inside <Tabs>');
  return context;
}

const idPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The selected tab when uncontrolled. */
  defaultValue?: string;
  /** The selected tab when controlled. */
  value?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
  className?: string;
}

/** WAI-ARIA tabs: a tablist of triggers and one visible panel; arrow keys, Home and End move between tabs. */
export function Tabs({ defaultValue = '', value, onValueChange, children, className }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? uncontrolled;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

/** The row of tab triggers; give it an aria-label naming the group. */
export function TabsList({ children, className, ...aria }: { children: ReactNode; className?: string; 'aria-label': string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index < 0 || tabs.length === 0) return;
    let next: number | undefined;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-label={aria['aria-label']}
      onKeyDown={onKeyDown}
      className={cn('inline-flex h-[3.25rem] items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground sm:h-10', className)}
    >
      {children}
    </div>
  );
}

/** One tab; only the selected tab is in the Tab order (roving tabindex). */
export function TabsTrigger({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${idPart(value)}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-panel-${idPart(value)}`}
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      className={cn(
        'inline-flex min-h-11 items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium transition-all sm:min-h-0',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        selected ? 'bg-white text-foreground shadow-sm' : 'hover:text-foreground',
        className,
      )}
    >
      {children}
    </button>
  );
}

/** The panel shown while its tab is selected. */
export function TabsContent({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${idPart(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${idPart(value)}`}
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
    >
      {children}
    </div>
  );
}
