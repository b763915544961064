import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, conditionals, arrays, objects: clsx), and lets a later Tailwind class win over an
 * earlier one of the same property (tailwind-merge), so a caller's `className` overrides a component's default.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
