/** The Reassess Plan screen (placeholder until its feature lands). */
export default function ReassessPlan() {
  return (
    <div className="min-h-dvh bg-background">
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-foreground">Reassess Plan</h1>
      </main>
    </div>
  );
}
