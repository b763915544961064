/** The Page Not Found screen (placeholder until its feature lands). */
export default function NotFound() {
  return (
    <div className="min-h-dvh bg-background">
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-foreground">Page Not Found</h1>
      </main>
    </div>
  );
}
