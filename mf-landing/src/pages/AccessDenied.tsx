/** The Access Denied screen (placeholder until its feature lands). */
export default function AccessDenied() {
  return (
    <div className="min-h-dvh bg-background">
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-foreground">Access Denied</h1>
      </main>
    </div>
  );
}
