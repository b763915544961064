import { BackToDashboard } from './BackToDashboard';

/** Shown for a client id that matches no client: says so, and offers the way back. */
export function ClientNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-foreground">Client not found</h1>
      <p className="text-muted-foreground">This client does not exist or is no longer available.</p>
      <BackToDashboard variant="default" className="self-center" />
    </main>
  );
}
