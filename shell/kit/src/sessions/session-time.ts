/** Session times as people read them, in their own time zone (the browser's). */

/** The local calendar day of an instant, as a key: "2026-12-01". */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "Tue, Dec 1" */
export function shortDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
}

/** "Tuesday, December 1" */
export function longDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
}

/** "4:00 PM" */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** "Tuesday, December 1 at 4:00 PM" */
export function sessionWhen(iso: string): string {
  return `${longDay(iso)} at ${clockTime(iso)}`;
}

/** Items grouped by the local day of their start, days in order of first appearance. */
export function byDay<T extends { start: string }>(items: readonly T[]): Array<{ day: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = dayKey(item.start);
    const list = groups.get(key) ?? [];
    list.push(item);
    groups.set(key, list);
  }
  return [...groups].map(([day, list]) => ({ day, items: list }));
}
