/** How to scroll the page into place: smoothly, or at once when the user prefers reduced motion. */
export function preferredScrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
