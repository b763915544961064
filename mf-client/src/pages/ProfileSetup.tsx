/** The Profile Setup screen (placeholder until its feature lands). */
export default function ProfileSetup() {
  return (
    <div className="min-h-dvh bg-background">
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-foreground">Profile Setup</h1>
      </main>
    </div>
  );
}
