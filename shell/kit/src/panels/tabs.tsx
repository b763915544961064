import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../ui/cn';
import { FOCUS_RING, FOCUS_RING_FLUSH } from '../ui/focus-ring';

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

/**
 * WAI-ARIA tabs on Radix's primitive: a tablist of triggers and the selected tab's panel. The arrow keys, Home
 * and End move between tabs and select the one reached; only the selected tab is in the Tab order.
 */
export function Tabs({ defaultValue, value, onValueChange, children, className }: TabsProps) {
  return (
    <TabsPrimitive.Root defaultValue={defaultValue} value={value} onValueChange={onValueChange} className={className}>
      {children}
    </TabsPrimitive.Root>
  );
}

/** The row of tab triggers; give it an aria-label naming the group. */
export function TabsList({ children, className, ...aria }: { children: ReactNode; className?: string; 'aria-label': string }) {
  return (
    <TabsPrimitive.List
      aria-label={aria['aria-label']}
      className={cn('inline-flex h-[3.25rem] items-center gap-1 rounded-md bg-muted p-1 text-muted-foreground sm:h-10', className)}
    >
      {children}
    </TabsPrimitive.List>
  );
}

/** One tab. */
export function TabsTrigger({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      className={cn(
        'inline-flex min-h-11 items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium transition sm:min-h-0',
        FOCUS_RING,
        'hover:text-foreground data-[state=active]:bg-white data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
    >
      {children}
    </TabsPrimitive.Trigger>
  );
}

/**
 * The panel shown while its tab is selected. With `keepMounted` it stays mounted, hidden, while another tab is
 * selected, so what is typed in it survives a look at another tab.
 */
export function TabsContent({
  value,
  children,
  className,
  keepMounted = false,
}: {
  value: string;
  children: ReactNode;
  className?: string;
  keepMounted?: boolean;
}) {
  return (
    <TabsPrimitive.Content
      value={value}
      forceMount={keepMounted || undefined}
      className={cn('mt-4 data-[state=inactive]:hidden', FOCUS_RING_FLUSH, className)}
    >
      {children}
    </TabsPrimitive.Content>
  );
}
