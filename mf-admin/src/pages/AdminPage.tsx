import { SiteHeader } from '@app/kit/ui';

/** The Consultation Requests screen (placeholder until its feature lands). */
export default function AdminPage() {
  return (
    <div className="min-h-dvh bg-background">
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold text-foreground">Consultation Requests</h1>
      </main>
    </div>
  );
}
