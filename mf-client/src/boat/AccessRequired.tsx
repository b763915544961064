import { API_PATHS } from '@app/api/contract/paths';
import { buttonClass, SiteHeader } from '@app/kit/ui';
import { Card } from '@app/kit/panels';

/** Title of The Boat's page for visitors who are not signed in. */
export const ACCESS_REQUIRED_TITLE = 'Access Required';

/** The Boat's page for a visitor who is not signed in: the public header, a short reason and a Log In button (/api/login). */
export function AccessRequired() {
  return (
    <div className="min-h-dvh bg-background">
      <SiteHeader />
      <main id="main" className="flex items-center justify-center px-4 py-20">
        <Card className="flex max-w-md flex-col items-center gap-3 p-8 text-center">
          <h1 className="text-2xl font-bold">{ACCESS_REQUIRED_TITLE}</h1>
          <p className="text-muted-foreground">
            Please log in to explore The Boat and the rest of your student workspace.
          </p>
          <a href={API_PATHS.signIn} className={buttonClass({ className: 'mt-2' })}>
            Log In
          </a>
        </Card>
      </main>
    </div>
  );
}
