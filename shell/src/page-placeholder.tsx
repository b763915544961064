/**
 * What shows while a page's code or the current user loads: the header band and a full-height body,
 * the same size as the pages themselves, so nothing jumps when the page arrives.
 */
export function PagePlaceholder() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <div className="h-16 border-b border-border bg-white" />
      <p className="sr-only" role="status">
        Loading...
      </p>
    </div>
  );
}
