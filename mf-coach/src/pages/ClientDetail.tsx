/** The Client Detail screen (placeholder until its feature lands). */
export default function ClientDetail() {
  return (
    <div className="min-h-dvh bg-background">
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-foreground">Client Detail</h1>
      </main>
    </div>
  );
}
