import { Component, Suspense, useState, type ReactNode } from 'react';
import { useNearScreen } from './use-near-screen';

/** Shows `fallback` instead of a chart whose code could not be loaded (offline before it was ever fetched). */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Where a lazily loaded chart goes: a placeholder of the chart's size (`placeholderClass`) until the chart's code
 * has loaded, when the chart is about to show or, `atOnce`, when the page is idle (see useNearScreen). The chart is
 * hidden from screen readers, who read `alternative(false)` instead: the same figures as a table, visually hidden
 * unless the caller shows it; `alternative(true)`, a table shown, takes the chart's place if its code cannot load.
 */
export function ChartSlot({
  placeholderClass,
  chart,
  atOnce = false,
  alternative,
}: {
  placeholderClass: string;
  atOnce?: boolean;
  chart: ReactNode;
  alternative: (visible: boolean) => ReactNode;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const ready = useNearScreen(element, atOnce);
  const placeholder = <div className={`w-full rounded-md bg-muted motion-safe:animate-pulse ${placeholderClass}`} />;
  return (
    <ChartBoundary fallback={alternative(true)}>
      <div ref={setElement} aria-hidden="true" data-chart="">
        {ready ? <Suspense fallback={placeholder}>{chart}</Suspense> : placeholder}
      </div>
      {alternative(false)}
    </ChartBoundary>
  );
}
