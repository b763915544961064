/** Joins class names, skipping empty values, so variant logic stays readable. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
