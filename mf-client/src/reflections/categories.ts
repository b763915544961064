import type { ReflectionItem } from '@app/api/contract';

/** A reflection category: its filter value, label, and the keywords of the question text that select it. */
export interface ReflectionCategory {
  value: 'boat' | 'goals' | 'challenges' | 'strengths' | 'other';
  label: string;
  keywords: readonly string[];
}

/** The categories, checked in this order; a question matching none is an Other Insight. */
export const REFLECTION_CATEGORIES: readonly ReflectionCategory[] = [
  { value: 'boat', label: 'The Boat Framework', keywords: ['boat', 'hull', 'helm', 'sails', 'horizon'] },
  { value: 'goals', label: 'Goals & Aspirations', keywords: ['goal', 'achieve', 'accomplish'] },
  { value: 'challenges', label: 'Challenges', keywords: ['challenge', 'difficult', 'struggle', 'barrier'] },
  { value: 'strengths', label: 'Strengths', keywords: ['strength', 'good at', 'excel'] },
  { value: 'other', label: 'Other Insights', keywords: [] },
];

/** A filter: every reflection, or one category. */
export type ReflectionFilter = 'all' | ReflectionCategory['value'];

/** The filter buttons, in the order the page shows them. */
export const REFLECTION_FILTERS: ReadonlyArray<{ value: ReflectionFilter; label: string }> = [
  { value: 'all', label: 'All' },
  ...REFLECTION_CATEGORIES.map(({ value, label }) => ({ value, label })),
];

/** The category of a question, by the first category whose keyword appears in it (case-insensitive). */
export function categoryOf(question: string): ReflectionCategory['value'] {
  const text = question.toLowerCase();
  return REFLECTION_CATEGORIES.find((category) => category.keywords.some((keyword) => text.includes(keyword)))?.value ?? 'other';
}

/** How many reflections each filter shows. */
export function countByFilter(items: readonly ReflectionItem[]): Record<ReflectionFilter, number> {
  const counts: Record<ReflectionFilter, number> = { all: items.length, boat: 0, goals: 0, challenges: 0, strengths: 0, other: 0 };
  for (const item of items) counts[categoryOf(item.question)] += 1;
  return counts;
}

/** The reflections a filter shows, in their original order. */
export function filterReflections(items: readonly ReflectionItem[], filter: ReflectionFilter): ReflectionItem[] {
  return filter === 'all' ? [...items] : items.filter((item) => categoryOf(item.question) === filter);
}
