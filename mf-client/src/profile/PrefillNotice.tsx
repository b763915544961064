/** Says that profile set-up starts from the family's consultation request, and that every field can change. */
export function PrefillNotice() {
  return (
    <p role="status" className="mb-5 rounded-md border border-border bg-muted p-3 text-sm text-foreground">
      We filled in what your family told us when asking for a consultation. Please check it and change anything
      that is not right.
    </p>
  );
}
